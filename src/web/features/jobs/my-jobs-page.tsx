import { Link } from 'react-router';
import {
  Briefcase,
  BarChart3,
  CalendarClock,
  CalendarPlus,
  RefreshCw,
  Clock,
  Eye,
  MapPin,
  Pencil,
  Plus,
  RotateCcw,
  Send,
  Upload,
  Users,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { JOB_EXTEND_DAYS, type CompanyJob, type JobLifecycleAction } from '../../../shared/jobs';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { SkeletonBars } from '../../components/ui/skeleton';
import { usePageParam } from '../../lib/use-page-param';
import { useCompanyJobs } from './api';
import { formatDate } from '../../../shared/dates';
import type { Translate } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locales';
import { deadlineText } from './format';
import { JobStatusBadge, PositionsFilledBadge } from './job-badges';
import { DuplicateJobButton } from './duplicate-job-button';
import { useJobLifecycle } from './use-job-lifecycle';
import { ButtonLink } from '../../components/ui/button-link';
import { MetaItem } from '../../components/meta-item';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { myJobMessages, type MyJobKey } from './my-jobs-messages';

export function Component() {
  const t = useT(myJobMessages);
  const common = useT(commonMessages);
  const [page, goToPage] = usePageParam({ scroll: 'smooth' });
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useCompanyJobs(page);
  const lifecycle = useJobLifecycle();

  return (
    <PageShell>
      <PageMeta title={t('title')} />
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <ButtonLink to="/post-job" icon={Plus}>
            {t('postJob')}
          </ButtonLink>
        }
      />

      <div className="mt-8">
        {isError ? (
          <QueryError error={error} onRetry={refetch} retrying={isFetching} />
        ) : isPending ? (
          <div className="space-y-4" role="status" aria-live="polite">
            <span className="sr-only">{common('loading')}</span>
            {Array.from({ length: 3 }, (_, i) => (
              <Card key={i} className="p-5">
                <SkeletonBars bars={['h-5 w-1/2', 'mt-3 h-4 w-1/3', 'mt-4 h-8 w-64 max-w-full']} />
              </Card>
            ))}
          </div>
        ) : data.total === 0 ? (
          <EmptyState title={t('empty.title')} icon={<Briefcase aria-hidden className="h-8 w-8" />}>
            <p>{t('empty.text')}</p>
            <ButtonLink to="/post-job" icon={Plus} className="mt-4">
              {t('postJob')}
            </ButtonLink>
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('count', { count: data.total })}</p>
            <ul className={`mt-3 space-y-4 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}>
              {data.items.map((job) => (
                <li key={job.id}>
                  <JobRow
                    job={job}
                    busy={lifecycle.pendingId === job.id}
                    onAction={(action) => lifecycle.run(job.id, action)}
                    onExtend={() => lifecycle.extend(job.id)}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goToPage} />
          </>
        )}
      </div>
    </PageShell>
  );
}

/** When the job went up, or was created while it has not: "Posted 3 May 2027", "Draft created …". */
function createdText(job: CompanyJob, locale: Locale, t: Translate<MyJobKey>): string {
  if (job.postedAt) return t('row.postedOn', { date: formatDate(job.postedAt, { locale }) });
  const date = formatDate(job.createdAt, { locale });
  return job.status === 'draft' ? t('row.draftCreatedOn', { date }) : t('row.createdOn', { date });
}

/** A row's button text: its icon and word, and for screen readers the job it acts on. */
function ActionText({ icon: Icon, label, job }: { icon: LucideIcon; label: string; job: string }) {
  return (
    <>
      <Icon aria-hidden className="h-4 w-4" /> {label}
      <span className="sr-only"> {job}</span>
    </>
  );
}

function JobRow({
  job,
  busy,
  onAction,
  onExtend,
}: {
  job: CompanyJob;
  busy: boolean;
  onAction(action: JobLifecycleAction): void;
  onExtend(): void;
}) {
  const t = useT(myJobMessages);
  const locale = useLocale();
  const action = (icon: LucideIcon, label: string) => (
    <ActionText icon={icon} label={label} job={job.title} />
  );
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <JobStatusBadge status={job.status} />
            <PositionsFilledBadge job={job} />
            <h2 className="text-lg font-semibold text-slate-900">
              <Link to={`/jobs/${job.id}`} className="hover:text-indigo-700 hover:underline">
                {job.title}
              </Link>
            </h2>
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-700">
            <MetaItem label={t('row.location')} icon={MapPin}>
              {job.location}
            </MetaItem>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{job.postedAt ? t('row.posted') : t('row.created')}</dt>
              <Clock aria-hidden className="h-4 w-4 text-slate-500" />
              <dd>{createdText(job, locale, t)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{t('row.deadline')}</dt>
              <CalendarClock aria-hidden className="h-4 w-4 text-slate-500" />
              <dd>
                {job.applicationDeadline
                  ? t('row.deadlineOn', { date: deadlineText(job.applicationDeadline, locale) })
                  : t('row.openUntilFilled')}
              </dd>
            </div>
            {job.status === 'published' && job.expiresAt ? (
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">{t('row.listedUntil')}</dt>
                <dd>{t('row.listedUntilOn', { date: formatDate(job.expiresAt, { locale }) })}</dd>
              </div>
            ) : null}
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{t('row.applications')}</dt>
              <Users aria-hidden className="h-4 w-4 text-slate-500" />
              <dd className="font-medium text-slate-900">
                {t('row.applicationCount', { count: job.applicationCount })}
              </dd>
            </div>
          </dl>
          {job.status === 'pending_review' ? (
            <p className="mt-2 text-sm text-slate-700">{t('row.pendingReview')}</p>
          ) : null}
          {job.status === 'rejected' && job.rejectionReason ? (
            <p className="mt-2 text-sm text-red-800">
              <span className="font-medium">{t('row.notApproved')}</span> {job.rejectionReason}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
          {job.postedAt ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={`/company/jobs/${job.id}/applicants`}>
                <Users aria-hidden className="h-4 w-4" /> {t('action.viewApplicants')}
                <span className="sr-only">{t('action.viewApplicantsFor', { title: job.title })}</span>
              </Link>
            </Button>
          ) : null}
          {job.postedAt ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={`/company/jobs/${job.id}/insights`}>
                <BarChart3 aria-hidden className="h-4 w-4" /> {t('action.insights')}
                <span className="sr-only">{t('action.insightsFor', { title: job.title })}</span>
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="secondary" size="sm">
            <Link to={`/jobs/${job.id}/edit`}>{action(Pencil, t('action.edit'))}</Link>
          </Button>
          {job.status === 'draft' ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={`/jobs/${job.id}/preview`}>{action(Eye, t('action.preview'))}</Link>
            </Button>
          ) : null}
          <DuplicateJobButton job={job} size="sm" />
          {job.status === 'draft' ? (
            <Button size="sm" onClick={() => onAction('publish')} disabled={busy}>
              {action(Upload, t('action.publish'))}
            </Button>
          ) : null}
          {job.canExtend ? (
            <Button size="sm" onClick={onExtend} disabled={busy}>
              {action(CalendarPlus, t('action.extend', { days: JOB_EXTEND_DAYS }))}
            </Button>
          ) : null}
          {job.status === 'published' ? (
            <Button variant="secondary" size="sm" onClick={() => onAction('close')} disabled={busy}>
              {action(XCircle, t('action.close'))}
            </Button>
          ) : null}
          {job.status === 'closed' && !job.hiddenByAdmin ? (
            <Button size="sm" onClick={() => onAction('reopen')} disabled={busy}>
              {action(RotateCcw, t('action.reopen'))}
            </Button>
          ) : null}
          {job.status === 'rejected' ? (
            <Button size="sm" onClick={() => onAction('resubmit')} disabled={busy}>
              {action(Send, t('action.resubmit'))}
            </Button>
          ) : null}
          {job.status === 'expired' ? (
            <Button size="sm" onClick={() => onAction('relist')} disabled={busy}>
              {action(RefreshCw, t('action.relist'))}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
