import type { JobDetail } from '../../../shared/jobs';
import { Alert } from '../../components/ui/alert';

/**
 * Under moderation: what a job in review or a rejected one says at the top of its page, to its owner
 * (and to an admin reviewing it). Nobody else can open such a job.
 */
export function ReviewNotice({ job, className }: { job: JobDetail; className?: string }) {
  if (job.status === 'pending_review')
    return (
      <Alert tone="info" title="In review" className={className}>
        {job.isOwner
          ? 'This job waits for an admin’s review before it is listed. Only you can see it; we will let you know when it is published.'
          : 'This job waits for review. Approve or reject it under Admin → Moderation.'}
      </Alert>
    );
  if (job.status === 'rejected')
    return (
      <Alert tone="error" title="Not approved" className={className}>
        <p>
          {job.isOwner ? 'An admin did not approve this job. The reason given:' : 'This job was rejected:'}
        </p>
        {job.rejectionReason ? (
          <blockquote className="mt-2 border-l-2 border-red-300 pl-3 whitespace-pre-line">
            {job.rejectionReason}
          </blockquote>
        ) : null}
        {job.isOwner ? <p className="mt-2">Edit the job, then resubmit it for review.</p> : null}
      </Alert>
    );
  return null;
}
