import type { JobDetail } from '../../../shared/jobs';
import { Alert } from '../../components/ui/alert';
import { useT } from '../../lib/i18n';
import { jobMessages } from './messages';

/**
 * Under moderation: what a job in review or a rejected one says at the top of its page, to its owner
 * (and to an admin reviewing it). Nobody else can open such a job.
 */
export function ReviewNotice({ job, className }: { job: JobDetail; className?: string }) {
  const t = useT(jobMessages);
  if (job.status === 'pending_review')
    return (
      <Alert tone="info" title={t('review.pending.title')} className={className}>
        {job.isOwner ? t('review.pending.owner') : t('review.pending.admin')}
      </Alert>
    );
  if (job.status === 'rejected')
    return (
      <Alert tone="error" title={t('review.rejected.title')} className={className}>
        <p>{t(job.isOwner ? 'review.rejected.owner' : 'review.rejected.admin')}</p>
        {job.rejectionReason ? (
          <blockquote className="mt-2 border-l-2 border-red-300 pl-3 whitespace-pre-line">
            {job.rejectionReason}
          </blockquote>
        ) : null}
        {job.isOwner ? <p className="mt-2">{t('review.rejected.resubmit')}</p> : null}
      </Alert>
    );
  return null;
}
