import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Home } from 'lucide-react';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';

export function Component() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Page Not Found" />
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-slate-700">
        The page you are looking for might have been removed or is temporarily unavailable.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden className="h-4 w-4" /> Return to Home
          </Link>
        </Button>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden className="h-4 w-4" /> Go Back
        </Button>
      </div>
    </div>
  );
}
