import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus } from 'lucide-react';
import {
  ASSIGNABLE_ORG_ROLES,
  InviteMemberSchema,
  ORG_INVITATION_TTL_DAYS,
  type InviteMemberInput,
  type OrgInvitation,
} from '../../../shared/organisations';
import { formatDate } from '../../../shared/dates';
import { DialogActions } from '../../components/form-dialog';
import { organisationCommonMessages } from '../../components/organisation-common-messages';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useInviteMember, useRevokeInvitation } from './api';
import { organisationMessages } from './messages';
import { OrgCard } from './org-card';

/** Invite member: an address and the role it joins with; the server mails the link. */
export function InviteCard() {
  const t = useT(organisationMessages);
  const common = useT(commonMessages);
  const roles = useT(organisationCommonMessages);
  const invite = useInviteMember();
  const toastFailure = useErrorToast();
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(InviteMemberSchema),
    defaultValues: { email: '', role: 'recruiter' },
  });
  const { errors } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toastSuccess(
        t('invite.done'),
        t('invite.doneText', { email: values.email, role: roles(`role.${values.role}`) }),
      );
      form.reset({ email: '', role: values.role });
    } catch (error) {
      // A refused address (already a member, already invited) next to its field; anything else in a toast.
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      const email = fieldErrors?.email?.[0];
      const roleError = fieldErrors?.role?.[0];
      if (email) form.setError('email', { type: 'server', message: email });
      if (roleError) form.setError('role', { type: 'server', message: roleError });
      if (!email && !roleError) toastFailure(error);
    }
  });

  return (
    <OrgCard title={t('invite.title')} text={t('invite.text', { days: ORG_INVITATION_TTL_DAYS })}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('invite.title')}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_14rem] sm:items-start"
      >
        <FormField label={t('invite.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label={t('invite.role')} hint={roles(`hint.${role}`)} error={errors.role?.message}>
          <OptionSelect
            options={ASSIGNABLE_ORG_ROLES}
            labels={(value) => roles(`role.${value}`)}
            {...form.register('role')}
          />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={invite.isPending}>
            <MailPlus aria-hidden className="h-4 w-4" />
            {invite.isPending ? common('sending') : t('invite.submit')}
          </Button>
        </div>
      </form>
    </OrgCard>
  );
}

/** The invitations not yet accepted: pending ones, and expired ones until someone revokes them. */
export function InvitationsSection({ invitations }: { invitations: OrgInvitation[] }) {
  const t = useT(organisationMessages);
  const [revoking, setRevoking] = useState<OrgInvitation | null>(null);
  return (
    <OrgCard title={t('invitations.title')}>
      {invitations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('invitations.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              onRevoke={() => setRevoking(invitation)}
            />
          ))}
        </ul>
      )}
      <RevokeDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </OrgCard>
  );
}

function InvitationRow({ invitation, onRevoke }: { invitation: OrgInvitation; onRevoke: () => void }) {
  const t = useT(organisationMessages);
  const roles = useT(organisationCommonMessages);
  const locale = useLocale();
  const expires = formatDate(invitation.expiresAt, { locale });
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-slate-900">{invitation.email}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <Badge>{roles(`role.${invitation.role}`)}</Badge>
          {invitation.status === 'expired' ? (
            <Badge color="red">{t('invitations.expired', { date: expires })}</Badge>
          ) : (
            <span>{t('invitations.expires', { date: expires })}</span>
          )}
          {invitation.invitedByName ? (
            <span className="text-slate-600">
              {t('invitations.invitedBy', { name: invitation.invitedByName })}
            </span>
          ) : null}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-auto"
        onClick={onRevoke}
        aria-label={t('invitations.revokeLabel', { email: invitation.email })}
      >
        {t('invitations.revoke')}
      </Button>
    </li>
  );
}

/** Revokes an invitation after confirmation (open while `invitation` is set). */
function RevokeDialog({ invitation, onClose }: { invitation: OrgInvitation | null; onClose: () => void }) {
  const t = useT(organisationMessages);
  const revoke = useRevokeInvitation();
  const toastFailure = useErrorToast();
  // Keep showing the last invitation while the dialog closes.
  const [shown, setShown] = useState(invitation);
  if (invitation && invitation !== shown) setShown(invitation);

  const confirm = () => {
    if (!invitation) return;
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        toastSuccess(t('invitations.revoked'), t('invitations.revokedText', { email: invitation.email }));
        onClose();
      },
      onError: toastFailure,
    });
  };

  return (
    <Dialog open={invitation !== null} onOpenChange={(open) => !open && !revoke.isPending && onClose()}>
      {shown ? (
        <DialogContent
          title={t('invitations.revokeTitle', { email: shown.email })}
          description={t('invitations.revokeDescription')}
        >
          <DialogActions close={t('invitations.keep')} pending={revoke.isPending}>
            <Button variant="destructive" onClick={confirm} disabled={revoke.isPending}>
              {revoke.isPending ? t('invitations.revoking') : t('invitations.revokeSubmit')}
            </Button>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
