import { lazy, Suspense, type ReactNode } from 'react';
import { Briefcase, Building2, Flag, Send, Users, type LucideIcon } from 'lucide-react';
import type { AdminOverview, OverviewDay } from '../../../shared/admin';
import { JOB_STATUSES, JOB_STATUS_LABELS } from '../../../shared/job-options';
import { PageHeader } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { QueryError } from '../../components/query-error';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAdminOverview } from './api';
import { BackgroundJobsPanel } from './background-jobs-panel';
import { formatDate } from '../../../shared/dates';
import { CHART_SERIES, formatNumber, seriesTotal } from './chart-series';

// The chart library loads only with the chart, after the numbers are on screen.
const ActivityChart = lazy(() => import('./activity-chart'));

export function Component() {
  const { data, error, isPending, isFetching, refetch } = useAdminOverview();
  return (
    <>
      <PageMeta title="Admin Overview" />
      <PageHeader
        title="Overview"
        description="The marketplace at a glance: accounts, jobs and applications, and the last 30 days."
      />
      {error ? (
        <QueryError className="mt-8" error={error} onRetry={refetch} retrying={isFetching} />
      ) : isPending ? (
        <OverviewSkeleton />
      ) : (
        <>
          <Totals totals={data.totals} />
          <Activity days={data.daily} />
        </>
      )}
      <BackgroundJobsPanel />
    </>
  );
}

function Totals({ totals }: { totals: AdminOverview['totals'] }) {
  return (
    <section aria-labelledby="totals-heading" className="mt-8">
      <h2 id="totals-heading" className="sr-only">
        Totals
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={Building2} label="Companies" value={totals.companies} />
        <StatCard icon={Users} label="Facilitators" value={totals.facilitators} />
        <StatCard icon={Briefcase} label="Jobs" value={totals.jobs}>
          <ul className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-xs text-slate-700">
            {JOB_STATUSES.map((status) => (
              <li key={status} className="flex flex-col">
                <span className="text-sm font-semibold text-slate-900 tabular-nums">
                  {formatNumber(totals.jobsByStatus[status])}
                </span>{' '}
                {JOB_STATUS_LABELS[status]}
              </li>
            ))}
          </ul>
        </StatCard>
        <StatCard icon={Send} label="Applications" value={totals.applications} />
        <StatCard icon={Flag} label="Open reports" value={totals.openReports} />
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
  return (
    <li>
      <Card className="h-full p-5">
        <div className="flex items-center gap-4">
          <span className="rounded-lg bg-indigo-50 p-2.5 text-indigo-700">
            <Icon aria-hidden className="h-5 w-5" />
          </span>
          <p className="flex flex-col">
            <span className="text-2xl font-bold text-slate-900 tabular-nums">{formatNumber(value)}</span>
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
  const range = first && last ? `${formatDate(first.date)} to ${formatDate(last.date)}` : '';
  const summary = `Daily sign-ups, jobs posted and applications, ${range} (UTC). ${CHART_SERIES.map(
    (series) => `${formatNumber(seriesTotal(days, series.key))} ${series.label.toLowerCase()}`,
  ).join(', ')} in all.`;
  return (
    <section aria-labelledby="activity-heading" className="mt-8">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
              Last 30 days
            </h2>
            <p className="mt-1 text-sm text-slate-700">{range} (UTC days)</p>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Totals over the 30 days">
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
                <span className="text-slate-700">{series.label}</span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatNumber(seriesTotal(days, series.key))}
                </span>
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
            Show the numbers per day
          </summary>
          <div
            role="region"
            aria-label="Numbers per day"
            tabIndex={0}
            className="mt-3 max-h-96 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <table className="w-full text-left">
              <caption className="sr-only">Sign-ups, jobs posted and applications per day</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Day
                  </th>
                  {CHART_SERIES.map((series) => (
                    <th key={series.key} scope="col" className="px-4 py-2 text-right">
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {[...days].reverse().map((day) => (
                  <tr key={day.date}>
                    <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap text-slate-900">
                      <time dateTime={day.date}>{formatDate(day.date)}</time>
                    </th>
                    {CHART_SERIES.map((series) => (
                      <td key={series.key} className="px-4 py-2 text-right text-slate-700 tabular-nums">
                        {formatNumber(day[series.key])}
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
  return (
    <div role="status" aria-live="polite" className="mt-8">
      <span className="sr-only">Loading the overview...</span>
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
