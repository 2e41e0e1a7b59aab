import { useState } from 'react';
import { Link } from 'react-router';
import { Ban, Check, EyeOff, Flag } from 'lucide-react';
import type { ReportedTarget } from '../../../shared/reports';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { useLocale, useT } from '../../lib/i18n';
import { useErrorToast } from '../../lib/use-error-toast';
import { useReportAction, useReportedTargets, type ReportAction } from './api';
import { formatDateTime } from '../../../shared/dates';
import { AdminListPage } from './admin-list-page';
import { adminMessages, type AdminKey } from './messages';
import { SuspendDialog } from './suspend-dialog';
import { HideReviewButton } from '../reviews/api';

export function Component() {
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useReportedTargets(page);
  const t = useT(adminMessages);
  return (
    <AdminListPage
      section="reports"
      total={(count) => t('reports.total', { count })}
      query={query}
      onPageChange={setPage}
      emptyIcon={<Flag aria-hidden className="h-8 w-8" />}
      renderItem={(target) => <TargetCard key={`${target.targetType}:${target.targetId}`} target={target} />}
    />
  );
}

const DONE: Record<ReportAction, AdminKey> = {
  dismiss: 'reports.done.dismiss',
  hide: 'reports.hidden',
  'suspend-owner': 'reports.ownerSuspended',
};

function TargetCard({ target }: { target: ReportedTarget }) {
  const action = useReportAction();
  const [suspendOpen, setSuspendOpen] = useState(false);
  const t = useT(adminMessages);
  const showError = useErrorToast();
  const locale = useLocale();
  const name = target.label ?? t('reports.deleted');
  const run = async (kind: ReportAction, reason?: string) => {
    try {
      await action.mutateAsync({ target, action: kind, reason });
      toastSuccess(t(DONE[kind]), name);
      setSuspendOpen(false);
    } catch (error) {
      showError(error);
    }
  };
  const headingId = `target-${target.targetId}`;
  // A review is hidden with a reason through its own route (POST /api/admin/reviews/:id/hide).
  const isReview = (target.targetType as string) === 'review';
  return (
    <li>
      <Card className="p-5">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge color="indigo">{t(`reports.target.${target.targetType}`)}</Badge>
              {target.hidden ? <Badge color="orange">{t('reports.hidden')}</Badge> : null}
              {target.owner?.suspended ? <Badge color="orange">{t('reports.ownerSuspended')}</Badge> : null}
              <span>
                {t('reports.count', {
                  count: target.count,
                  date: formatDateTime(target.latestAt, undefined, locale),
                })}
              </span>
            </p>
            <h2 id={headingId} className="mt-2 text-lg font-semibold wrap-anywhere text-slate-900">
              {/* A message has no public page: its excerpt stands alone; a review's text is shown whole. */}
              {isReview ? (
                <span className="block font-normal whitespace-pre-line text-slate-800">{name}</span>
              ) : target.link ? (
                <Link to={target.link} className="text-indigo-700 hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </h2>
            {target.owner ? (
              <p className="text-sm text-slate-700">{t('reports.owner', { email: target.owner.email })}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={action.isPending}
              onClick={() => void run('dismiss')}
              aria-label={t('reports.dismissLabel', { name })}
            >
              <Check aria-hidden className="h-4 w-4" /> {t('reports.dismiss')}
            </Button>
            {isReview ? (
              <HideReviewButton reviewId={target.targetId} name={name} disabled={target.hidden} />
            ) : (
              <Button
                variant="secondary"
                size="sm"
                disabled={action.isPending || target.hidden}
                onClick={() => void run('hide')}
                aria-label={t('reports.hideLabel', { name })}
              >
                <EyeOff aria-hidden className="h-4 w-4" /> {t('reports.hide')}
              </Button>
            )}
            {target.owner && !target.owner.isAdmin && !target.owner.suspended ? (
              <Button
                variant="destructive"
                size="sm"
                disabled={action.isPending}
                onClick={() => setSuspendOpen(true)}
                aria-label={t('reports.suspendOwnerLabel', { email: target.owner.email })}
              >
                <Ban aria-hidden className="h-4 w-4" /> {t('reports.suspendOwner')}
              </Button>
            ) : null}
          </div>
        </div>
        <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
          {target.reports.map((report) => (
            <li key={report.id} className="py-3 text-sm">
              <p className="text-slate-600">
                <span className="font-medium text-slate-900">{t(`reports.category.${report.category}`)}</span>{' '}
                · {report.reporterEmail ?? t('reports.deletedAccount')} ·{' '}
                <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, undefined, locale)}</time>
              </p>
              {report.note ? <p className="mt-1 whitespace-pre-line text-slate-800">{report.note}</p> : null}
            </li>
          ))}
        </ul>
        {target.owner ? (
          <SuspendDialog
            who={target.owner.email}
            open={suspendOpen}
            onOpenChange={setSuspendOpen}
            pending={action.isPending}
            onConfirm={(reason) => run('suspend-owner', reason)}
          />
        ) : null}
      </Card>
    </li>
  );
}
