import { NOT_FOUND_TITLES } from '../../../shared/page-meta';
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
