import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { RatingSummary } from '../../../shared/reviews';
import { Icon } from '../../components/ui/icon';
import { useLocale, useT } from '../../lib/i18n';
import { ratingText } from './format';
import { profileMessages } from './messages';

/**
 * A card's rating, "4.8 (12 reviews)", as a link to the reviews on the profile (`{profilePath}#reviews`),
 * above the card-wide link; nothing without a published review. One fact of the card's `<dl>`.
 */
export function RatingLink({ rating, profilePath }: { rating: RatingSummary; profilePath: string }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const text = ratingText(t, locale, rating);
  if (!text) return null;
  return (
    <div className="flex items-center gap-2">
      <dt className="sr-only">{t('card.ratingLabel')}</dt>
      <Icon icon={Star} className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" />
      <dd>
        <Link
          to={`${profilePath}#reviews`}
          className="relative z-10 inline-flex min-h-6 items-center rounded-sm font-medium text-slate-800 underline-offset-2 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {text}
        </Link>
      </dd>
    </div>
  );
}
