import { lazy, Suspense, type ReactNode } from 'react';
import { Briefcase, Building2, Flag, Send, Users, type LucideIcon } from 'lucide-react';
import type { AdminOverview, OverviewDay } from '../../../shared/admin';
import { JOB_STATUSES } from '../../../shared/job-options';
import { PageHeader } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { QueryError } from '../../components/query-error';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAdminOverview } from './api';
import { BackgroundJobsPanel } from './background-jobs-panel';
import { SiteInsightsPanel } from './site-insights-panel';
import { useLocale, useT } from '../../lib/i18n';
import { CHART_SERIES, seriesTotal } from './chart-series';
import { formatDate } from '../../../shared/dates';
import { formatNumber } from '../../../shared/i18n/locales';
import { adminMessages } from './messages';
import { optionMessages } from '../../../shared/i18n/options';

// The chart library loads only with the chart, after the numbers are on screen.
const ActivityChart = lazy(() => import('./activity-chart'));

export function Component() {
  const { data, error, isPending, isFetching, refetch } = useAdminOverview();
  const t = useT(adminMessages);
  return (
    <>
      <PageMeta title={t('overview.metaTitle')} />
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      {error ? (
        <QueryError className="mt-8" error={error} onRetry={refetch} retrying={isFetching} />
      ) : isPending ? (
        <OverviewSkeleton />
      ) : (
        <>
          <Totals totals={data.totals} />
          <Activity days={data.daily} />
          <SiteInsightsPanel insights={data.insights} />
        </>
      )}
      <BackgroundJobsPanel />
    </>
  );
}

function Totals({ totals }: { totals: AdminOverview['totals'] }) {
  const t = useT(adminMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="totals-heading" className="mt-8">
      <h2 id="totals-heading" className="sr-only">
        {t('overview.totals')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={Building2} label={t('overview.companies')} value={totals.companies} />
        <StatCard icon={Users} label={t('overview.facilitators')} value={totals.facilitators} />
        <StatCard icon={Briefcase} label={t('overview.jobs')} value={totals.jobs}>
          <ul className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-xs text-slate-700">
            {JOB_STATUSES.map((status) => (
              <li key={status} className="flex flex-col">
                <span className="text-sm font-semibold text-slate-900 tabular-nums">
                  {formatNumber(totals.jobsByStatus[status], locale)}
                </span>{' '}
                {option(`jobStatus.${status}`)}
              </li>
            ))}
          </ul>
        </StatCard>
        <StatCard icon={Send} label={t('overview.applications')} value={totals.applications} />
        <StatCard icon={Flag} label={t('overview.openReports')} value={totals.openReports} />
      </ul>
    </section>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <li>
      <Card className="h-full p-5">
        <div className="flex items-center gap-4">
          <span className="rounded-lg bg-indigo-50 p-2.5 text-indigo-700">
            <Icon aria-hidden className="h-5 w-5" />
          </span>
          <p className="flex flex-col">
            <span className="text-2xl font-bold text-slate-900 tabular-nums">
              {formatNumber(value, locale)}
            </span>
            <span className="text-sm text-slate-700">{label}</span>
          </p>
        </div>
        {children}
      </Card>
    </li>
  );
}

function Activity({ days }: { days: OverviewDay[] }) {
  const first = days[0];
  const last = days.at(-1);
  const t = useT(adminMessages);
  const locale = useLocale();
  const range =
    first && last
      ? t('range', { from: formatDate(first.date, { locale }), to: formatDate(last.date, { locale }) })
      : '';
  const total = (key: (typeof CHART_SERIES)[number]['key']) => formatNumber(seriesTotal(days, key), locale);
  const summary = t('overview.summary', {
    range,
    signUps: total('signUps'),
    jobsPosted: total('jobsPosted'),
    applications: total('applications'),
  });
  return (
    <section aria-labelledby="activity-heading" className="mt-8">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
              {t('overview.last30')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('overview.utcDays', { range })}</p>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label={t('overview.seriesTotals')}>
            {CHART_SERIES.map((series) => (
              <li key={series.key} className="flex items-center gap-2">
                <svg aria-hidden width="24" height="8" className="shrink-0">
                  <line
                    x1="0"
                    y1="4"
                    x2="24"
                    y2="4"
                    stroke={series.color}
                    strokeWidth="3"
                    strokeDasharray={series.dash?.join(' ')}
                  />
                </svg>
                <span className="text-slate-700">{t(series.label)}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{total(series.key)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div role="img" aria-label={summary} className="mt-6">
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <ActivityChart days={days} />
          </Suspense>
        </div>
        <details className="group mt-4 text-sm">
          <summary className="cursor-pointer rounded-md font-medium text-indigo-700 hover:underline">
            {t('overview.showNumbers')}
          </summary>
          <div
            role="region"
            aria-label={t('overview.numbersPerDay')}
            tabIndex={0}
            className="mt-3 max-h-96 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <table className="w-full text-left">
              <caption className="sr-only">{t('overview.tableCaption')}</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {t('overview.day')}
                  </th>
                  {CHART_SERIES.map((series) => (
                    <th key={series.key} scope="col" className="px-4 py-2 text-right">
                      {t(series.label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {[...days].reverse().map((day) => (
                  <tr key={day.date}>
                    <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap text-slate-900">
                      <time dateTime={day.date}>{formatDate(day.date, { locale })}</time>
                    </th>
                    {CHART_SERIES.map((series) => (
                      <td key={series.key} className="px-4 py-2 text-right text-slate-700 tabular-nums">
                        {formatNumber(day[series.key], locale)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </Card>
    </section>
  );
}

function OverviewSkeleton() {
  const t = useT(adminMessages);
  return (
    <div role="status" aria-live="polite" className="mt-8">
      <span className="sr-only">{t('overview.loading')}</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className="flex items-center gap-4 p-5">
            <Skeleton className="h-10 w-10" />
            <div className="space-y-2">
              <Skeleton className="h-7 w-16" />
              <Skeleton className="h-4 w-24" />
            </div>
          </Card>
        ))}
      </div>
      <Card className="mt-8 p-5 sm:p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-6 h-72 w-full" />
      </Card>
    </div>
  );
}
