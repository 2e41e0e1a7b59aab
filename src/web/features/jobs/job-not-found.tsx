import { COMPANY_LEFT } from '../../../shared/message-options';
import { JOB_GONE_TITLE, NOT_FOUND_TITLES } from '../../../shared/page-meta';
import { NotFoundView } from '../../components/not-found-view';

/** The view for an unknown job id (and for someone else's job on its edit page). */
export function JobNotFound() {
  return (
    <NotFoundView
      title={NOT_FOUND_TITLES.job}
      text="The job you're looking for doesn't exist or has been removed"
      link={{ to: '/jobs', label: 'Browse All Jobs' }}
    />
  );
}

/**
 * The view for a job an admin hid, whose company is suspended, or whose company left (the API answers 410
 * with a message saying so).
 */
export function JobGone({ reason }: { reason?: string }) {
  const left = reason === COMPANY_LEFT;
  return (
    <NotFoundView
      title={JOB_GONE_TITLE}
      status={410}
      text={`${left ? COMPANY_LEFT : 'It was removed from FacilitatorHub.'} Other jobs may suit you just as well.`}
      link={{ to: '/jobs', label: 'Browse All Jobs' }}
    />
  );
}
