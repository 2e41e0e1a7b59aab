import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, MailCheck, UserRound } from 'lucide-react';
import { SignUpSchema, type SignUpInput } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { NewPasswordFields } from './new-password-fields';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useFormGuard } from '../../lib/form-guard';
import { toastError, toastSuccess } from '../../lib/toast';
import { useResendVerification, useSignUp } from './api';

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
  { value: 'company', label: 'Company', hint: 'Post jobs and hire facilitators', Icon: Building2 },
  { value: 'facilitator', label: 'Facilitator', hint: 'Find facilitation work', Icon: UserRound },
] as const;

/**
 * Sign-up ends with a link mailed to the new address: opening it confirms the address, signs the
 * user in and lands, with a full page load, on /onboarding (spec: "a full-page redirect to /onboarding").
 * The answer is the same whether or not the address already has an account.
 */
export function SignUpForm() {
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
      toastSuccess('Registration successful', 'Welcome to FacilitatorHub');
      setSentTo(values.email.trim().toLowerCase());
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          form.setError(field as keyof FormValues, { message: messages[0] });
        }
      }
      toastError(
        'Registration failed',
        error instanceof ApiError ? error.message : 'An unexpected error occurred',
      );
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
    <form onSubmit={onSubmit} noValidate className="relative space-y-4" aria-label="Sign up">
      {guard.field}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">I am signing up as</legend>
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
                <Icon aria-hidden className="h-4 w-4" /> {label}
              </span>
              <span className="text-xs text-slate-700">{hint}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {userType === 'company' ? (
        <FormField label="Company name" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
      )}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <NewPasswordFields form={form} name="password" kind="password" />
      <Button
        type="submit"
        className="w-full"
        disabled={signUp.isPending || form.formState.isSubmitSuccessful}
      >
        {signUp.isPending ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-center text-xs text-slate-700">
        By creating an account you agree to our{' '}
        <a href="/terms" className="font-medium text-indigo-700 underline">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="/privacy" className="font-medium text-indigo-700 underline">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}

function CheckYourInbox({ email, onRestart }: { email: string; onRestart: () => void }) {
  const resend = useResendVerification();
  const onResend = async () => {
    try {
      await resend.mutateAsync(email);
      toastSuccess('Email sent', `We sent a new confirmation link to ${email}.`);
    } catch (error) {
      toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');
    }
  };
  return (
    <section aria-labelledby="check-inbox-title" className="space-y-4 text-sm text-slate-700">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
          <MailCheck aria-hidden className="h-5 w-5" />
        </span>
        <h2 id="check-inbox-title" className="text-lg font-semibold text-slate-900">
          Check your inbox
        </h2>
      </div>
      <p role="status">
        We sent a confirmation link to <strong className="text-slate-900">{email}</strong>. Open it within 24
        hours to confirm your address: it signs you in and takes you to your profile.
      </p>
      <p>No email after a few minutes? Look in your spam folder, or send the link again.</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void onResend()} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend the link'}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          Use another address
        </Button>
      </div>
    </section>
  );
}
