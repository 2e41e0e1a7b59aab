import type { JobDetail } from '../../../shared/jobs';
import { Alert } from '../../components/ui/alert';
import { ReviewNotice } from './review-notice';
import { useT } from '../../lib/i18n';
import { jobMessages } from './messages';

/** Why the job takes no applications (taken down, closed, past its deadline, expired, a draft), else its review. */
export function JobNotice({ job }: { job: JobDetail }) {
  const t = useT(jobMessages);
  const deadlinePassed = job.status === 'published' && !job.acceptingApplications;
  return job.hiddenByAdmin ? (
    <Alert tone="info" className="mt-6">
      {t('notice.hidden')}
    </Alert>
  ) : job.isClosed ? (
    <Alert tone="info" className="mt-6">
      {t('notice.closed')}
    </Alert>
  ) : deadlinePassed ? (
    <Alert tone="info" className="mt-6">
      {t('notice.deadlinePassed')}
    </Alert>
  ) : job.status === 'expired' ? (
    <Alert tone="info" className="mt-6">
      {t(job.isOwner ? 'notice.expiredOwner' : 'notice.expired')}
    </Alert>
  ) : job.status === 'draft' ? (
    <Alert tone="info" className="mt-6">
      {t('notice.draft')}
    </Alert>
  ) : (
    <ReviewNotice job={job} className="mt-6" />
  );
}
