import type { SiteInsights } from '../../../shared/insights';
import { formatDate } from '../../../shared/dates';
import { formatNumber, INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { Card } from '../../components/ui/card';
import { useLocale, useT } from '../../lib/i18n';
import { adminMessages } from './messages';

/** "4.2 %", or a dash without views. */
const percent = (value: number | null, locale: Locale) =>
  value === null
    ? '–'
    : value.toLocaleString(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 });

/**
 * The admin overview's site-wide insights: job and profile views and applications over the last weeks, and
 * the conversion from a job view to an application, in all and week by week (a table: a dozen rows).
 */
export function SiteInsightsPanel({ insights }: { insights: SiteInsights }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const first = insights.weeks[0];
  const stats = [
    { label: t('overview.insights.jobViews'), value: formatNumber(insights.jobViews, locale) },
    { label: t('overview.insights.profileViews'), value: formatNumber(insights.profileViews, locale) },
    { label: t('overview.insights.applications'), value: formatNumber(insights.applications, locale) },
    { label: t('overview.insights.conversion'), value: percent(insights.conversion, locale) },
  ];
  return (
    <section aria-labelledby="site-insights-heading" className="mt-8">
      <Card className="p-5 sm:p-6">
        <h2 id="site-insights-heading" className="text-lg font-semibold text-slate-900">
          {t('overview.insights.title', { weeks: insights.weeks.length })}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {first
            ? t('overview.insights.since', { date: formatDate(first.week, { locale }) })
            : t('overview.insights.none')}
        </p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="order-2 text-sm text-slate-700">{stat.label}</dt>
              <dd className="order-1 text-2xl font-bold text-slate-900 tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div
          role="region"
          aria-label={t('overview.insights.perWeek')}
          tabIndex={0}
          className="mt-4 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('overview.insights.caption')}</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2">
                  {t('overview.insights.week')}
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  {t('overview.insights.jobViews')}
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  {t('overview.insights.profileViews')}
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  {t('overview.insights.applications')}
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  {t('overview.insights.conversion')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...insights.weeks].reverse().map((week) => (
                <tr key={week.week}>
                  <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap text-slate-900">
                    <time dateTime={week.week}>{formatDate(week.week, { locale })}</time>
                  </th>
                  <td className="px-4 py-2 text-right text-slate-700 tabular-nums">
                    {formatNumber(week.jobViews, locale)}
                  </td>
                  <td className="px-4 py-2 text-right text-slate-700 tabular-nums">
                    {formatNumber(week.profileViews, locale)}
                  </td>
                  <td className="px-4 py-2 text-right text-slate-700 tabular-nums">
                    {formatNumber(week.applications, locale)}
                  </td>
                  <td className="px-4 py-2 text-right text-slate-700 tabular-nums">
                    {percent(week.conversion, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </section>
  );
}
