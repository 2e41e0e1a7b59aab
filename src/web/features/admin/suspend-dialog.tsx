import { useState, type FormEvent } from 'react';
import { Ban } from 'lucide-react';
import { SUSPENSION_REASON_MAX } from '../../../shared/report-options';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';

/**
 * Asks for the reason of a suspension (required; it goes to the audit log) and says what suspending does.
 * `onConfirm` resolves once the suspension is saved; the dialog then closes.
 */
export function SuspendDialog({
  who,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  /** The account's email, as the dialog names it. */
  who: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Please give a reason.');
    setError(undefined);
    await onConfirm(reason.trim());
    setReason('');
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Suspend ${who}`}
        description="All of the account's sessions end at once and it cannot sign in; its jobs and profile leave the site, and its pending applications are withdrawn (unsuspending does not restore them)."
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Reason" hint="Kept in the audit log." error={error}>
            <Textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={SUSPENSION_REASON_MAX}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              <Ban aria-hidden className="h-4 w-4" /> {pending ? 'Suspending...' : 'Suspend'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
