import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { formatNumber } from '../../../shared/i18n/locales';
import { PageSection } from '../../components/page-section';
import { QueryError } from '../../components/query-error';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useLocale, useT } from '../../lib/i18n';
import { useOrganisationInsights } from './api';
import { Figures } from './figures';
import { insightMessages } from './messages';

/**
 * The company dashboard's insights: the totals over all the organisation's jobs and their whole lives, and
 * its latest jobs with their views and applications, each linked to
 * the job's insights page.
 */
export function OrganisationInsightsCard({ className }: { className?: string }) {
  const { data, error, isPending, refetch, isFetching } = useOrganisationInsights(1);
  const t = useT(insightMessages);
  const locale = useLocale();
  const totals = data?.totals;
  return (
    <PageSection title={t('org.title')} lead={t('org.lead')} busy={isPending} className={className}>
      {error ? (
        <QueryError className="mt-4" error={error} onRetry={refetch} retrying={isFetching} />
      ) : (
        <>
          <div className="mt-4">
            <Figures
              items={[
                { label: t('metric.views'), value: totals?.views },
                { label: t('metric.visitors'), value: totals?.visitors },
                { label: t('metric.impressions'), value: totals?.impressions },
                { label: t('metric.applyClicks'), value: totals?.applyClicks },
                { label: t('metric.applications'), value: totals?.applications },
              ]}
            />
          </div>
          <Card className="mt-4">
            <h3 className="border-b border-slate-100 px-5 py-3 font-semibold text-slate-900">
              {t('org.jobs')}
            </h3>
            {isPending ? (
              <div role="status" aria-label={t('org.loading')} className="space-y-3 p-5">
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} className="h-8 w-full" />
                ))}
              </div>
            ) : data.jobs.items.length === 0 ? (
              <p className="flex items-center gap-2 px-5 py-6 text-sm text-slate-700">
                <BarChart3 aria-hidden className="h-5 w-5 text-slate-500" /> {t('org.empty')}
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.jobs.items.map((job) => (
                  <li
                    key={job.jobId}
                    className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{job.title}</span>
                      <span className="block text-sm text-slate-700 tabular-nums">
                        {t('org.views', { count: job.totals.views })} ·{' '}
                        {t('org.applications', { count: job.totals.applications })}
                      </span>
                    </span>
                    <Link
                      to={`/company/jobs/${job.jobId}/insights`}
                      className="inline-flex min-h-6 shrink-0 items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
                    >
                      <BarChart3 aria-hidden className="h-4 w-4" /> {t('org.jobInsights')}{' '}
                      <span className="sr-only">{t('org.jobInsightsFor', { title: job.title })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {data && data.jobs.total > data.jobs.items.length ? (
              <p className="border-t border-slate-100 px-5 py-3 text-sm">
                <Link
                  to="/company/jobs"
                  className="inline-flex min-h-6 items-center font-medium text-indigo-700 hover:underline"
                >
                  {t('org.allJobs')} ({formatNumber(data.jobs.total, locale)})
                </Link>
              </p>
            ) : null}
          </Card>
        </>
      )}
    </PageSection>
  );
}
