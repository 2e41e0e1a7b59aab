import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BadgeCheck, FileQuestion, XCircle } from 'lucide-react';
import {
  CREDENTIAL_NOTE_MAX,
  RejectCredentialSchema,
  RequestEvidenceSchema,
} from '../../../shared/facilitation';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import type { CredentialNoteAction } from './api';

/** What a credential's dialogs say it is: "LEGO® SERIOUS PLAY® … of Amara Okafor". */
interface DialogProps {
  who: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
}

/**
 * Verify a credential that has no evidence (no link, no file): the admin confirms that they checked it
 * another way. Only a confirmation; Enter or the button confirms, Escape or Cancel does not.
 */
export function ConfirmVerifyDialog({
  who,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: DialogProps & { onConfirm(): void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Verify ${who} without evidence?`}
      description="The facilitator gave no link and no file. Verify it only if you checked the credential another way: the profile then shows it as verified, with your name."
    >
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
        pending={pending}
        submitLabel="Verify without evidence"
        pendingLabel="Verifying..."
        icon={<BadgeCheck aria-hidden className="h-4 w-4" />}
      >
        {null}
      </DialogForm>
    </FormDialog>
  );
}

const NOTE_DIALOGS = {
  reject: {
    title: (who: string) => `Reject ${who}`,
    description:
      'The facilitator reads the reason with their credential, and it leaves their profile. Once they change it or add evidence, it waits for verification again.',
    label: 'Reason',
    submitLabel: 'Reject credential',
    pendingLabel: 'Rejecting...',
    icon: <XCircle aria-hidden className="h-4 w-4" />,
    destructive: true,
  },
  'request-evidence': {
    title: (who: string) => `Ask for evidence: ${who}`,
    description:
      'The facilitator gets your message in the app. The credential stays in the queue until you decide.',
    label: 'Message to the facilitator',
    submitLabel: 'Send request',
    pendingLabel: 'Sending...',
    icon: <FileQuestion aria-hidden className="h-4 w-4" />,
    destructive: false,
  },
} as const;

/** One field, checked as the endpoint checks its reason or message (the shared schema gives the messages). */
const NOTE_SCHEMAS = {
  reject: z.object({ note: RejectCredentialSchema.shape.reason }),
  'request-evidence': z.object({ note: RequestEvidenceSchema.shape.message }),
};

/**
 * Reject a credential with a reason, or ask the facilitator for evidence with a message; both required.
 * `onSend` resolves once the server took it, and the dialog closes; it stays open, with the text, when it failed.
 */
export function CredentialNoteDialog({
  action,
  who,
  open,
  onOpenChange,
  pending,
  onSend,
}: DialogProps & { action: CredentialNoteAction; onSend(note: string): Promise<void> }) {
  const dialog = NOTE_DIALOGS[action];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialog.title(who)}
      description={dialog.description}
    >
      <NoteForm action={action} pending={pending} onSend={onSend} />
    </FormDialog>
  );
}

function NoteForm({
  action,
  pending,
  onSend,
}: {
  action: CredentialNoteAction;
  pending: boolean;
  onSend(note: string): Promise<void>;
}) {
  const dialog = NOTE_DIALOGS[action];
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(NOTE_SCHEMAS[action]),
    defaultValues: { note: '' },
  });
  const onSubmit = handleSubmit(async ({ note }) => {
    try {
      await onSend(note);
    } catch {
      // The page's toast says what went wrong; the text stays for another try.
    }
  });
  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={pending}
      submitLabel={dialog.submitLabel}
      pendingLabel={dialog.pendingLabel}
      icon={dialog.icon}
      destructive={dialog.destructive}
    >
      <FormField
        label={dialog.label}
        hint={`Up to ${CREDENTIAL_NOTE_MAX.toLocaleString('en-US')} characters.`}
        error={formState.errors.note?.message}
      >
        <Textarea {...register('note')} rows={4} maxLength={CREDENTIAL_NOTE_MAX + 100} />
      </FormField>
    </DialogForm>
  );
}
