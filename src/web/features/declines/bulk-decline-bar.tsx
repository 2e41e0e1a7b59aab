import { declineMessages } from '../../../shared/decline-messages';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { DeclineDialog } from './decline-dialog';

/** Shown once applicants are selected: how many, "Decline selected" (one reason, one message) and clear. */
export function BulkDeclineBar({
  jobId,
  selected,
  onClear,
}: {
  jobId: string;
  selected: string[];
  onClear: () => void;
}) {
  const t = useT(declineMessages);
  if (selected.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('bulk.decline')}
      className="sticky top-2 z-10 mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3"
    >
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {t('bulk.selected', { count: selected.length })}
      </p>
      <DeclineDialog jobId={jobId} ids={selected} onDeclined={onClear}>
        <Button size="sm" variant="destructive">
          {t('bulk.decline')}
        </Button>
      </DeclineDialog>
      <Button size="sm" variant="secondary" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </div>
  );
}
