import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Trash2 } from 'lucide-react';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  type ChangeEmailInput,
  DeleteAccountSchema,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from '../../../shared/auth';
import {
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  type EmailCategory,
  type NotificationSettings,
} from '../../../shared/messages';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { PageHeader, PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { QueryError } from '../../components/query-error';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { SkeletonBars } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { LanguageCard } from './language-card';
import { NewPasswordFields } from './new-password-fields';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toastError, toastSuccess } from '../../lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../messages/api';
import { useChangeEmail, useChangePassword, useDeleteAccount } from './api';

export function Component() {
  const { user } = useAuth();
  return (
    <PageShell>
      <PageMeta title="Account Settings" />
      <div className="mx-auto max-w-2xl space-y-8">
        <PageHeader title="Account Settings" description={<>Signed in as {user?.email}</>} />
        <ChangeEmailCard />
        <ChangePasswordCard />
        <NotificationsCard />
        <LanguageCard />
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-900">Download my data</h2>
          <p className="mt-2 text-sm text-slate-700">
            A ZIP archive with everything FacilitatorHub stores about you: account, profile, focus areas,
            jobs, applications, notifications, messages, invitations, saved jobs and facilitators, saved
            searches and the alerts sent to you (as data.json), and the files you uploaded (logo or photo,
            credential evidence).
          </p>
          <a href="/api/account/export" download className={buttonClasses('secondary', 'md', 'mt-4')}>
            <Download aria-hidden className="h-4 w-4" /> Download my data
          </a>
        </Card>
        <DeleteAccountCard />
      </div>
    </PageShell>
  );
}

/**
 * Email address: the new one with the current password. It changes only once the link mailed to the new
 * address is followed; the old address is told.
 */
function ChangeEmailCard() {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      setSentTo(values.newEmail);
      toastSuccess(
        'Check your inbox',
        `We sent a link to ${values.newEmail}. Your email address changes once you open it.`,
      );
      form.reset();
    } catch (error) {
      // Field errors (wrong password, the same address) next to their fields; anything else in a toast.
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      const password = fieldErrors?.password?.[0];
      const newEmail = fieldErrors?.newEmail?.[0];
      if (password) form.setError('password', { type: 'server', message: password });
      if (newEmail) form.setError('newEmail', { type: 'server', message: newEmail });
      if (!password && !newEmail)
        toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');
    }
  });
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Change email address</h2>
      <p className="mt-2 text-sm text-slate-700">
        We send a confirmation link to the new address; your email address changes once you open it, and your
        current address is told about the change.
      </p>
      {sentTo ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          A confirmation link is on its way to {sentTo}.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Change email address">
        <FormField label="New email address" error={errors.newEmail?.message}>
          <Input type="email" autoComplete="email" {...form.register('newEmail')} />
        </FormField>
        <FormField label="Current password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending...' : 'Send confirmation link'}
        </Button>
      </form>
    </Card>
  );
}

function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toastSuccess('Password changed', 'You have been signed out on your other devices.');
      form.reset();
    } catch (error) {
      toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');
    }
  });
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Change password</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Change password">
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <NewPasswordFields form={form} name="newPassword" kind="new" />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}

/**
 * Which emails the user gets, one switch per category, saved as soon as one is flipped. While saving, the
 * switches show the new choice (and wait); a failed save puts the last saved one back.
 */
function NotificationsCard() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const shown = save.isPending ? save.variables : settings.data;

  const toggle = (category: EmailCategory, on: boolean) => {
    if (!settings.data) return;
    save.mutate(
      { ...settings.data, [category]: on },
      {
        onSuccess: () => toastSuccess('Notification settings saved'),
        onError: (error) => toastError('Error', error.message),
      },
    );
  };

  return (
    <section id="notifications" aria-labelledby="notifications-heading" className="scroll-mt-24">
      <Card className="p-6">
        <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
          Notifications
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Choose which emails FacilitatorHub sends you. In-app notifications always stay on.
        </p>
        {settings.isError ? (
          <QueryError
            className="mt-4"
            error={settings.error}
            onRetry={settings.refetch}
            retrying={settings.isFetching}
          />
        ) : !shown ? (
          <div role="status" aria-label="Loading notification settings" className="mt-4 space-y-4">
            {EMAIL_CATEGORIES.map((category) => (
              <div key={category} className="space-y-1.5">
                <SkeletonBars bars={['h-4 w-32', 'h-3 w-64 max-w-full']} />
              </div>
            ))}
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100" aria-busy={save.isPending}>
            {EMAIL_CATEGORIES.map((category) => (
              <EmailSwitch
                key={category}
                category={category}
                settings={shown}
                disabled={save.isPending}
                onChange={(on) => toggle(category, on)}
              />
            ))}
          </ul>
        )}
        <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-700">
          Saved searches, and how often each one emails new jobs, are on the{' '}
          <Link
            to="/facilitator/alerts"
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            Job alerts
          </Link>{' '}
          page.
        </p>
      </Card>
    </section>
  );
}

function EmailSwitch({
  category,
  settings,
  disabled,
  onChange,
}: {
  category: EmailCategory;
  settings: NotificationSettings;
  disabled: boolean;
  onChange(on: boolean): void;
}) {
  const id = useId();
  const { label, description } = EMAIL_CATEGORY_LABELS[category];
  return (
    <li className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={settings[category]}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onCheckedChange={onChange}
      />
    </li>
  );
}

function DeleteAccountCard() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);

  return (
    <Card className="border-red-200 p-6">
      <h2 className="text-lg font-semibold text-red-800">Delete my account</h2>
      <p className="mt-2 text-sm text-slate-700">
        {user?.userType === 'company'
          ? 'Your company profile is removed and your job postings are closed and anonymised.'
          : 'Your profile is removed and your open applications are withdrawn.'}{' '}
        This cannot be undone.
      </p>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="destructive" className="mt-4">
            <Trash2 aria-hidden className="h-4 w-4" /> Delete my account
          </Button>
        }
        title="Delete your account?"
        description={`Type your email address (${user?.email}) and your password to confirm.`}
      >
        <DeleteAccountForm email={user?.email ?? ''} onDeleted={() => setOpen(false)} />
      </FormDialog>
    </Card>
  );
}

function DeleteAccountForm({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const { endSession } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
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
    try {
      await remove.mutateAsync(values);
      onDeleted();
      endSession();
      toastSuccess('Account deleted', 'Your account and personal data have been removed.');
      navigate('/');
    } catch (error) {
      // A wrong password is said next to the field; anything else in a toast.
      const fieldError = error instanceof ApiError ? error.fieldErrors?.password?.[0] : undefined;
      if (fieldError) setError('password', { type: 'server', message: fieldError });
      else toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={remove.isPending}
      submitLabel="Delete account"
      pendingLabel="Deleting..."
      destructive
      submitDisabled={!matches || !password}
    >
      <FormField label="Email address" error={errors.confirmEmail?.message}>
        <Input type="email" {...register('confirmEmail')} autoComplete="off" />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" {...register('password')} autoComplete="current-password" />
      </FormField>
    </DialogForm>
  );
}
