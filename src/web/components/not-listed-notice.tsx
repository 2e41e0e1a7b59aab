import type { ReactNode } from 'react';
import type { ProfileCompletenessField } from '../../shared/profile-listing';
import { listingMissing, notListedYetText } from '../../shared/profile-listing';
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
  const needed = listingMissing(missing);
  if (needed.length === 0) return null;
  return (
    <Alert tone="info" className={className}>
      <p>{notListedYetText(needed)}</p>
      {children}
    </Alert>
  );
}
