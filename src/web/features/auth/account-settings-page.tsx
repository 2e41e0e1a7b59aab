import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
} from '../../../shared/auth';
import { EMAIL_CATEGORIES, type EmailCategory, type NotificationSettings } from '../../../shared/messages';
import { PageHeader, PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { QueryError } from '../../components/query-error';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { SkeletonBars } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { LanguageCard } from './language-card';
import { NewPasswordFields } from './new-password-fields';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { toastError, toastSuccess } from '../../lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../messages/api';
import { accountMessages, type AccountKey } from './account-messages';
import { useErrorToast } from '../../lib/use-error-toast';
import { DeleteAccountCard } from './delete-account-card';
import { SettingsCard } from './settings-card';
import { useChangeEmail, useChangePassword } from './api';

/** Each email category's switch: its name and what it sends. */
const CATEGORY_TEXT = {
  messages: ['category.messages', 'category.messagesText'],
  applications: ['category.applications', 'category.applicationsText'],
  statusChanges: ['category.statusChanges', 'category.statusChangesText'],
  invitations: ['category.invitations', 'category.invitationsText'],
  engagements: ['category.engagements', 'category.engagementsText'],
  jobAlerts: ['category.jobAlerts', 'category.jobAlertsText'],
} as const satisfies Record<EmailCategory, readonly [AccountKey, AccountKey]>;

export function Component() {
  const t = useT(accountMessages);
  const { user } = useAuth();
  return (
    <PageShell>
      <PageMeta title={t('title')} />
      <div className="mx-auto max-w-2xl space-y-8">
        <PageHeader title={t('title')} description={t('signedInAs', { email: user?.email ?? '' })} />
        <ChangeEmailCard />
        <ChangePasswordCard />
        <NotificationsCard />
        <LanguageCard />
        <SettingsCard title={t('export.title')} text={t('export.text')}>
          <a href="/api/account/export" download className={buttonClasses('secondary', 'md', 'mt-4')}>
            <Download aria-hidden className="h-4 w-4" /> {t('export.title')}
          </a>
        </SettingsCard>
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
  const t = useT(accountMessages);
  const common = useT(commonMessages);
  const toastFailure = useErrorToast();
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
      toastSuccess(t('email.toastTitle'), t('email.toastText', { email: values.newEmail }));
      form.reset();
    } catch (error) {
      // Field errors (wrong password, the same address) next to their fields; anything else in a toast.
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      const password = fieldErrors?.password?.[0];
      const newEmail = fieldErrors?.newEmail?.[0];
      if (password) form.setError('password', { type: 'server', message: password });
      if (newEmail) form.setError('newEmail', { type: 'server', message: newEmail });
      if (!password && !newEmail) toastFailure(error);
    }
  });
  return (
    <SettingsCard title={t('email.title')} text={t('email.text')}>
      {sentTo ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {t('email.onItsWay', { email: sentTo })}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t('email.title')}>
        <FormField label={t('email.newEmail')} error={errors.newEmail?.message}>
          <Input type="email" autoComplete="email" {...form.register('newEmail')} />
        </FormField>
        <FormField label={t('currentPassword')} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? common('sending') : t('email.submit')}
        </Button>
      </form>
    </SettingsCard>
  );
}

function ChangePasswordCard() {
  const t = useT(accountMessages);
  const toastFailure = useErrorToast();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toastSuccess(t('password.toastTitle'), t('password.toastText'));
      form.reset();
    } catch (error) {
      toastFailure(error);
    }
  });
  return (
    <SettingsCard title={t('password.title')}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t('password.title')}>
        <FormField label={t('currentPassword')} error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <NewPasswordFields form={form} name="newPassword" kind="new" />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('saving') : t('password.title')}
        </Button>
      </form>
    </SettingsCard>
  );
}

/**
 * Which emails the user gets, one switch per category, saved as soon as one is flipped. While saving, the
 * switches show the new choice (and wait); a failed save puts the last saved one back.
 */
function NotificationsCard() {
  const t = useT(accountMessages);
  const common = useT(commonMessages);
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const shown = save.isPending ? save.variables : settings.data;

  const toggle = (category: EmailCategory, on: boolean) => {
    if (!settings.data) return;
    save.mutate(
      { ...settings.data, [category]: on },
      {
        onSuccess: () => toastSuccess(t('notifications.saved')),
        onError: (error) => toastError(common('error'), error.message),
      },
    );
  };

  return (
    <SettingsCard id="notifications" title={t('notifications.title')} text={t('notifications.text')}>
      {settings.isError ? (
        <QueryError
          className="mt-4"
          error={settings.error}
          onRetry={settings.refetch}
          retrying={settings.isFetching}
        />
      ) : !shown ? (
        <div role="status" aria-label={t('notifications.loading')} className="mt-4 space-y-4">
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
        {richText(t('notifications.alerts'), {
          link: (text) => (
            <Link
              to="/facilitator/alerts"
              className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              {text}
            </Link>
          ),
        })}
      </p>
    </SettingsCard>
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
  const t = useT(accountMessages);
  const id = useId();
  const [label, description] = CATEGORY_TEXT[category];
  return (
    <li className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div>
        <Label htmlFor={id}>{t(label)}</Label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {t(description)}
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
