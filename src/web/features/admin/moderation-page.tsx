import { useState } from 'react';
import { Link } from 'react-router';
import { Check, ClipboardCheck, ExternalLink, X } from 'lucide-react';
import type { ModerationItem } from '../../../shared/moderation';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { PageMeta } from '../../components/page-meta';
import { PageHeader } from '../../components/page-shell';
import { useLocale, useT } from '../../lib/i18n';
import { useErrorToast } from '../../lib/use-error-toast';
import { AdminList, AdminResults } from './admin-table';
import { useModerationDecision, useModerationQueue } from './api';
import { formatDateTime } from '../../../shared/dates';
import { adminMessages } from './messages';
import { RejectJobDialog } from './reject-job-dialog';

export function Component() {
  const t = useT(adminMessages);
  const failed = useErrorToast();
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useModerationQueue(page);
  const decide = useModerationDecision();
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);

  const approve = (job: ModerationItem) =>
    decide.mutate(
      { id: job.id },
      {
        onSuccess: () =>
          toastSuccess(t('moderation.approved.title'), t('moderation.approved.body', { title: job.title })),
        onError: failed,
      },
    );

  const reject = (job: ModerationItem, reason: string) =>
    decide.mutateAsync(
      { id: job.id, reason },
      {
        onSuccess: () =>
          toastSuccess(t('moderation.rejected.title'), t('moderation.rejected.body', { title: job.title })),
        onError: failed,
      },
    );

  const actions = {
    busyId: decide.isPending ? decide.variables?.id : undefined,
    approve,
    reject: setRejecting,
  };

  return (
    <>
      <PageMeta title={t('moderation.title')} />
      <PageHeader
        title={t('moderation.title')}
        description={t('moderation.description')}
        actions={
          query.data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('moderation.waiting', { count: query.data.total })}
            </p>
          ) : null
        }
      />

      <AdminResults
        className="mt-8"
        query={query}
        loadingLabel={t('moderation.loading')}
        onPageChange={setPage}
        empty={
          <EmptyState
            title={t('moderation.emptyTitle')}
            icon={<ClipboardCheck aria-hidden className="h-8 w-8" />}
          >
            {t('moderation.emptyText')}
          </EmptyState>
        }
      >
        {({ items }) => <PendingJobs items={items} {...actions} />}
      </AdminResults>

      <RejectJobDialog
        job={rejecting}
        saving={decide.isPending}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

interface ActionsProps {
  busyId: string | undefined;
  approve(job: ModerationItem): void;
  reject(job: ModerationItem): void;
}

function PendingJobs({ items, ...actions }: { items: ModerationItem[] } & ActionsProps) {
  const t = useT(adminMessages);
  const locale = useLocale();
  return (
    <AdminList
      items={items}
      caption={t('moderation.caption')}
      columns={[t('moderation.job'), t('moderation.company'), t('moderation.submitted')]}
      card={(job) => (
        <>
          <JobLink job={job} />
          <p className="mt-1 text-sm text-slate-700">
            {job.companyName} · {job.location}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t('moderation.submittedOn', { date: formatDateTime(job.submittedAt, undefined, locale) })}
          </p>
          <Decisions job={job} {...actions} className="mt-4" />
        </>
      )}
      row={(job) => (
        <>
          <td className="px-4 py-4">
            <JobLink job={job} />
            <p className="mt-0.5 text-slate-600">{job.location}</p>
          </td>
          <td className="px-4 py-4 text-slate-700">{job.companyName}</td>
          <td className="px-4 py-4 whitespace-nowrap text-slate-700">
            <time dateTime={job.submittedAt}>{formatDateTime(job.submittedAt, undefined, locale)}</time>
          </td>
        </>
      )}
      actions={(job) => <Decisions job={job} {...actions} className="justify-end" />}
    />
  );
}

function JobLink({ job }: { job: ModerationItem }) {
  return (
    <Link
      to={`/jobs/${job.id}`}
      className="inline-flex items-center gap-1 font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
    >
      {job.title}
      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
    </Link>
  );
}

function Decisions({
  job,
  busyId,
  approve,
  reject,
  className,
}: ActionsProps & { job: ModerationItem; className?: string }) {
  const t = useT(adminMessages);
  const busy = busyId === job.id;
  return (
    <div className={`flex flex-wrap gap-2 ${className ?? ''}`}>
      <Button
        size="sm"
        onClick={() => approve(job)}
        disabled={busy}
        aria-label={t('moderation.approveJob', { title: job.title })}
      >
        <Check aria-hidden className="h-4 w-4" /> {t('moderation.approve')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => reject(job)}
        disabled={busy}
        aria-label={t('moderation.rejectJob', { title: job.title })}
      >
        <X aria-hidden className="h-4 w-4" /> {t('moderation.reject')}
      </Button>
    </div>
  );
}
