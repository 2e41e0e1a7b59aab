import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import type { DashboardEngagement, DashboardEngagements } from '../../../shared/dashboard-engagements';
import type { EngagementSide } from '../../../shared/engagement-options';
import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useLocale, useT } from '../../lib/i18n';
import { applicationMessages, type ApplicationT } from './messages';

/** "12 March 2027", or "12 March 2027 – 13 March 2027" for more than one day. */
function daysText(t: ApplicationT, locale: Locale, item: DashboardEngagement) {
  const first = formatDate(item.firstDay, { locale });
  return item.lastDay === item.firstDay
    ? first
    : t('engagements.days', { first, last: formatDate(item.lastDay, { locale }) });
}

/**
 * A dashboard's engagements: the next one (date, the other party, a link to it) and the open offers (how
 * many, the first few with whose answer they wait for, a link to all of them), each with its empty state.
 * `side` is the dashboard's own side, which decides whose turn "your" is.
 */
export function EngagementsCard({
  side,
  engagements,
}: {
  side: EngagementSide;
  /** Undefined while the dashboard loads. */
  engagements: DashboardEngagements | undefined;
}) {
  const t = useT(applicationMessages);
  const locale = useLocale();
  const item = (engagement: DashboardEngagement, extra?: string) => (
    <Link
      to={`/engagements/${engagement.id}`}
      className="block rounded-md px-2 py-2 hover:bg-slate-50 focus-visible:bg-slate-50"
    >
      <span className="block text-sm font-semibold text-slate-900">{engagement.counterpartName}</span>
      <span className="block text-xs text-slate-600">
        {[engagement.jobTitle, daysText(t, locale, engagement), extra].filter(Boolean).join(' · ')}
      </span>
    </Link>
  );
  return (
    <section aria-labelledby="engagements-heading">
      <Card className="h-full">
        <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 id="engagements-heading" className="text-lg font-semibold text-slate-900">
            {t('engagements.title')}
          </h2>
          <Link to="/engagements" className="text-sm font-medium text-indigo-700 hover:underline">
            {t('engagements.all')}
          </Link>
        </div>
        {!engagements ? (
          <div role="status" aria-label={t('engagements.loading')} className="space-y-4 p-6">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : (
          <div className="space-y-5 px-3 py-4 sm:px-4">
            <div>
              <h3 className="px-2 text-sm font-medium text-slate-700">{t('engagements.next')}</h3>
              {engagements.next ? (
                <div className="mt-1">{item(engagements.next)}</div>
              ) : (
                <p className="mt-1 flex items-center gap-2 px-2 text-sm text-slate-700">
                  <CalendarCheck aria-hidden className="h-4 w-4 text-slate-500" />
                  {t('engagements.nextNone')}
                </p>
              )}
            </div>
            <div>
              <h3 className="px-2 text-sm font-medium text-slate-700">
                {t('engagements.offers', { count: engagements.openOffers.count })}
              </h3>
              {engagements.openOffers.items.length ? (
                <>
                  <ul className="mt-1">
                    {engagements.openOffers.items.map((offer) => (
                      <li key={offer.id}>
                        {item(
                          offer,
                          offer.turn === side
                            ? t('engagements.yourTurn')
                            : t('engagements.theirTurn', { name: offer.counterpartName }),
                        )}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to="/engagements?filter=offers"
                    className="mt-1 inline-block px-2 text-sm font-medium text-indigo-700 hover:underline"
                  >
                    {t('engagements.allOffers')}
                  </Link>
                </>
              ) : (
                <p className="mt-1 px-2 text-sm text-slate-700">{t('engagements.offersNone')}</p>
              )}
            </div>
          </div>
        )}
      </Card>
    </section>
  );
}
