import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogOut, Trash2 } from 'lucide-react';
import { DeleteOrganisationSchema, type OrganisationPage } from '../../../shared/organisations';
import { DialogButton } from '../../components/dialog-button';
import { DialogForm } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Input, Select } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { broadcastAuthChange, useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useDeleteOrganisation, useLeaveOrganisation } from './api';
import { organisationMessages } from './messages';
import { OrgCard } from './org-card';

/**
 * After leaving or deleting: the session now acts for another organisation or none, so it is read again,
 * the member lands on the home page, and every cached answer (the old organisation's) is asked again
 * where it is next shown.
 */
function useMoveOn() {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    broadcastAuthChange();
    await refresh();
    navigate('/', { replace: true });
    void queryClient.invalidateQueries({ refetchType: 'none' });
  };
}

/** Leave organisation: for every member but the last owner, who must hand over or delete first. */
export function LeaveCard({ data }: { data: OrganisationPage }) {
  const t = useT(organisationMessages);
  const { organisation, members } = data;
  const owners = members.filter((member) => member.role === 'owner').length;
  const mayLeave = organisation.role !== 'owner' || owners > 1;
  return (
    <OrgCard
      title={t('leave.title')}
      text={mayLeave ? t('leave.text', { name: organisation.name }) : t('leave.onlyOwner')}
    >
      {mayLeave ? (
        <DialogButton
          icon={LogOut}
          text={t('leave.button')}
          variant="secondary"
          className="mt-4"
          title={t('leave.dialogTitle', { name: organisation.name })}
          description={t('leave.dialogText')}
        >
          {() => <LeaveForm data={data} />}
        </DialogButton>
      ) : null}
    </OrgCard>
  );
}

function LeaveForm({ data }: { data: OrganisationPage }) {
  const t = useT(organisationMessages);
  const leave = useLeaveOrganisation();
  const toastFailure = useErrorToast();
  const moveOn = useMoveOn();
  // '' leaves the choice to the server: an owner takes over.
  const [takeoverId, setTakeoverId] = useState('');
  const others = data.members.filter((member) => !member.isYou);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    leave.mutate(takeoverId || undefined, {
      onSuccess: async () => {
        toastSuccess(t('leave.done', { name: data.organisation.name }));
        await moveOn();
      },
      onError: toastFailure,
    });
  };
  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={leave.isPending}
      submitLabel={t('leave.submit')}
      pendingLabel={t('leave.pending')}
      destructive
    >
      <FormField label={t('leave.takeover')}>
        <Select name="takeoverId" value={takeoverId} onChange={(event) => setTakeoverId(event.target.value)}>
          <option value="">{t('leave.anyOwner')}</option>
          {others.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </Select>
      </FormField>
    </DialogForm>
  );
}

/** Delete organisation: the owner's, confirmed by typing its name. */
export function DeleteCard({ name }: { name: string }) {
  const t = useT(organisationMessages);
  return (
    <OrgCard tone="danger" title={t('delete.title')} text={t('delete.text', { name })}>
      <DialogButton
        icon={Trash2}
        text={t('delete.button')}
        variant="destructive"
        className="mt-4"
        title={t('delete.dialogTitle', { name })}
        description={t('delete.dialogText', { name })}
      >
        {() => <DeleteForm name={name} />}
      </DialogButton>
    </OrgCard>
  );
}

function DeleteForm({ name }: { name: string }) {
  const t = useT(organisationMessages);
  const remove = useDeleteOrganisation();
  const toastFailure = useErrorToast();
  const moveOn = useMoveOn();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DeleteOrganisationSchema), defaultValues: { confirmName: '' } });
  // The button stays off until the name is typed out: the confirmation is the point.
  const matches = watch('confirmName').trim() === name.trim();

  const onSubmit = handleSubmit(async ({ confirmName }) => {
    try {
      await remove.mutateAsync(confirmName);
      toastSuccess(t('delete.done'), t('delete.doneText', { name }));
      await moveOn();
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fieldErrors?.confirmName?.[0] : undefined;
      if (fieldError) setError('confirmName', { type: 'server', message: fieldError });
      else toastFailure(error);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={remove.isPending}
      submitLabel={t('delete.submit')}
      pendingLabel={t('delete.pending')}
      destructive
      submitDisabled={!matches}
    >
      <FormField label={t('delete.confirmName')} error={errors.confirmName?.message}>
        <Input autoComplete="off" {...register('confirmName')} />
      </FormField>
    </DialogForm>
  );
}
