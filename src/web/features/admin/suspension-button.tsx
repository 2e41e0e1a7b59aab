import { useState } from 'react';
import { Ban, RotateCcw } from 'lucide-react';
import type { UserState } from '../../../shared/report-options';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useErrorToast } from '../../lib/use-error-toast';
import { adminMessages } from './messages';
import { SuspendDialog } from './suspend-dialog';

/** Whether an account or organisation is suspended, with the reason on hover. */
export function SuspensionBadge({
  suspendedAt,
  reason,
}: {
  suspendedAt: string | null;
  reason: string | null;
}) {
  const t = useT(adminMessages);
  const state: UserState = suspendedAt ? 'suspended' : 'active';
  return (
    <Badge color={state === 'suspended' ? 'red' : 'green'} title={reason ?? undefined}>
      {t(`users.state.${state}`)}
    </Badge>
  );
}

/**
 * Lifts a suspension at once, or opens the dialog that asks for the reason of a new one. `onSuspend`
 * and `onUnsuspend` resolve once the change is saved; a failure shows as a toast and keeps the dialog open.
 */
export function SuspensionButton({
  who,
  suspended,
  pending,
  labels,
  description,
  className,
  onSuspend,
  onUnsuspend,
}: {
  /** The account's email or the organisation's name, as the dialog names it. */
  who: string;
  suspended: boolean;
  pending: boolean;
  /** The buttons' words, and their accessible names that say whom they act on. */
  labels: { suspend: string; suspendLabel: string; unsuspend: string; unsuspendLabel: string };
  description?: string;
  className?: string;
  onSuspend: (reason: string) => Promise<void>;
  onUnsuspend: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const fail = useErrorToast();
  if (suspended)
    return (
      <Button
        variant="secondary"
        size="sm"
        className={className}
        disabled={pending}
        aria-label={labels.unsuspendLabel}
        onClick={() => onUnsuspend().catch(fail)}
      >
        <RotateCcw aria-hidden className="h-4 w-4" /> {labels.unsuspend}
      </Button>
    );
  return (
    <>
      {/* A quiet row action: the dialog asks for the reason and confirms (not a red button on every row). */}
      <Button
        variant="ghost"
        size="sm"
        className={cn('text-red-700 hover:bg-red-50 hover:text-red-800', className)}
        aria-label={labels.suspendLabel}
        onClick={() => setOpen(true)}
      >
        <Ban aria-hidden className="h-4 w-4" /> {labels.suspend}
      </Button>
      <SuspendDialog
        who={who}
        description={description}
        open={open}
        onOpenChange={setOpen}
        pending={pending}
        onConfirm={(reason) => onSuspend(reason).then(() => setOpen(false), fail)}
      />
    </>
  );
}
