import { useId, useState } from 'react';
import { ArrowRightLeft, UserMinus } from 'lucide-react';
import {
  ASSIGNABLE_ORG_ROLES,
  can,
  type AssignableOrgRole,
  type OrgMember,
  type OrganisationPage,
} from '../../../shared/organisations';
import { formatDate } from '../../../shared/dates';
import { DialogButton } from '../../components/dialog-button';
import { DialogActions, DialogForm } from '../../components/form-dialog';
import { organisationCommonMessages } from '../../components/organisation-common-messages';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { OptionSelect } from '../../components/ui/input';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { useLocale, useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useChangeRole, useRemoveMember, useTransferOwnership } from './api';
import { organisationMessages } from './messages';
import { OrgCard } from './org-card';

/** The members, each with what the caller's role lets them change about that member. */
export function MembersSection({ data }: { data: OrganisationPage }) {
  const t = useT(organisationMessages);
  return (
    <OrgCard
      title={t('members.title')}
      aside={<p className="text-sm text-slate-600">{t('members.count', { count: data.members.length })}</p>}
    >
      <ul className="mt-2 divide-y divide-slate-100">
        {data.members.map((member) => (
          <MemberRow key={member.userId} member={member} data={data} />
        ))}
      </ul>
    </OrgCard>
  );
}

function MemberRow({ member, data }: { member: OrgMember; data: OrganisationPage }) {
  const t = useT(organisationMessages);
  const roles = useT(organisationCommonMessages);
  const locale = useLocale();
  const callerRole = data.organisation.role;
  // An owner's role moves only by a transfer, and nobody manages themselves here (they leave instead).
  const manageable = !member.isYou && member.role !== 'owner';
  const manages = manageable && can(callerRole, 'members');
  const transfers = manageable && can(callerRole, 'ownership');
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {member.name}
          {member.isYou ? <span className="ml-1 font-normal text-slate-600">{t('members.you')}</span> : null}
        </p>
        <p className="text-sm wrap-anywhere text-slate-700">{member.email}</p>
        <p className="mt-1 text-xs text-slate-600">
          {t('members.joined', { date: formatDate(member.joinedAt, { locale }) })}
          {' · '}
          {member.lastActiveAt
            ? t('members.lastActive', { date: formatDate(member.lastActiveAt, { locale }) })
            : t('members.neverActive')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {manages ? (
          <RoleSelect member={member} />
        ) : (
          <Badge color={member.role === 'owner' ? 'indigo' : 'gray'}>{roles(`role.${member.role}`)}</Badge>
        )}
        {manages ? <RemoveMemberButton member={member} members={data.members} /> : null}
        {transfers ? <TransferButton member={member} organisation={data.organisation.name} /> : null}
      </div>
    </li>
  );
}

/** The member's role, changed as soon as another is chosen; the choice shows (and waits) while it saves. */
function RoleSelect({ member }: { member: OrgMember }) {
  const t = useT(organisationMessages);
  const roles = useT(organisationCommonMessages);
  const id = useId();
  const change = useChangeRole();
  const toastFailure = useErrorToast();
  const shown = change.isPending ? change.variables.role : member.role;
  const onChange = (role: AssignableOrgRole) =>
    change.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toastSuccess(
            t('members.roleChanged'),
            t('members.roleChangedText', { name: member.name, role: roles(`role.${role}`) }),
          ),
        onError: toastFailure,
      },
    );
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('members.roleOf', { name: member.name })}
      </label>
      <div className="w-full sm:w-44">
        <OptionSelect
          id={id}
          value={shown}
          disabled={change.isPending}
          options={ASSIGNABLE_ORG_ROLES}
          labels={(role) => roles(`role.${role}`)}
          onChange={(event) => onChange(event.target.value as AssignableOrgRole)}
        />
      </div>
    </>
  );
}

/** Removing a member: someone has to take over their jobs, threads and notes (the caller by default). */
function RemoveMemberButton({ member, members }: { member: OrgMember; members: OrgMember[] }) {
  const t = useT(organisationMessages);
  return (
    <DialogButton
      icon={UserMinus}
      text={t('remove.button')}
      label={t('remove.label', { name: member.name })}
      variant="secondary"
      size="sm"
      title={t('remove.title', { name: member.name })}
      description={t('remove.description', { name: member.name })}
    >
      {(close) => <RemoveMemberForm member={member} members={members} onDone={close} />}
    </DialogButton>
  );
}

function RemoveMemberForm({
  member,
  members,
  onDone,
}: {
  member: OrgMember;
  members: OrgMember[];
  onDone: () => void;
}) {
  const t = useT(organisationMessages);
  const remove = useRemoveMember();
  const toastFailure = useErrorToast();
  const candidates = members.filter((other) => other.userId !== member.userId);
  const [takeoverId, setTakeoverId] = useState(
    (candidates.find((other) => other.isYou) ?? candidates[0])?.userId ?? '',
  );
  const nameOf = (userId: string) => candidates.find((other) => other.userId === userId)?.name ?? '';
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { userId: member.userId, takeoverId },
      {
        onSuccess: () => {
          toastSuccess(
            t('remove.done'),
            t('remove.doneText', { name: member.name, takeover: nameOf(takeoverId) }),
          );
          onDone();
        },
        onError: toastFailure,
      },
    );
  };
  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={remove.isPending}
      submitLabel={t('remove.submit')}
      pendingLabel={t('remove.pending')}
      destructive
      submitDisabled={!takeoverId}
    >
      <FormField label={t('remove.takeover', { name: member.name })}>
        <OptionSelect
          name="takeoverId"
          value={takeoverId}
          onChange={(event) => setTakeoverId(event.target.value)}
          options={candidates.map((other) => other.userId)}
          labels={(userId) => nameOf(userId)}
        />
      </FormField>
    </DialogForm>
  );
}

/** Making another member the owner; the caller stays on as an admin. */
function TransferButton({ member, organisation }: { member: OrgMember; organisation: string }) {
  const t = useT(organisationMessages);
  const [open, setOpen] = useState(false);
  const transfer = useTransferOwnership();
  const toastFailure = useErrorToast();
  const confirm = () =>
    transfer.mutate(member.userId, {
      onSuccess: () => {
        toastSuccess(t('transfer.done'), t('transfer.doneText', { name: member.name }));
        setOpen(false);
      },
      onError: toastFailure,
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !transfer.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('transfer.label', { name: member.name })}>
          <ArrowRightLeft aria-hidden className="h-4 w-4" /> {t('transfer.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('transfer.title', { name: member.name })}
        description={t('transfer.description', { name: member.name, organisation })}
      >
        <DialogActions pending={transfer.isPending}>
          <Button onClick={confirm} disabled={transfer.isPending}>
            {transfer.isPending ? t('transfer.pending') : t('transfer.submit')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
