import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVITATION_NOTE_MAX,
  InvitationSchema,
  type InvitationInput,
  type InvitationValues,
} from '../../../shared/messages';
import type { CompanyJob } from '../../../shared/jobs';
import { SendDialogForm } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Select, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { useSendInvitation } from '../messages/api';
import type { InviteProps } from './invite-dialog';
import { useT } from '../../lib/i18n';
import { commonMessages } from '../../lib/common-messages';
import { profileMessages, type ProfileT } from './messages';

/** The note the dialog starts with; the company edits it freely. */
const invitationNote = (t: ProfileT, firstName: string, jobTitle: string) =>
  t('invite.note', { name: firstName, job: jobTitle });

/** The invitation's form (loaded when the dialog opens: its schema stays off the directory). */
export function InviteForm({
  facilitatorId,
  firstName,
  jobs,
  onSent,
}: InviteProps & { jobs: CompanyJob[]; onSent(conversationId: string): void }) {
  const send = useSendInvitation();
  const t = useT(profileMessages);
  const common = useT(commonMessages);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, dirtyFields },
  } = useForm<InvitationValues, unknown, InvitationInput>({
    resolver: zodResolver(InvitationSchema),
    defaultValues: { facilitatorId, jobId: jobs[0]!.id, note: invitationNote(t, firstName, jobs[0]!.title) },
  });
  const note = watch('note') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const sent = await send.mutateAsync(values);
      toastSuccess(
        t('invite.sent'),
        t('invite.sentToast', { name: firstName, job: sent.invitation.job.title }),
      );
      onSent(sent.conversationId);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // Already invited, already applied, or the day's limit: the company reads why before doing anything else.
      if (apiError && (apiError.status === 409 || apiError.status === 429)) {
        setRefusal(apiError.message);
        return;
      }
      const fieldErrors = apiError?.fieldErrors ?? {};
      if (fieldErrors.jobId?.[0]) setError('jobId', { type: 'server', message: fieldErrors.jobId[0] });
      if (fieldErrors.note?.[0]) setError('note', { type: 'server', message: fieldErrors.note[0] });
      toastError(common('error'), apiError?.message ?? common('unexpectedError'));
    }
  });

  return (
    <SendDialogForm
      onSubmit={onSubmit}
      pending={send.isPending}
      submitLabel={t('invite.submit')}
      refusal={{ title: t('invite.refused'), message: refusal }}
    >
      <FormField label={t('invite.job')} error={errors.jobId?.message}>
        <Select
          {...register('jobId', {
            // Until the company edits the note, it follows the chosen job.
            onChange: (event: { target: { value: string } }) => {
              const job = jobs.find((item) => item.id === event.target.value);
              if (job && !dirtyFields.note) setValue('note', invitationNote(t, firstName, job.title));
            },
          })}
        >
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('invite.noteLabel')}
        hint={t('invite.count', { count: note.length, max: INVITATION_NOTE_MAX })}
        error={errors.note?.message}
      >
        <Textarea {...register('note')} rows={5} maxLength={INVITATION_NOTE_MAX} />
      </FormField>
    </SendDialogForm>
  );
}
