import { useId, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BarChart3, Download, Users } from 'lucide-react';
import {
  INSIGHT_SOURCES,
  type InsightPeriod,
  type JobInsightDay,
  type JobInsights,
} from '../../../shared/insights';
import { formatDate } from '../../../shared/dates';
import { formatNumber, type Locale } from '../../../shared/i18n/locales';
import { notFoundTitle } from '../../../shared/page-meta';
import { BackLink } from '../../components/back-link';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Select } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadingState } from '../../components/ui/skeleton';
import { isNotFound } from '../../lib/api';
import { useLocale, useT } from '../../lib/i18n';
import { jobInsightsCsvPath, useJobInsights } from './api';
import { DailyFigures, Figures, formatPercent } from './figures';
import { insightMessages, type InsightKey, type InsightT } from './messages';

const TOTALS = [
  { key: 'views', label: 'metric.views' },
  { key: 'visitors', label: 'metric.visitors' },
  { key: 'impressions', label: 'metric.impressions' },
  { key: 'applyClicks', label: 'metric.applyClicks' },
  { key: 'applications', label: 'metric.applications' },
] as const satisfies readonly { key: keyof JobInsights['totals']; label: InsightKey }[];

const SOURCE_COLUMNS = [
  { key: 'views', label: 'metric.views' },
  { key: 'visitors', label: 'metric.visitors' },
  { key: 'impressions', label: 'metric.impressions' },
  { key: 'applyClicks', label: 'metric.applyClicks' },
] as const satisfies readonly { key: keyof JobInsights['bySource'][number]; label: InsightKey }[];

/** `?period=3`: a listing period's number; anything else is the current period. */
function readPeriod(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** GET /company/jobs/:id/insights: what a job's listing periods counted, for its organisation. */
export function Component() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const insights = useJobInsights(id, period);
  const { data, error, isPending, refetch, isFetching } = insights;
  const t = useT(insightMessages);
  const locale = useLocale();

  if (isNotFound(error)) {
    return (
      <NotFoundView
        title={notFoundTitle(locale, 'job')}
        text={t('job.notFound')}
        link={{ to: '/company/jobs', label: t('job.back') }}
      />
    );
  }

  const choosePeriod = (next: number) =>
    setParams(next === data?.periods.at(-1)?.number ? {} : { period: String(next) }, { replace: true });

  return (
    <PageShell>
      <PageMeta title={data ? t('job.metaTitle', { job: data.title }) : t('job.title')} />
      <BackLink to="/company/jobs" variant="underline">
        {t('job.back')}
      </BackLink>
      <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {data ? data.title : t('job.title')}
          </h1>
          {data ? <p className="mt-1 text-sm text-slate-700">{periodText(t, data.period, locale)}</p> : null}
        </div>
        {data ? (
          <div className="flex flex-wrap items-end gap-3 md:shrink-0">
            {data.periods.length > 1 ? (
              <PeriodPicker
                periods={data.periods}
                value={data.period?.number}
                onChange={choosePeriod}
                disabled={isFetching}
              />
            ) : null}
            <a
              href={jobInsightsCsvPath(id, data.period?.number)}
              download
              className={buttonClasses('secondary')}
            >
              <Download aria-hidden className="h-4 w-4" /> {t('job.csv')}
            </a>
            <Link to={`/company/jobs/${id}/applicants`} className={buttonClasses('secondary')}>
              <Users aria-hidden className="h-4 w-4" /> {t('job.applicants')}
            </Link>
          </div>
        ) : null}
      </div>

      {error ? (
        <QueryError className="mt-8" error={error} onRetry={refetch} retrying={isFetching} />
      ) : isPending ? (
        <LoadingState label={t('job.loading')} />
      ) : (
        <JobInsightsBody insights={data} />
      )}
    </PageShell>
  );
}

function periodText(t: InsightT, period: InsightPeriod | null, locale: Locale) {
  if (!period) return t('job.neverListed');
  const start = formatDate(period.start, { locale });
  return period.end
    ? t('job.period.from', { start, end: formatDate(period.end, { locale }) })
    : t('job.period.since', { start });
}

/** The listing periods of a relisted job, newest first; each is kept with its own counts. */
function PeriodPicker({
  periods,
  value,
  onChange,
  disabled,
}: {
  periods: readonly InsightPeriod[];
  value: number | undefined;
  onChange: (period: number) => void;
  disabled: boolean;
}) {
  const t = useT(insightMessages);
  const locale = useLocale();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{t('job.period.label')}</Label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-busy={disabled}
      >
        {[...periods].reverse().map((period) => (
          <option key={period.number} value={period.number}>
            {period.end
              ? t('job.period.ended', {
                  number: period.number,
                  start: formatDate(period.start, { locale }),
                  end: formatDate(period.end, { locale }),
                })
              : t('job.period.running', {
                  number: period.number,
                  start: formatDate(period.start, { locale }),
                })}
          </option>
        ))}
      </Select>
    </div>
  );
}

function JobInsightsBody({ insights }: { insights: JobInsights }) {
  const t = useT(insightMessages);
  const locale = useLocale();
  const lines = useMemo(
    () => [
      { label: t('metric.views'), value: (day: JobInsightDay) => day.views },
      { label: t('metric.visitors'), value: (day: JobInsightDay) => day.visitors },
      { label: t('metric.applyClicks'), value: (day: JobInsightDay) => day.applyClicks },
      { label: t('metric.applications'), value: (day: JobInsightDay) => day.applications },
    ],
    [t],
  );
  const nothing = Object.values(insights.totals).every((value) => value === 0);
  return (
    <div className="mt-8 space-y-10">
      <PageSection title={t('totals.title')}>
        <div className="mt-4">
          <Figures
            items={TOTALS.map(({ key, label }) => ({ label: t(label), value: insights.totals[key] }))}
          />
        </div>
        <p className="mt-3 text-sm text-slate-700">{t('job.privacy')}</p>
      </PageSection>

      {nothing ? (
        <EmptyState title={t('empty.title')} icon={<BarChart3 aria-hidden className="h-8 w-8" />}>
          <p>{t('empty.job')}</p>
        </EmptyState>
      ) : (
        <>
          <PageSection title={t('funnel.title')} lead={t('funnel.lead')}>
            <ol className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {insights.funnel.map((step, index) => (
                <li key={step.step}>
                  <Card className="h-full p-4">
                    <p className="text-sm font-medium text-slate-700">{t(`metric.${step.step}`)}</p>
                    <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
                      {formatNumber(step.count, locale)}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">
                      {step.rate !== null
                        ? t('funnel.rate', { percent: formatPercent(step.rate, locale) })
                        : index === 0
                          ? t('funnel.noRate')
                          : '–'}
                    </p>
                  </Card>
                </li>
              ))}
            </ol>
          </PageSection>

          <PageSection title={t('byDay.title')}>
            <Card className="mt-4 p-4 sm:p-6">
              <DailyFigures days={insights.byDay} lines={lines} />
            </Card>
          </PageSection>

          <PageSection title={t('sources.title')}>
            <Card className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm tabular-nums">
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                      {t('sources.source')}
                    </th>
                    {SOURCE_COLUMNS.map((column) => (
                      <th
                        key={column.key}
                        scope="col"
                        className="px-4 py-3 text-right font-semibold text-slate-900"
                      >
                        {t(column.label)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {INSIGHT_SOURCES.map((source) => {
                    const row = insights.bySource.find((item) => item.source === source);
                    return (
                      <tr key={source} className="border-b border-slate-100 last:border-0">
                        <th scope="row" className="px-4 py-2.5 font-medium text-slate-800">
                          {t(`source.${source}`)}
                        </th>
                        {SOURCE_COLUMNS.map((column) => (
                          <td key={column.key} className="px-4 py-2.5 text-right text-slate-900">
                            {formatNumber(row?.[column.key] ?? 0, locale)}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </Card>
          </PageSection>
        </>
      )}
    </div>
  );
}
