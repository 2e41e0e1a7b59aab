import { Alert } from './ui/alert';
import { Button } from './ui/button';

/** A query that failed: its message and a button that asks again. */
export function QueryError({
  error,
  onRetry,
  retrying,
  fallback,
  className,
}: {
  error: Error;
  onRetry: () => unknown;
  /** Disables the button while the query is fetching again. */
  retrying?: boolean;
  /** Shown when the error has no message. */
  fallback?: string;
  className?: string;
}) {
  return (
    <Alert tone="error" title="Error" className={className}>
      <p>{error.message || fallback}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() => void onRetry()}
        disabled={retrying}
      >
        Try again
      </Button>
    </Alert>
  );
}
