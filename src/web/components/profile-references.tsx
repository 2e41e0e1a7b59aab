import type { ReactNode } from 'react';
import { Globe } from 'lucide-react';
import { formatDate } from '../../shared/dates';
import type { PublicReference } from '../../shared/reviews';
import { useLocale, useT } from '../lib/i18n';
import { profileReferencesMessages } from './profile-references-messages';
import { Badge } from './ui/badge';
import { Card } from './ui/card';

/**
 * "References from outside FacilitatorHub" on a facilitator's public profile (docs/decisions/042): what past
 * clients wrote by a mailed link, clearly marked and apart from reviews (they never count in the rating).
 * Nothing when there is none.
 */
export function ProfileReferences({
  references,
  action,
}: {
  references: PublicReference[];
  /** What the viewer may do with a reference (the operator's "Hide reference"), under it. */
  action?: (reference: PublicReference) => ReactNode;
}) {
  const t = useT(profileReferencesMessages);
  const locale = useLocale();
  if (!references.length) return null;
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="outside-references-title">
        <h2 id="outside-references-title" className="text-xl font-semibold text-slate-900">
          {t('public.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('public.lead')}</p>
        <ul className="mt-4 space-y-4">
          {references.map((reference) => (
            <li key={reference.id}>
              <figure className="rounded-lg border border-dashed border-slate-300 bg-white p-5">
                <Badge color="gray">
                  <Globe aria-hidden className="h-3.5 w-3.5" />
                  {t('public.badge')}
                </Badge>
                <blockquote className="mt-3 whitespace-pre-line leading-7 text-slate-800">
                  {reference.text}
                </blockquote>
                <figcaption className="mt-3 text-sm text-slate-600">
                  <span className="font-medium text-slate-700">— {reference.clientName}</span>
                  {[reference.role, reference.organisation].filter(Boolean).length
                    ? `, ${[reference.role, reference.organisation].filter(Boolean).join(', ')}`
                    : ''}
                  <span className="block text-xs">
                    {t('public.given', { date: formatDate(reference.givenAt, { locale }) })}
                  </span>
                </figcaption>
                {action ? <div className="mt-3">{action(reference)}</div> : null}
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
