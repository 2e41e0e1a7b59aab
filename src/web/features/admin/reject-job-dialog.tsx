import { useState, type FormEvent } from 'react';
import { REJECTION_REASON_MAX, RejectJobSchema, type ModerationItem } from '../../../shared/moderation';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';

/**
 * Asks for the reason of a rejection (required; the poster reads it). `onReject` resolves when the
 * server took it, and the dialog closes; it stays open, with the reason, when the request failed.
 */
export function RejectJobDialog({
  job,
  saving,
  onReject,
  onClose,
}: {
  job: ModerationItem | null;
  saving: boolean;
  onReject(job: ModerationItem, reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!job) return;
    const parsed = RejectJobSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await onReject(job, parsed.data.reason);
      close();
    } catch {
      // The page's toast tells what went wrong; the reason stays for another try.
    }
  };

  return (
    <Dialog open={job !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {job ? (
        <DialogContent
          title={`Reject “${job.title}”`}
          description="The poster reads this reason with their job, and can edit the job and submit it again."
        >
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
            <FormField
              label="Reason"
              hint={`Up to ${REJECTION_REASON_MAX.toLocaleString('en-US')} characters.`}
              error={error}
            >
              <Textarea
                rows={5}
                value={reason}
                required
                maxLength={REJECTION_REASON_MAX + 100}
                onChange={(event) => setReason(event.target.value)}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={saving}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={saving}>
                {saving ? 'Rejecting...' : 'Reject job'}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
