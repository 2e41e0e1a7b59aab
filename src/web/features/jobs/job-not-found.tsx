import { Link } from 'react-router';
import { NOT_FOUND_TITLES } from '../../../shared/page-meta';
import { NotFoundView } from '../../components/not-found-view';
import { Button } from '../../components/ui/button';

/** The view for an unknown job id (and for someone else's job on its edit page). */
export function JobNotFound() {
  return (
    <NotFoundView
      title={NOT_FOUND_TITLES.job}
      text="The job you're looking for doesn't exist or has been removed"
      actions={
        <Button asChild>
          <Link to="/jobs">Browse All Jobs</Link>
        </Button>
      }
    />
  );
}
