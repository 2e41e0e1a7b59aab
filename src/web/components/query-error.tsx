import { commonMessages } from '../lib/common-messages';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';
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
  const t = useT(componentMessages);
  const common = useT(commonMessages);
  return (
    <Alert tone="error" title={common('error')} className={className}>
      <p>{error.message || fallback}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() => void onRetry()}
        disabled={retrying}
      >
        {t('retry')}
      </Button>
    </Alert>
  );
}
