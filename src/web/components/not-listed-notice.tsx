import type { ReactNode } from 'react';
import type { ProfileCompletenessField } from '../../shared/profile-listing';
import { listingMissing } from '../../shared/profile-listing';
import { INTL_LOCALES } from '../../shared/i18n/locales';
import { useLocale, useT } from '../lib/i18n';
import { notListedMessages } from './not-listed-messages';
import { Alert } from './ui/alert';

/**
 * What a facilitator's profile still needs before the directory, its search and the sitemap list it
 * (the listing rule, shared/profile-listing.ts); nothing once it meets the rule.
 */
export function NotListedNotice({
  missing,
  className,
  children,
}: {
  missing: readonly ProfileCompletenessField[];
  className?: string;
  children?: ReactNode;
}) {
  const t = useT(notListedMessages);
  const locale = useLocale();
  const needed = listingMissing(missing);
  if (needed.length === 0) return null;
  // "your years of experience and a rate": the language's own way of joining a list.
  const fields = new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(
    needed.map((field) => t(`toAdd.${field}`)),
  );
  return (
    <Alert tone="info" className={className}>
      <p>{t('notListed', { fields })}</p>
      {children}
    </Alert>
  );
}
