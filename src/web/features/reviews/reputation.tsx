import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Award, Star } from 'lucide-react';
import {
  REPEAT_CLIENT_MIN_ENGAGEMENTS,
  TOP_RATED_MIN_AVERAGE,
  TOP_RATED_MIN_REVIEWS,
} from '../../../shared/review-options';
import type { FacilitatorReputation, OrganisationReputation } from '../../../shared/reviews';
import { Badge } from '../../components/ui/badge';
import { useLocale, useT } from '../../lib/i18n';
import { formatAverage, ratingText } from './format';
import { reviewMessages } from './messages';

/** The anchor of a profile's reviews section, which the rating text links to. */
export const REVIEWS_ANCHOR = 'reviews';

/** "4.8 (12 reviews)" with a star, linking to the profile's reviews; "No reviews yet" before the first. */
export function RatingLink({
  reputation,
}: {
  reputation: { averageRating: number | null; reviewCount: number };
}) {
  const locale = useLocale();
  return (
    <a
      href={`#${REVIEWS_ANCHOR}`}
      className="inline-flex min-h-6 items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
    >
      <Star aria-hidden className="h-4 w-4 fill-amber-400 text-amber-500" />
      {ratingText(reputation, locale)}
    </a>
  );
}

/** One figure with its rule: "Repeat clients: 3 — organisations with 2 or more completed engagements". */
function Figure({ figure, rule }: { figure: ReactNode; rule: string }) {
  const t = useT(reviewMessages);
  return (
    <li className="text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{figure}</span>
      {t('figure.separator')}
      {rule}
    </li>
  );
}

function TopRatedBadge() {
  const t = useT(reviewMessages);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Badge color="yellow">
        <Award aria-hidden className="h-3.5 w-3.5" /> {t('figure.topRated')}
      </Badge>
      <span>
        {t('figure.topRatedRule', {
          reviews: TOP_RATED_MIN_REVIEWS,
          average: formatAverage(TOP_RATED_MIN_AVERAGE, useLocale()),
        })}
      </span>
    </p>
  );
}

/** A facilitator's figures, each with the rule that computes it, and the Top rated badge with its own. */
export function FacilitatorFigures({ reputation }: { reputation: FacilitatorReputation }) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const { averageRating, completedEngagements, repeatClients, outcomesMet, outcomesHeld } = reputation;
  return (
    <div className="space-y-3">
      {reputation.topRated ? <TopRatedBadge /> : null}
      <ul className="space-y-1.5">
        {averageRating === null ? null : (
          <Figure
            figure={t('figure.average', { value: formatAverage(averageRating, locale) })}
            rule={t('figure.averageRule')}
          />
        )}
        <Figure
          figure={t('figure.completed', { count: completedEngagements })}
          rule={t('figure.completedRule')}
        />
        <Figure
          figure={t('figure.repeatClients', { count: repeatClients })}
          rule={t('figure.repeatClientsRule', { min: REPEAT_CLIENT_MIN_ENGAGEMENTS })}
        />
        {outcomesMet ? (
          <Figure figure={t('figure.outcomesMet', outcomesMet)} rule={t('figure.outcomesMetRule')} />
        ) : null}
        {outcomesHeld ? (
          <Figure figure={t('figure.outcomesHeld', outcomesHeld)} rule={t('figure.outcomesHeldRule')} />
        ) : null}
      </ul>
    </div>
  );
}

/** An organisation's figures, each with its rule. */
export function OrganisationFigures({ reputation }: { reputation: OrganisationReputation }) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const { averageRating, completedEngagements, rebook } = reputation;
  return (
    <ul className="space-y-1.5">
      {averageRating === null ? null : (
        <Figure
          figure={t('figure.average', { value: formatAverage(averageRating, locale) })}
          rule={t('figure.averageRule')}
        />
      )}
      <Figure
        figure={t('figure.completed', { count: completedEngagements })}
        rule={t('figure.completedRule')}
      />
      {rebook ? (
        <Figure
          figure={t('figure.rebook', rebook)}
          rule={t('figure.rebookRule', { min: REPEAT_CLIENT_MIN_ENGAGEMENTS })}
        />
      ) : null}
    </ul>
  );
}

/**
 * The hiring organisation's reputation in one line, near its name on a job: rating, completed engagements
 * and rebook rate, the rating linking to its reviews.
 */
export function OrganisationReputationLine({
  reputation,
  companyId,
  companyName,
}: {
  reputation: OrganisationReputation | null | undefined;
  companyId: string;
  companyName: string;
}) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  if (!reputation) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <Link
        to={{ pathname: `/companies/${encodeURIComponent(companyId)}`, hash: REVIEWS_ANCHOR }}
        className="inline-flex min-h-6 items-center gap-1.5 font-medium text-indigo-700 hover:underline"
      >
        <Star aria-hidden className="h-4 w-4 fill-amber-400 text-amber-500" />
        <span className="sr-only">{t('job.reviewsLink', { name: companyName })}: </span>
        {ratingText(reputation, locale)}
      </Link>
      <span>{t('job.completed', { count: reputation.completedEngagements })}</span>
      {reputation.rebook ? <span>{t('job.rebook', reputation.rebook)}</span> : null}
    </p>
  );
}
