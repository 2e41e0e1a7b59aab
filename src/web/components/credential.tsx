import { formatDate } from '../../shared/dates';
import { BadgeCheck, FileText, Link2 } from 'lucide-react';
import { CREDENTIAL_KIND_LABELS, type CredentialKind } from '../../shared/facilitation-options';
import { Badge } from './ui/badge';

/** "LEGO® SERIOUS PLAY® method training — Rasmussen Consulting"; an "other" credential is its own name. */
export function credentialTitle(credential: { kind: CredentialKind; detail: string | null }): string {
  if (credential.kind === 'other' && credential.detail) return credential.detail;
  const label = CREDENTIAL_KIND_LABELS[credential.kind];
  return credential.detail ? `${label} — ${credential.detail}` : label;
}

/** "Verified by Dana Admin on 3 March 2027": who checked the evidence, and when. */
export const verificationText = (verification: { at: string; byName: string }) =>
  `Verified by ${verification.byName} on ${formatDate(verification.at.slice(0, 10))}`;

/** Verified (with who and when) or only claimed by the facilitator. */
export function CredentialBadge({ verification }: { verification: { at: string; byName: string } | null }) {
  return verification ? (
    <Badge color="green">
      <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
      {verificationText(verification)}
    </Badge>
  ) : (
    <Badge color="gray">Claimed</Badge>
  );
}

/** The evidence link and file, where there are any; the file downloads (the server never shows it inline). */
export function CredentialEvidence({
  credential,
}: {
  credential: { evidenceUrl: string | null; evidenceFileUrl: string | null; evidenceFileName: string | null };
}) {
  if (!credential.evidenceUrl && !credential.evidenceFileUrl)
    return <p className="text-sm text-slate-600">No evidence given</p>;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {credential.evidenceUrl ? (
        <a
          href={credential.evidenceUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
        >
          <Link2 aria-hidden className="h-4 w-4" /> Evidence link
        </a>
      ) : null}
      {credential.evidenceFileUrl ? (
        <a
          href={credential.evidenceFileUrl}
          download
          className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
        >
          <FileText aria-hidden className="h-4 w-4" /> {credential.evidenceFileName ?? 'Evidence file'}
        </a>
      ) : null}
    </p>
  );
}
