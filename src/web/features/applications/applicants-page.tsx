import { Link, useParams, useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import {
  APPLICATION_STATUSES,
  REVIEW_STATUSES,
  type ApplicationStatus,
} from '../../../shared/application-options';
import { notFoundTitle } from '../../../shared/page-meta';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { BackLink } from '../../components/back-link';
import { PagedList } from '../../components/paged-list';
import { PageShell } from '../../components/page-shell';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { AvatarSkeleton } from '../../components/ui/avatar';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { isNotFound } from '../../lib/api';
import { cn } from '../../lib/cn';
import { usePageParam } from '../../lib/use-page-param';
import { useApplicants } from './api';
import { ApplicantCard } from './applicant-card';
import { TEXT_BUTTON } from './text-button';
import { SuggestedFacilitators } from './suggested-facilitators';
import { useLocale, useT } from '../../lib/i18n';
import { applicationMessages } from './messages';
import { useStatusLabel } from './status-badge';
import { optionMessages } from '../../../shared/i18n/options';
import { BulkDeclineBar, useSelection } from '../declines/api';

const parseStatus = (value: string | null): ApplicationStatus | undefined =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus) ? (value as ApplicationStatus) : undefined;

export function Component() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const [page, setPage] = usePageParam();
  const applicants = useApplicants(id, status, page);
  const { data, error, isPending } = applicants;
  const t = useT(applicationMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  const statusLabel = useStatusLabel();
  const selection = useSelection(data?.items.map((item) => item.id));

  const setFilter = (next: ApplicationStatus | undefined) =>
    setParams(next ? { status: next } : {}, { replace: true });

  if (isNotFound(error)) {
    return (
      <NotFoundView
        title={notFoundTitle(locale, 'job')}
        text={t('applicants.notFound')}
        link={{ to: '/company/jobs', label: t('nav.myJobPostings') }}
      />
    );
  }

  const activeTotal = data ? REVIEW_STATUSES.reduce((sum, s) => sum + data.counts[s], 0) : 0;

  return (
    <PageShell>
      <PageMeta title={data ? t('applicants.metaTitle', { job: data.job.title }) : t('applicants.title')} />
      <BackLink to="/company/jobs" variant="underline">
        {t('nav.myJobPostings')}
      </BackLink>

      <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            {t('applicants.title')}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {data ? (
              data.job.title
            ) : isPending ? (
              <>
                <span className="sr-only">{t('applicants.loadingTitle')}</span>
                <span
                  aria-hidden
                  className="block h-9 w-72 max-w-full animate-pulse rounded-md bg-slate-200"
                />
              </>
            ) : (
              t('applicants.title')
            )}
          </h1>
          {data ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {data.job.status !== 'published' ? (
                <Badge color={data.job.status === 'draft' ? 'yellow' : 'gray'}>
                  {option(`jobStatus.${data.job.status}`)}
                </Badge>
              ) : null}
              <span>{t('applicants.count', { count: activeTotal })}</span>
              <span aria-hidden className="text-slate-400">
                ·
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" /> {t('applicants.live')}
              </span>
            </p>
          ) : null}
        </div>
        <Link to={`/jobs/${id}`} className={buttonClasses('secondary', 'md', 'self-start md:self-auto')}>
          {t('applicants.viewJob')}
        </Link>
      </div>

      <StatusFilter value={status} counts={data?.counts} activeTotal={activeTotal} onChange={setFilter} />

      <BulkDeclineBar jobId={id} selected={selection.ids} onClear={selection.clear} />

      <PagedList
        className="mt-6"
        query={applicants}
        onPageChange={setPage}
        loadingLabel={t('applicants.loading')}
        placeholder={
          <Card className="p-6">
            <AvatarSkeleton avatar="h-12 w-12 rounded-full" bars={['h-5 w-48', 'h-4 w-72 max-w-full']} />
            <Skeleton className="mt-5 h-16 w-full" />
          </Card>
        }
        empty={
          <EmptyState
            icon={<Inbox aria-hidden className="h-8 w-8" />}
            title={
              status ? t('applicants.emptyStatus', { status: statusLabel(status) }) : t('applicants.empty')
            }
          >
            {status ? (
              <button type="button" className={TEXT_BUTTON} onClick={() => setFilter(undefined)}>
                {t('applicants.showAll')}
              </button>
            ) : (
              <p>{t('applicants.emptyHint')}</p>
            )}
          </EmptyState>
        }
        itemKey={(application) => application.id}
        renderItem={(application) => (
          <ApplicantCard
            application={application}
            jobId={id}
            selected={selection.has(application.id)}
            onSelect={(checked) => selection.set(application.id, checked)}
          />
        )}
      />

      <SuggestedFacilitators jobId={id} />
    </PageShell>
  );
}

function StatusFilter({
  value,
  counts,
  activeTotal,
  onChange,
}: {
  value: ApplicationStatus | undefined;
  counts: Record<ApplicationStatus, number> | undefined;
  activeTotal: number;
  onChange: (status: ApplicationStatus | undefined) => void;
}) {
  const t = useT(applicationMessages);
  const statusLabel = useStatusLabel();
  const options: { status: ApplicationStatus | undefined; label: string; count?: number }[] = [
    { status: undefined, label: t('applicants.filter.all'), count: counts ? activeTotal : undefined },
    ...APPLICATION_STATUSES.map((s) => ({
      status: s,
      label: statusLabel(s),
      count: counts?.[s],
    })),
  ];
  return (
    <div
      role="group"
      aria-label={t('applicants.filter.label')}
      className="-mx-4 mt-8 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map((option) => {
        const active = option.status === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.status)}
            className={cn(
              'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              active
                ? 'border-indigo-600 bg-indigo-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {option.label}
            {option.count !== undefined ? (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                {option.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
