import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { DeleteAccountSchema, type DeleteAccountInput } from '../../../shared/auth';
import { DialogButton } from '../../components/dialog-button';
import { DialogForm } from '../../components/form-dialog';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { accountMessages } from './account-messages';
import { useErrorToast } from '../../lib/use-error-toast';
import { useDeleteAccount } from './api';

/** Account Settings' last card: deleting the account, confirmed by typing its address and password. */
export function DeleteAccountCard() {
  const t = useT(accountMessages);
  const { user } = useAuth();

  return (
    <Card className="border-red-200 p-6">
      <h2 className="text-lg font-semibold text-red-800">{t('delete.title')}</h2>
      <p className="mt-2 text-sm text-slate-700">
        {t(user?.userType === 'company' ? 'delete.company' : 'delete.facilitator')} {t('delete.final')}
      </p>
      <DialogButton
        icon={Trash2}
        text={t('delete.title')}
        variant="destructive"
        className="mt-4"
        title={t('delete.dialogTitle')}
        description={t('delete.dialogText', { email: user?.email ?? '' })}
      >
        {(close) => <DeleteAccountForm email={user?.email ?? ''} onDeleted={close} />}
      </DialogButton>
    </Card>
  );
}

function DeleteAccountForm({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const t = useT(accountMessages);
  const toastFailure = useErrorToast();
  const { endSession } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  // A conflict (the last owner of an organisation with other members) stays in the form, with its way out.
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { confirmEmail: '', password: '' },
  });
  // The button stays off until the address is typed out: the confirmation is the point.
  const matches = watch('confirmEmail').trim().toLowerCase() === email.toLowerCase();
  const password = watch('password');

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await remove.mutateAsync(values);
      onDeleted();
      endSession();
      toastSuccess(t('delete.toastTitle'), t('delete.toastText'));
      navigate('/');
    } catch (error) {
      // A wrong password is said next to the field, a conflict in the form; anything else in a toast.
      const fieldError = error instanceof ApiError ? error.fieldErrors?.password?.[0] : undefined;
      if (fieldError) setError('password', { type: 'server', message: fieldError });
      else if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
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
      submitDisabled={!matches || !password}
      refusal={{ title: t('delete.refused'), message: refusal }}
    >
      <FormField label={t('delete.email')} error={errors.confirmEmail?.message}>
        <Input type="email" {...register('confirmEmail')} autoComplete="off" />
      </FormField>
      <FormField label={t('delete.password')} error={errors.password?.message}>
        <Input type="password" {...register('password')} autoComplete="current-password" />
      </FormField>
    </DialogForm>
  );
}
