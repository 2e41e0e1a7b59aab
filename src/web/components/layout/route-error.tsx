import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MarkInteractive } from '../../lib/hydration';
import { Button } from '../ui/button';

/** Shown when a page fails to load or render: never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error &&
        /dynamically imported module|Importing a module script failed/i.test(error.message)
      ? 'A new version of FacilitatorHub is available. Reload the page to continue.'
      : 'Something went wrong while showing this page.';
  return (
    <div className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center px-4 text-center">
      <title>Something went wrong | FacilitatorHub</title>
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => location.reload()}>Reload</Button>
        <Button asChild variant="secondary">
          <a href="/">Return to Home</a>
        </Button>
      </div>
      <MarkInteractive />
    </div>
  );
}
