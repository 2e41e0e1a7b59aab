import { BadgeCheck } from 'lucide-react';
import {
  CREDENTIAL_KIND_LABELS,
  formatDay,
  type CredentialKind,
} from '../../shared/facilitation-options';
import { Badge } from './ui/badge';

/** "LEGO® SERIOUS PLAY® method training — Rasmussen Consulting"; an "other" credential is its own name. */
export function credentialTitle(credential: { kind: CredentialKind; detail: string | null }): string {
  if (credential.kind === 'other' && credential.detail) return credential.detail;
  const label = CREDENTIAL_KIND_LABELS[credential.kind];
  return credential.detail ? `${label} — ${credential.detail}` : label;
}

/** "Verified by Dana Admin on 3 Mar 2027": who checked the evidence, and when. */
export const verificationText = (verification: { at: string; byName: string }, locale?: string) =>
  `Verified by ${verification.byName} on ${formatDay(verification.at.slice(0, 10), locale)}`;

/** Verified (with who and when) or only claimed by the facilitator. */
export function CredentialBadge({
  verification,
}: {
  verification: { at: string; byName: string } | null;
}) {
  return verification ? (
    <Badge color="green">
      <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
      {verificationText(verification)}
    </Badge>
  ) : (
    <Badge color="gray">Claimed</Badge>
  );
}
