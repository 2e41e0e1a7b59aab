import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import {
  ACCESS_REQUEST_MESSAGE_MAX,
  ACCESS_REQUEST_ROLES,
  AccessRequestSchema,
  DEFAULT_ACCESS_REQUEST_ROLE,
  type AccessRequestFormValues,
  type AccessRequestInput,
} from '../../../shared/access-requests';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useFormGuard } from '../../lib/form-guard';
import { commonMessages } from '../../lib/common-messages';
import { LocalizedMessage, useT } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { useSubmitAccessRequest } from './api';
import { accessRequestMessages } from './messages';

const EMPTY: AccessRequestFormValues = {
  name: '',
  email: '',
  role: DEFAULT_ACCESS_REQUEST_ROLE,
  message: '',
};

/** Each role's name and who it is for. */
const ROLE_TEXT = {
  facilitator: ['role.facilitator', 'role.facilitatorHint'],
  company: ['role.company', 'role.companyHint'],
} as const;

/** The Request Access form; calls onSubmitted with the address the confirmation went to. */
export function RequestAccessForm({ onSubmitted }: { onSubmitted: (email: string) => void }) {
  const t = useT(accessRequestMessages);
  const common = useT(commonMessages);
  const submit = useSubmitAccessRequest();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<AccessRequestFormValues, unknown, AccessRequestInput>({
    resolver: zodResolver(AccessRequestSchema),
    defaultValues: EMPTY,
  });
  const message = watch('message') ?? '';
  const guard = useFormGuard();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const receipt = await submit.mutateAsync({ ...values, ...guard.read() });
      onSubmitted(receipt.email);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      for (const [field, messages] of Object.entries(apiError?.fieldErrors ?? {})) {
        if (field in EMPTY && messages[0])
          setError(field as keyof AccessRequestFormValues, { message: messages[0] });
      }
      toastError(common('error'), apiError?.message ?? common('unexpectedError'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5">
      {guard.field}
      <FormField label={t('form.name')} error={errors.name?.message}>
        <Input {...register('name')} autoComplete="name" />
      </FormField>
      <FormField label={t('form.email')} error={errors.email?.message}>
        <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
      </FormField>

      <fieldset aria-describedby={errors.role ? 'access-role-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('form.role')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {ACCESS_REQUEST_ROLES.map((role) => (
            <label
              key={role}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 shadow-sm transition-colors',
                'hover:border-slate-400 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:ring-1 has-[:checked]:ring-indigo-600',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              )}
            >
              <input
                type="radio"
                value={role}
                {...register('role')}
                className="mt-0.5 h-4 w-4 accent-indigo-600"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{t(ROLE_TEXT[role][0])}</span>
                <span className="mt-0.5 block text-xs text-slate-600">{t(ROLE_TEXT[role][1])}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role ? (
          <p id="access-role-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            <LocalizedMessage message={errors.role.message} />
          </p>
        ) : null}
      </fieldset>

      <FormField
        label={t('form.message')}
        optional
        hint={
          message.length > ACCESS_REQUEST_MESSAGE_MAX - 200
            ? t('form.messageCount', { count: message.length, max: ACCESS_REQUEST_MESSAGE_MAX })
            : t('form.messageHint')
        }
        error={errors.message?.message}
      >
        <Textarea {...register('message')} rows={4} maxLength={ACCESS_REQUEST_MESSAGE_MAX} />
      </FormField>

      <Button type="submit" size="lg" className="w-full" disabled={submit.isPending}>
        <Send aria-hidden className="h-4 w-4" />
        {submit.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
