import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, MailCheck, UserRound } from 'lucide-react';
import { SignUpSchema, type SignUpInput } from '../../../shared/auth';
import { localizedPath } from '../../../shared/i18n/locales';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { NewPasswordFields } from './new-password-fields';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useFormGuard } from '../../lib/form-guard';
import { commonMessages } from '../../lib/common-messages';
import { useErrorToast } from '../../lib/use-error-toast';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { toastError, toastSuccess } from '../../lib/toast';
import { useResendVerification, useSignUp } from './api';
import { authMessages } from './messages';

type FormValues = {
  userType: 'company' | 'facilitator';
  email: string;
  password: string;
  confirmPassword: string;
  companyName?: string;
  firstName?: string;
  lastName?: string;
};

const ACCOUNT_TYPES = [
  { value: 'company', label: 'signUp.company', hint: 'signUp.companyHint', Icon: Building2 },
  { value: 'facilitator', label: 'signUp.facilitator', hint: 'signUp.facilitatorHint', Icon: UserRound },
] as const;

const LEGAL_LINK = 'font-medium text-indigo-700 underline';

/**
 * Sign-up ends with a link mailed to the new address: opening it confirms the address, signs the
 * user in and lands, with a full page load, on /onboarding (spec: "a full-page redirect to /onboarding").
 * The answer is the same whether or not the address already has an account.
 */
export function SignUpForm() {
  const t = useT(authMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(SignUpSchema) as never,
    defaultValues: {
      userType: 'facilitator',
      email: '',
      password: '',
      confirmPassword: '',
      companyName: '',
      firstName: '',
      lastName: '',
    },
  });
  const guard = useFormGuard();
  const { errors } = form.formState;
  const userType = form.watch('userType');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...(values as SignUpInput), ...guard.read() });
      toastSuccess(t('signUp.success'), t('page.welcome'));
      setSentTo(values.email.trim().toLowerCase());
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          form.setError(field as keyof FormValues, { message: messages[0] });
        }
      }
      toastError(t('signUp.failed'), error instanceof ApiError ? error.message : common('unexpectedError'));
    }
  });

  if (sentTo)
    return (
      <CheckYourInbox
        email={sentTo}
        onRestart={() => {
          form.reset({ ...form.getValues(), password: '', confirmPassword: '' });
          setSentTo(null);
        }}
      />
    );

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-4" aria-label={t('signUp')}>
      {guard.field}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('signUp.as')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {ACCOUNT_TYPES.map(({ value, label, hint, Icon }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                userType === value
                  ? 'border-indigo-600 bg-indigo-50'
                  : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input type="radio" value={value} className="sr-only" {...form.register('userType')} />
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon aria-hidden className="h-4 w-4" /> {t(label)}
              </span>
              <span className="text-xs text-slate-700">{t(hint)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {userType === 'company' ? (
        <FormField label={t('signUp.companyName')} error={errors.companyName?.message}>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t('signUp.firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label={t('signUp.lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
      )}
      <FormField label={t('email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <NewPasswordFields form={form} name="password" kind="password" />
      <Button
        type="submit"
        className="w-full"
        disabled={signUp.isPending || form.formState.isSubmitSuccessful}
      >
        {signUp.isPending ? t('signUp.pending') : t('signUp.submit')}
      </Button>
      <p className="text-center text-xs text-slate-700">
        {richText(t('signUp.consent'), {
          terms: (text) => (
            <a href={localizedPath(locale, '/terms')} className={LEGAL_LINK}>
              {text}
            </a>
          ),
          privacy: (text) => (
            <a href={localizedPath(locale, '/privacy')} className={LEGAL_LINK}>
              {text}
            </a>
          ),
        })}
      </p>
    </form>
  );
}

function CheckYourInbox({ email, onRestart }: { email: string; onRestart: () => void }) {
  const t = useT(authMessages);
  const common = useT(commonMessages);
  const showError = useErrorToast();
  const resend = useResendVerification();
  const onResend = async () => {
    try {
      await resend.mutateAsync(email);
      toastSuccess(t('signUp.resentTitle'), t('signUp.resentText', { email }));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <section aria-labelledby="check-inbox-title" className="space-y-4 text-sm text-slate-700">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
          <MailCheck aria-hidden className="h-5 w-5" />
        </span>
        <h2 id="check-inbox-title" className="text-lg font-semibold text-slate-900">
          {t('signUp.checkInbox')}
        </h2>
      </div>
      <p role="status">
        {richText(t('signUp.sent', { email }), {
          b: (text) => <strong className="text-slate-900">{text}</strong>,
        })}
      </p>
      <p>{t('signUp.noEmail')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void onResend()} disabled={resend.isPending}>
          {resend.isPending ? common('sending') : t('signUp.resend')}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          {t('signUp.otherAddress')}
        </Button>
      </div>
    </section>
  );
}
