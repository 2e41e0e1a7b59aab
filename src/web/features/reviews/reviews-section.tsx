import { useState } from 'react';
import type { FacilitatorReputation, OrganisationReputation } from '../../../shared/reviews';
import { PagedList } from '../../components/paged-list';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useLocale, useT } from '../../lib/i18n';
import { useReviews, type ReviewedParty } from './api';
import { ratingText } from './format';
import { reviewMessages } from './messages';
import { FacilitatorFigures, OrganisationFigures, REVIEWS_ANCHOR } from './reputation';
import { ReviewCard } from './review-card';

export { RatingLink } from './reputation';

type Props =
  | { kind: 'facilitator'; id: string; reputation: FacilitatorReputation | null | undefined }
  | { kind: 'company'; id: string; reputation: OrganisationReputation | null | undefined };

/**
 * A profile's reviews (`#reviews`): the rating as text, the figures each with its rule, and the published
 * reviews a page at a time, a hidden one as its trace, each with its reply.
 */
export function ReviewsSection(props: Props) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const party: ReviewedParty = { kind: props.kind, id: props.id };
  const query = useReviews(party, page);
  const headingId = `${REVIEWS_ANCHOR}-heading`;
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby={headingId} className="scroll-mt-24">
      <Card className="space-y-6 p-6 sm:p-8">
        <div className="space-y-2">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {t('section.title')}
          </h2>
          {props.reputation ? (
            <p className="text-lg font-semibold text-slate-900">{ratingText(props.reputation, locale)}</p>
          ) : null}
        </div>
        {props.reputation ? (
          props.kind === 'facilitator' ? (
            <FacilitatorFigures reputation={props.reputation} />
          ) : (
            <OrganisationFigures reputation={props.reputation} />
          )
        ) : null}
        <PagedList
          query={query}
          onPageChange={setPage}
          loadingLabel={t('section.loading')}
          placeholder={
            <Card className="space-y-3 p-5">
              <SkeletonBars bars={['h-4 w-1/3', 'h-4 w-full', 'h-4 w-2/3']} />
            </Card>
          }
          empty={
            <EmptyState title={t('section.empty')}>
              <p>{t('section.emptyText')}</p>
            </EmptyState>
          }
          itemKey={(review) => review.id}
          renderItem={(review) => <ReviewCard review={review} />}
        />
      </Card>
    </section>
  );
}
