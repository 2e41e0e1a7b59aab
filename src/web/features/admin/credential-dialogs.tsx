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
import { useT } from '../../lib/i18n';
import { commonMessages } from '../../lib/common-messages';
import type { CredentialNoteAction } from './api';
import { adminMessages } from './messages';

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
  const t = useT(adminMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('verify.title', { who })}
      description={t('verify.description')}
    >
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
        pending={pending}
        submitLabel={t('verify.submit')}
        pendingLabel={t('verify.pending')}
        icon={<BadgeCheck aria-hidden className="h-4 w-4" />}
      >
        {null}
      </DialogForm>
    </FormDialog>
  );
}

/** Each dialog's words are message keys: the admin namespace's, but `pendingLabel` of request-evidence is common's. */
const NOTE_DIALOGS = {
  reject: {
    title: 'note.reject.title',
    description: 'note.reject.description',
    label: 'reason',
    submitLabel: 'note.reject.submit',
    pendingLabel: 'note.reject.pending',
    icon: <XCircle aria-hidden className="h-4 w-4" />,
    destructive: true,
  },
  'request-evidence': {
    title: 'note.evidence.title',
    description: 'note.evidence.description',
    label: 'note.evidence.label',
    submitLabel: 'note.evidence.submit',
    pendingLabel: null,
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
  const t = useT(adminMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(dialog.title, { who })}
      description={t(dialog.description)}
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
  const t = useT(adminMessages);
  const common = useT(commonMessages);
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
      submitLabel={t(dialog.submitLabel)}
      pendingLabel={dialog.pendingLabel ? t(dialog.pendingLabel) : common('sending')}
      icon={dialog.icon}
      destructive={dialog.destructive}
    >
      <FormField
        label={t(dialog.label)}
        hint={t('maxCharacters', { max: CREDENTIAL_NOTE_MAX })}
        error={formState.errors.note?.message}
      >
        <Textarea {...register('note')} rows={4} maxLength={CREDENTIAL_NOTE_MAX + 100} />
      </FormField>
    </DialogForm>
  );
}
