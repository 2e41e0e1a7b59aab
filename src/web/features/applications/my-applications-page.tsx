import { DialogActions } from '../../components/form-dialog';
import { AttachmentLinks } from '../../components/attachments';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Building2, FileText, MapPin, MessageSquare } from 'lucide-react';
import { isWithdrawable } from '../../../shared/application-options';
import type { MyApplicationItem } from '../../../shared/applications';
import { MessageDialog } from '../../components/message-dialog';
import { PagedListPage } from '../../components/paged-list';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { SkeletonBars } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { usePageParam } from '../../lib/use-page-param';
import { toastError, toastSuccess } from '../../lib/toast';
import { useStartConversation } from '../messages/api';
import { useKeepReleasedDays, useMyApplications, useWithdrawApplication } from './api';
import { AppliedOn } from './applied-on';
import { timeAgo } from '../../lib/dates';
import { StatusBadge } from './status-badge';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { commonMessages } from '../../lib/common-messages';
import { applicationMessages } from './messages';

const srOnly = (text: string) => <span className="sr-only">{text}</span>;

export function Component() {
  const [page, setPage] = usePageParam();
  const applications = useMyApplications(page);
  const [withdrawing, setWithdrawing] = useState<MyApplicationItem | null>(null);
  const t = useT(applicationMessages);

  return (
    <PagedListPage
      title={t('nav.myApplications')}
      metaDescription={t('mine.metaDescription')}
      description={t('mine.description')}
      source={{ to: '/jobs', label: t('nav.browseJobs') }}
      emptyIcon={<FileText aria-hidden className="h-8 w-8" />}
      emptyTitle={t('mine.emptyTitle')}
      emptyHint={t('mine.emptyHint')}
      query={applications}
      onPageChange={setPage}
      loadingLabel={t('mine.loading')}
      placeholder={
        <Card className="space-y-3 p-6">
          <SkeletonBars bars={['h-5 w-64 max-w-full', 'h-4 w-48']} />
        </Card>
      }
      itemKey={(application) => application.id}
      renderItem={(application) => (
        <ApplicationRow application={application} onWithdraw={() => setWithdrawing(application)} />
      )}
    >
      <WithdrawDialog application={withdrawing} onClose={() => setWithdrawing(null)} />
    </PagedListPage>
  );
}

function ApplicationRow({
  application,
  onWithdraw,
}: {
  application: MyApplicationItem;
  onWithdraw: () => void;
}) {
  const { job } = application;
  const t = useT(applicationMessages);
  const locale = useLocale();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={`/jobs/${job.id}`} className="hover:text-indigo-700 hover:underline">
              {job.title}
            </Link>
          </h2>
          {job.status === 'closed' ? <Badge color="gray">{t('mine.jobClosed')}</Badge> : null}
          {job.status === 'expired' ? <Badge color="gray">{t('mine.jobExpired')}</Badge> : null}
        </div>
        <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Building2 aria-hidden className="h-4 w-4" /> {job.companyName}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="h-4 w-4" /> {job.location}
          </span>
          <AppliedOn iso={application.createdAt} />
        </p>
        {job.companyLeft ? <CompanyLeft application={application} /> : null}
        <AttachmentLinks attachments={application.attachments} className="mt-2" />
      </div>
      <div className="flex shrink-0 items-center justify-between gap-4 border-t border-slate-100 pt-3 sm:flex-col sm:items-end sm:justify-center sm:gap-2 sm:border-0 sm:pt-0">
        <div className="flex flex-col items-start sm:items-end">
          <StatusBadge status={application.status} />
          {application.status !== 'submitted' ? (
            <span className="mt-1 text-xs text-slate-600">
              {richText(
                t('mine.updated', { when: timeAgo(application.statusChangedAt, undefined, locale) }),
                { time: (text) => <time dateTime={application.statusChangedAt}>{text}</time> },
              )}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {job.companyLeft ? null : <MessageCompany application={application} />}
          {isWithdrawable(application.status) ? (
            <button
              type="button"
              className="inline-flex h-8 cursor-pointer items-center rounded-lg border border-red-200 bg-white px-3 text-sm font-semibold text-red-700 shadow-sm transition-colors hover:border-red-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
              onClick={onWithdraw}
            >
              {richText(t('mine.withdraw', { job: job.title }), { sr: srOnly })}
            </button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/**
 * The company deleted its account: says so (there is nobody to write to), and for a hire, that its booked
 * days were released, with the choice to keep them blocked.
 */
function CompanyLeft({ application }: { application: MyApplicationItem }) {
  const keep = useKeepReleasedDays();
  const count = application.releasedDays.length;
  const t = useT(applicationMessages);
  const common = useT(commonMessages);
  const onKeep = () =>
    keep.mutate(application.id, {
      onSuccess: () => toastSuccess(t('mine.kept.title'), t('mine.kept.body', { count })),
      onError: (error) => toastError(common('error'), error.message),
    });
  return (
    <div className="mt-3 space-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p>{t('mine.companyLeft')}</p>
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p>{t('mine.released', { count })}</p>
          <Button variant="secondary" size="sm" onClick={onKeep} disabled={keep.isPending}>
            {keep.isPending ? t('mine.keeping') : t('mine.keep', { count })}
            <span className="sr-only">{t('mine.keepFor', { job: application.job.title })}</span>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Message company: writes to the company about this application, in the pair's conversation, and leads there. */
function MessageCompany({ application }: { application: MyApplicationItem }) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const { job } = application;
  const t = useT(applicationMessages);
  return (
    <MessageDialog
      title={t('mine.message.title', { company: job.companyName })}
      description={t('mine.message.description', { job: job.title })}
      onSend={async (body) => {
        if (!job.companyId) throw new ApiError(404, 'NOT_FOUND', t('mine.companyLeft'));
        const { conversationId } = await start.mutateAsync({
          to: job.companyId,
          body,
          applicationId: application.id,
        });
        navigate(`/messages/${conversationId}`);
      }}
    >
      <Button variant="secondary" size="sm">
        <MessageSquare aria-hidden className="h-4 w-4" />
        {richText(t('mine.message.button', { job: job.title }), { sr: srOnly })}
      </Button>
    </MessageDialog>
  );
}

function WithdrawDialog({
  application,
  onClose,
}: {
  application: MyApplicationItem | null;
  onClose: () => void;
}) {
  const withdraw = useWithdrawApplication();
  const t = useT(applicationMessages);
  const common = useT(commonMessages);
  // Keep showing the last application while the dialog animates out.
  const [shown, setShown] = useState(application);
  if (application && application !== shown) setShown(application);

  const confirm = () => {
    if (!application) return;
    withdraw.mutate(application.id, {
      onSuccess: () => {
        toastSuccess(t('mine.withdrawn.title'), t('mine.withdrawn.body', { job: application.job.title }));
        onClose();
      },
      onError: (error) => toastError(common('error'), error.message),
    });
  };

  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && !withdraw.isPending && onClose()}>
      {shown ? (
        <DialogContent
          title={t('mine.withdrawDialog.title')}
          description={t('mine.withdrawDialog.description', {
            job: shown.job.title,
            company: shown.job.companyName,
          })}
        >
          <DialogActions close={t('mine.withdrawDialog.keep')} pending={withdraw.isPending}>
            <Button variant="destructive" onClick={confirm} disabled={withdraw.isPending}>
              {withdraw.isPending ? t('mine.withdrawDialog.withdrawing') : t('mine.withdrawDialog.confirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
