import { CircleCheck } from 'lucide-react';
import { PageSection } from '../../components/page-section';
import { QueryError } from '../../components/query-error';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/skeleton';
import { useLocale, useT } from '../../lib/i18n';
import { useQueueOverview } from './api';
import { formatDateTime } from '../../../shared/dates';
import { adminMessages } from './messages';

const COUNTS = [
  ['queued', 'jobs.queued'],
  ['active', 'jobs.active'],
  ['retrying', 'jobs.retrying'],
  ['failed', 'jobs.failed'],
] as const;

/** The durable queue at a glance: jobs per queue and state, and the latest failures. */
export function BackgroundJobsPanel() {
  const query = useQueueOverview();
  const t = useT(adminMessages);
  const locale = useLocale();
  return (
    <PageSection title={t('jobs.title')} lead={t('jobs.description')} className="mt-12">
      {query.isPending ? (
        <LoadingState label={t('jobs.loading')} />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          fallback={t('jobs.loadFailed')}
        />
      ) : (
        <div className="space-y-4">
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('jobs.caption')}</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('jobs.queue')}
                  </th>
                  {COUNTS.map(([key, label]) => (
                    <th key={key} scope="col" className="px-4 py-3 text-right">
                      {t(label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {query.data.queues.map((queue) => (
                  <tr key={queue.name}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {queue.name}
                    </th>
                    {COUNTS.map(([key]) => (
                      <td key={key} className="px-4 py-3 text-right text-slate-700 tabular-nums">
                        {queue[key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          {query.data.recentFailures.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <CircleCheck aria-hidden className="h-4 w-4 text-emerald-600" /> {t('jobs.noFailures')}
            </p>
          ) : (
            <Card className="p-5">
              <h3 className="font-semibold text-slate-900">{t('jobs.latestFailures')}</h3>
              <ul className="mt-3 divide-y divide-slate-100">
                {query.data.recentFailures.map((failure, index) => (
                  <li key={index} className="py-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{failure.queue}</span>
                      <Badge color={failure.willRetry ? 'yellow' : 'red'}>
                        {failure.willRetry ? t('jobs.willRetry') : t('jobs.gaveUp')}
                      </Badge>
                      <span className="text-slate-600">
                        <time dateTime={failure.failedAt}>
                          {formatDateTime(failure.failedAt, undefined, locale)}
                        </time>{' '}
                        · {t('jobs.attempts', { count: failure.attempts })}
                      </span>
                    </div>
                    <p className="mt-1 wrap-anywhere text-slate-700">{failure.error}</p>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      )}
    </PageSection>
  );
}
