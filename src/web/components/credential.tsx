import { formatDate } from '../../shared/dates';
import { BadgeCheck, FileText, Link2 } from 'lucide-react';
import type { CredentialKind } from '../../shared/facilitation-options';
import { translate } from '../../shared/i18n/catalogue';
import type { Locale } from '../../shared/i18n/locales';
import { useLocale, useT } from '../lib/i18n';
import { componentMessages, type ComponentKey } from './messages';
import { Badge } from './ui/badge';

const KIND_KEYS: Record<CredentialKind, ComponentKey> = {
  'iaf-cpf': 'credential.kind.iafCpf',
  'iaf-endorsed': 'credential.kind.iafEndorsed',
  'ica-top': 'credential.kind.icaTop',
  'liberating-structures': 'credential.kind.liberatingStructures',
  'lego-serious-play': 'credential.kind.legoSeriousPlay',
  'scrum-org': 'credential.kind.scrumOrg',
  'scrum-alliance': 'credential.kind.scrumAlliance',
  icf: 'credential.kind.icf',
  other: 'credential.kind.other',
};

/** What a kind of credential is called in `locale`: "Scrum.org certification", "Zertifizierung von Scrum.org". */
export const credentialKindLabel = (kind: CredentialKind, locale: Locale) =>
  translate(locale, componentMessages, KIND_KEYS[kind]);

/**
 * "LEGO® SERIOUS PLAY® method training — Rasmussen Consulting" in the page's language (the detail is the
 * facilitator's own words); an "other" credential is its own name.
 */
export function credentialTitle(
  credential: { kind: CredentialKind; detail: string | null },
  locale: Locale,
): string {
  if (credential.kind === 'other' && credential.detail) return credential.detail;
  const label = credentialKindLabel(credential.kind, locale);
  return credential.detail ? `${label} — ${credential.detail}` : label;
}

/** `credentialTitle` in the page's language. */
export function useCredentialTitle() {
  const locale = useLocale();
  return (credential: { kind: CredentialKind; detail: string | null }) => credentialTitle(credential, locale);
}

/** "3 March 2027" in English, "3. März 2027" in German. */
const dayText = (day: string, locale: Locale) => formatDate(day, { locale });

/** Verified (with who and when) or only claimed by the facilitator. */
/** "Verified by Dana Admin on 3 March 2027": who checked the evidence, and when. */
export function CredentialBadge({ verification }: { verification: { at: string; byName: string } | null }) {
  const locale = useLocale();
  const t = useT(componentMessages);
  return verification ? (
    <Badge color="green">
      <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
      {t('credential.verified', {
        name: verification.byName,
        date: dayText(verification.at.slice(0, 10), locale),
      })}
    </Badge>
  ) : (
    <Badge color="gray">{t('credential.claimed')}</Badge>
  );
}

/** The evidence link and file, where there are any; the file downloads (the server never shows it inline). */
export function CredentialEvidence({
  credential,
}: {
  credential: { evidenceUrl: string | null; evidenceFileUrl: string | null; evidenceFileName: string | null };
}) {
  const t = useT(componentMessages);
  if (!credential.evidenceUrl && !credential.evidenceFileUrl)
    return <p className="text-sm text-slate-600">{t('credential.noEvidence')}</p>;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {credential.evidenceUrl ? (
        <a
          href={credential.evidenceUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
        >
          <Link2 aria-hidden className="h-4 w-4" /> {t('credential.evidenceLink')}
        </a>
      ) : null}
      {credential.evidenceFileUrl ? (
        <a
          href={credential.evidenceFileUrl}
          download
          className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
        >
          <FileText aria-hidden className="h-4 w-4" />{' '}
          {credential.evidenceFileName ?? t('credential.evidenceFile')}
        </a>
      ) : null}
    </p>
  );
}
