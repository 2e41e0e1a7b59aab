import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Users } from 'lucide-react';
import { vm } from '../../../shared/i18n/validation';
import { JoinWithSignUpSchema, type InvitationPreview } from '../../../shared/organisations';
import { formatDate } from '../../../shared/dates';
import { MailLinkPage } from '../../components/mail-link-page';
import { organisationCommonMessages } from '../../components/organisation-common-messages';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { broadcastAuthChange, useAuth } from '../../lib/auth';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { signInHref } from '../../lib/require-auth';
import { toastError, toastSuccess } from '../../lib/toast';
import { useAcceptInvitation, useInvitationPreview, useJoinWithSignUp } from './api';
import { organisationMessages } from './messages';

/** Where a new member starts. */
const COMPANY_HOME = '/company/dashboard';

/**
 * /join/:token, the link of an invitation mail: who invites whom to which organisation, and the way in.
 * An invited address with an account signs in and joins; one without signs up here and is a member at
 * once. Opening the page changes nothing (mail scanners open links).
 */
export function Component() {
  const { token = '' } = useParams();
  const t = useT(organisationMessages);
  return (
    <MailLinkPage title={t('join.title')} icon={Users}>
      <JoinContent token={token} />
    </MailLinkPage>
  );
}

/** 410: used, revoked or expired; 404 or 400: no such invitation. Either way the link leads nowhere now. */
const isDeadLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 410 || error.status === 404 || error.status === 400);

function JoinContent({ token }: { token: string }) {
  const t = useT(organisationMessages);
  const roles = useT(organisationCommonMessages);
  const locale = useLocale();
  const preview = useInvitationPreview(token);
  const { user, isLoading } = useAuth();

  if (preview.isPending) return <LoadingState label={t('join.checking')} />;
  if (preview.isError) {
    if (isDeadLink(preview.error)) return <DeadInvitation message={preview.error.message} />;
    return <QueryError error={preview.error} onRetry={preview.refetch} retrying={preview.isFetching} />;
  }
  const invitation = preview.data;
  const values = {
    organisation: invitation.organisationName,
    role: roles(`role.${invitation.role}`),
    inviter: invitation.invitedByName ?? '',
  };
  const signedInAsInvited = !!user && user.email.toLowerCase() === invitation.email.toLowerCase();

  return (
    <>
      <p className="text-lg text-slate-800">
        {/* A founder's name is often the organisation's own: "Acme invited you to join Acme" says it twice. */}
        {invitation.invitedByName && invitation.invitedByName !== invitation.organisationName
          ? t('join.invitedBy', values)
          : t('join.invited', values)}
      </p>
      <p className="text-sm text-slate-600">
        {t('join.expires', { email: invitation.email, date: formatDate(invitation.expiresAt, { locale }) })}
      </p>
      {isLoading ? (
        <LoadingState />
      ) : user && !signedInAsInvited ? (
        <OtherAccount signedInAs={user.email} invited={invitation.email} />
      ) : signedInAsInvited ? (
        <AcceptInvitation token={token} invitation={invitation} role={values.role} />
      ) : invitation.accountExists ? (
        <SignInToJoin token={token} email={invitation.email} />
      ) : (
        <JoinSignUpForm token={token} invitation={invitation} role={values.role} />
      )}
    </>
  );
}

function DeadInvitation({ message }: { message: string }) {
  const t = useT(organisationMessages);
  return (
    <>
      <Alert tone="error" title={t('join.deadTitle')}>
        {message}
      </Alert>
      <p className="text-sm text-slate-700">{t('join.deadText')}</p>
      <Link to="/" className={buttonClasses('secondary')}>
        {t('join.home')}
      </Link>
    </>
  );
}

/** The invited address has an account: a link to sign in that comes back here (it works before scripts run). */
function SignInToJoin({ token, email }: { token: string; email: string }) {
  const t = useT(organisationMessages);
  return (
    <>
      <p className="text-slate-700">{t('join.signInText', { email })}</p>
      <Link to={signInHref(`/join/${encodeURIComponent(token)}`)} className={buttonClasses('primary')}>
        {t('join.signIn')}
      </Link>
    </>
  );
}

/** Signed in with another address than the invited one: the invitation is not theirs to take. */
function OtherAccount({ signedInAs, invited }: { signedInAs: string; invited: string }) {
  const t = useT(organisationMessages);
  const { signOut } = useAuth();
  const [pending, setPending] = useState(false);
  const onSignOut = async () => {
    setPending(true);
    try {
      await signOut();
    } catch (error) {
      toastError(t('join.signOutFailed'), error instanceof Error ? error.message : undefined);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Alert tone="info" title={t('join.otherAccount', { email: signedInAs })}>
        {t('join.otherAccountText', { invited })}
      </Alert>
      <Button variant="secondary" onClick={() => void onSignOut()} disabled={pending}>
        {t('join.signOut')}
      </Button>
    </>
  );
}

/** The hook of both ways in: the new member's session is read again and they start on the dashboard. */
function useJoined(invitation: InvitationPreview, role: string) {
  const t = useT(organisationMessages);
  const { refresh } = useAuth();
  const navigate = useNavigate();
  return async () => {
    toastSuccess(
      t('join.joined', { organisation: invitation.organisationName }),
      t('join.joinedText', { organisation: invitation.organisationName, role }),
    );
    broadcastAuthChange();
    await refresh();
    navigate(COMPANY_HOME, { replace: true });
  };
}

/** What either way of joining is given: the link's token and the invitation it opened, its role in words. */
interface JoinProps {
  token: string;
  invitation: InvitationPreview;
  role: string;
}

function AcceptInvitation({ token, invitation, role }: JoinProps) {
  const t = useT(organisationMessages);
  const common = useT(commonMessages);
  const accept = useAcceptInvitation();
  const joined = useJoined(invitation, role);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    accept.mutate(token, {
      onSuccess: () => void joined(),
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : common('unexpectedError');
        setRefusal(message);
        toastError(t('join.failed'), message);
      },
    });
  };
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" aria-label={t('join.accept')}>
      {refusal ? (
        <Alert tone="error" title={t('join.failed')}>
          {refusal}
        </Alert>
      ) : null}
      <Button type="submit" disabled={accept.isPending || accept.isSuccess}>
        {accept.isPending ? t('join.accepting') : t('join.accept')}
      </Button>
    </form>
  );
}

/** The sign-up fields with the rules of every sign-up, and the password typed twice. */
const JoinFormSchema = JoinWithSignUpSchema.omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: vm('auth.passwordsDiffer'),
    path: ['confirmPassword'],
  });
type JoinFormValues = z.input<typeof JoinFormSchema>;

/**
 * A new account for the invited address (it cannot be changed here: the mail proved it), which joins the
 * organisation at once and is signed in.
 */
function JoinSignUpForm({ token, invitation, role }: JoinProps) {
  const t = useT(organisationMessages);
  const common = useT(commonMessages);
  const signUp = useJoinWithSignUp();
  const joined = useJoined(invitation, role);
  const form = useForm<JoinFormValues>({
    resolver: zodResolver(JoinFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const headingId = useId();

  const onSubmit = form.handleSubmit(async ({ firstName, lastName, password }) => {
    try {
      await signUp.mutateAsync({ token, firstName, lastName, password });
      await joined();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
        if (field in form.getValues()) form.setError(field as keyof JoinFormValues, { message: messages[0] });
      }
      toastError(t('join.failed'), error instanceof ApiError ? error.message : common('unexpectedError'));
    }
  });

  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-slate-100 pt-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('join.signUpTitle')}
      </h2>
      {/* method="post": a submit the page's script has not taken keeps the password out of the address. */}
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={t('join.signUpTitle')}
      >
        <FormField label={t('join.email')} hint={t('join.emailHint')}>
          <Input type="email" name="email" value={invitation.email} readOnly autoComplete="username" />
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t('join.firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label={t('join.lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label={t('join.password')} hint={t('join.passwordHint')} error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t('join.confirmPassword')} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={signUp.isPending || signUp.isSuccess}>
          {signUp.isPending ? t('join.signUpPending') : t('join.signUpSubmit')}
        </Button>
      </form>
    </section>
  );
}
