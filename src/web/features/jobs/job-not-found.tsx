import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';

/** The view for an unknown job id. */
export function JobNotFound() {
  return (
    <div className="flex flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Job Not Found" />
      <SearchX aria-hidden className="h-10 w-10 text-slate-500" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Job Not Found</h1>
      <p className="mt-4 max-w-md text-slate-700">
        The job you&apos;re looking for doesn&apos;t exist or has been removed
      </p>
      <Button asChild className="mt-8">
        <Link to="/jobs">Browse All Jobs</Link>
      </Button>
    </div>
  );
}
