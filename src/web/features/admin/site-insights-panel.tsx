import type { SiteInsights, SiteInsightWeek } from '../../../shared/insights';
import { formatDate } from '../../../shared/dates';
import { formatNumber, INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { Card } from '../../components/ui/card';
import { useLocale, useT } from '../../lib/i18n';
import { adminMessages, type AdminKey } from './messages';

/** "4.2 %", or a dash without views. */
const percent = (value: number | null, locale: Locale) =>
  value === null
    ? '–'
    : value.toLocaleString(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 });

/** The four figures of the whole span and of each week. */
type Figures = Omit<SiteInsightWeek, 'week'>;

/** The figures in the order of the stat cards and of the table's columns; a label is an admin message key. */
const FIGURES: readonly { key: keyof Figures; label: AdminKey }[] = [
  { key: 'jobViews', label: 'overview.insights.jobViews' },
  { key: 'profileViews', label: 'overview.insights.profileViews' },
  { key: 'applications', label: 'overview.insights.applications' },
  { key: 'conversion', label: 'overview.insights.conversion' },
];

/** One figure as it is shown: a count, or the conversion as a percentage. */
const shown = (figures: Figures, key: keyof Figures, locale: Locale) =>
  key === 'conversion' ? percent(figures.conversion, locale) : formatNumber(figures[key], locale);

/**
 * The admin overview's site-wide insights: job and profile views and applications over the last weeks, and
 * the conversion from a job view to an application, in all and week by week (a table: a dozen rows).
 */
export function SiteInsightsPanel({ insights }: { insights: SiteInsights }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const first = insights.weeks[0];
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
          {FIGURES.map(({ key, label }) => (
            <div key={key} className="flex flex-col">
              <dt className="order-2 text-sm text-slate-700">{t(label)}</dt>
              <dd className="order-1 text-2xl font-bold text-slate-900 tabular-nums">
                {shown(insights, key, locale)}
              </dd>
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
                {FIGURES.map(({ key, label }) => (
                  <th key={key} scope="col" className="px-4 py-2 text-right">
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...insights.weeks].reverse().map((week) => (
                <tr key={week.week}>
                  <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap text-slate-900">
                    <time dateTime={week.week}>{formatDate(week.week, { locale })}</time>
                  </th>
                  {FIGURES.map(({ key }) => (
                    <td key={key} className="px-4 py-2 text-right text-slate-700 tabular-nums">
                      {shown(week, key, locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </section>
  );
}
