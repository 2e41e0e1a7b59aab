import type { JobDetail } from '../../../shared/jobs';
import { Alert } from '../../components/ui/alert';
import { ReviewNotice } from './review-notice';

/** Why the job takes no applications (taken down, closed, past its deadline, expired, a draft), else its review. */
export function JobNotice({ job }: { job: JobDetail }) {
  const deadlinePassed = job.status === 'published' && !job.acceptingApplications;
  return job.hiddenByAdmin ? (
    <Alert tone="info" className="mt-6">
      An admin took this job off the site after reports. It stays closed and cannot be reopened.
    </Alert>
  ) : job.isClosed ? (
    <Alert tone="info" className="mt-6">
      This job is no longer accepting applications.
    </Alert>
  ) : deadlinePassed ? (
    <Alert tone="info" className="mt-6">
      The application deadline has passed. This job is no longer accepting applications.
    </Alert>
  ) : job.status === 'expired' ? (
    <Alert tone="info" className="mt-6">
      This job has expired and no longer accepts applications.
      {job.isOwner ? ' Relist it to post it again with a new posting date.' : ''}
    </Alert>
  ) : job.status === 'draft' ? (
    <Alert tone="info" className="mt-6">
      This is a draft. Only you can see it; publish it to list it on the job board.
    </Alert>
  ) : (
    <ReviewNotice job={job} className="mt-6" />
  );
}
