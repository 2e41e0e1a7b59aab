// Long on purpose: every change to an organisation's members takes the organisation's lock and writes its
// audit entry the same way; invitations, roles, removal, leaving, transfer and deletion read as one set of rules.
import type { Locale } from '../../shared/i18n/locales';
import {
  ORG_INVITATION_TTL_DAYS,
  ORG_MEMBERS_MAX,
  type AssignableOrgRole,
  type InvitationPreview,
  type JoinWithSignUpInput,
  type MyOrganisations,
  type OrgAuditPage,
  type OrgInvitation,
  type OrganisationPage,
} from '../../shared/organisations';
import { can, type OrgPermission } from '../../shared/organisation-roles';
import { toPage } from '../../shared/pagination';
import { deleteOrganisationIn, removePictureFiles } from '../auth/account.service';
import { hashPassword } from '../auth/auth';
import type { CompanyActor, CurrentUser } from '../auth/session';
import { DAY_MS } from '../clock';
import { isOperatorAddress } from '../config';
import type { Tx } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest, conflict, forbidden, gone, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import { organisationInvitationMail, pageUrl } from '../mail/templates';
import { recordOrgEvent, type OrgAuditEntryInput } from './audit.repo';
import {
  accountByEmail,
  anotherOwner,
  auditPageOf,
  deleteMember,
  forgetActiveOrganisation,
  insertInvitation,
  insertInvitedAccount,
  insertMember,
  invitationById,
  lockOrganisation,
  markInvitationAccepted,
  memberOf,
  membersOf,
  openInvitationsOf,
  organisationsOf,
  reassignMemberWork,
  revokeInvitation,
  revokeOpenInvitationsTo,
  seatsTaken,
  setActiveOrganisation,
  setMemberRole,
} from './organisations.repo';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The web page an invitation link opens (it joins: signing in, or choosing a password). */
const JOIN_PATH = '/join';

/**
 * The signed token outlives the invitation, so that a late click is told the invitation expired (and to
 * ask for a new one) rather than that the link is broken.
 */
const LINK_OUTLIVES_INVITATION_MS = 90 * DAY_MS;

const actorOf = (actor: CompanyActor) => ({ id: actor.user.id, name: actor.user.name });

/** The organisation's row, locked: what every change of its members and invitations starts with. */
async function lockedOrganisation(tx: Tx, organisationId: string) {
  const organisation = await lockOrganisation(tx, organisationId);
  // The guard read the membership in this request; the organisation went in the meantime.
  if (!organisation) throw forbidden(em('organisations.noOrganisation'));
  return organisation;
}

/**
 * The organisation, locked, one of its members by id (404 when they are not a member), and the actor's role,
 * read again under the lock: one read before it (the route's guard) may be stale by now, as when a parallel
 * request of theirs has just handed ownership away (403 when the role no longer allows `permission`).
 */
async function lockedMember(tx: Tx, actor: CompanyActor, userId: string, permission: OrgPermission) {
  const organisationId = actor.organisation.id;
  await lockedOrganisation(tx, organisationId);
  const acting = await memberOf(tx, organisationId, actor.user.id);
  if (!acting || !can(acting.role, permission)) throw forbidden(em('organisations.roleCannot'));
  const member = await memberOf(tx, organisationId, userId);
  if (!member) throw notFound(em('organisations.memberNotFound'));
  return { member, actingRole: acting.role };
}

/** Whether the actor is an owner of their organisation as of now (read under the organisation's lock). */
async function stillOwner(tx: Tx, actor: CompanyActor) {
  return (await memberOf(tx, actor.organisation.id, actor.user.id))?.role === 'owner';
}

/** The audit entry of what the actor did to a member of their organisation. */
function recordMemberEvent(
  tx: Tx,
  actor: CompanyActor,
  member: { userId: string; name: string },
  event: Pick<OrgAuditEntryInput, 'action' | 'detail' | 'at'>,
) {
  return recordOrgEvent(tx, {
    organisationId: actor.organisation.id,
    actor: actorOf(actor),
    subject: member.name,
    subjectId: member.userId,
    ...event,
  });
}

/** A member goes: their jobs, threads, notes and engagements pass to the one who takes over. */
async function removeWithHandover(tx: Tx, organisationId: string, userId: string, takeoverId: string) {
  await reassignMemberWork(tx, organisationId, userId, takeoverId);
  await deleteMember(tx, organisationId, userId);
  await forgetActiveOrganisation(tx, organisationId, userId);
}

/** A current member other than `exceptUserId`, by id (400 otherwise: the form's takeover field). */
async function takeoverMember(tx: Tx, organisationId: string, takeoverId: string, exceptUserId: string) {
  const takeover = takeoverId === exceptUserId ? undefined : await memberOf(tx, organisationId, takeoverId);
  if (!takeover) {
    const message = em('organisations.takeover');
    throw badRequest(message, { takeoverId: [message] });
  }
  return takeover;
}

// ---------------------------------------------------------------- the organisation page

/** GET /api/organisation: the organisation, its members and its open invitations (pending or expired). */
export async function organisationPage(deps: Deps, actor: CompanyActor): Promise<OrganisationPage> {
  const now = deps.clock.now();
  const { organisation } = actor;
  const members = await membersOf(deps.db, organisation.id, ORG_MEMBERS_MAX);
  const invitations = await openInvitationsOf(deps.db, organisation.id, ORG_MEMBERS_MAX - members.length);
  return {
    organisation: { id: organisation.id, name: organisation.name, role: organisation.role },
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
      lastActiveAt: member.lastActiveAt?.toISOString() ?? null,
      isYou: member.userId === actor.user.id,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invitedByName: invitation.invitedByName,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      status: invitation.expiresAt > now ? 'pending' : 'expired',
    })),
  };
}

// ---------------------------------------------------------------- invitations

/**
 * Invites an address with a role: a mail with one link that joins, valid ORG_INVITATION_TTL_DAYS. An
 * address that is a member already, or belongs to a facilitator or staff account, is refused (409); a
 * second invitation to an address replaces the open one.
 */
export async function inviteMember(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'signedLinks'>,
  actor: CompanyActor,
  input: { email: string; role: AssignableOrgRole },
): Promise<OrgInvitation> {
  const now = deps.clock.now();
  const email = input.email.trim().toLowerCase();
  const role: AssignableOrgRole = input.role;
  const organisationId = actor.organisation.id;
  if (isOperatorAddress(deps.config, email)) throw conflict(em('organisations.notCompanyAddress', { email }));
  return deps.db.transaction(async (tx) => {
    const organisation = await lockedOrganisation(tx, organisationId);
    const existing = await accountByEmail(tx, email);
    if (existing && existing.userType !== 'company')
      throw conflict(em('organisations.notCompanyAddress', { email }));
    if (existing && (await memberOf(tx, organisationId, existing.id)))
      throw conflict(em('organisations.alreadyMember', { email }));
    if ((await seatsTaken(tx, organisationId, email, now)) >= ORG_MEMBERS_MAX)
      throw conflict(em('organisations.full', { max: ORG_MEMBERS_MAX }));
    await revokeOpenInvitationsTo(tx, organisationId, email, now);
    const expiresAt = new Date(now.getTime() + ORG_INVITATION_TTL_DAYS * DAY_MS);
    const invitation = await insertInvitation(tx, {
      organisationId,
      email,
      role,
      invitedBy: actor.user.id,
      createdAt: now,
      expiresAt,
    });
    const token = deps.signedLinks.sign({
      purpose: 'organisation.invitation',
      subject: invitation.id,
      expiresAt: new Date(expiresAt.getTime() + LINK_OUTLIVES_INVITATION_MS),
    });
    // In the language of the invitee's account, else in the inviter's.
    const locale = existing?.locale ?? actor.user.locale;
    await deps.mailer.send(
      organisationInvitationMail({
        to: email,
        locale,
        organisationName: organisation.name,
        inviterName: actor.user.name,
        role,
        joinUrl: pageUrl(deps.config.SITE_URL, locale, `${JOIN_PATH}/${token}`),
        expiresAt,
      }),
      { tx },
    );
    await recordOrgEvent(tx, {
      organisationId,
      actor: actorOf(actor),
      action: 'member_invited',
      subject: email,
      subjectId: invitation.id,
      detail: { role },
      at: now,
    });
    return {
      id: invitation.id,
      email,
      role,
      invitedByName: actor.user.name,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      status: 'pending',
    };
  });
}

/** Withdraws an open invitation of the organisation (404 for any other); its link stops working. */
export async function withdrawInvitation(deps: Deps, actor: CompanyActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(em('organisations.invitationNotFound'));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockedOrganisation(tx, actor.organisation.id);
    const revoked = await revokeInvitation(tx, actor.organisation.id, id, now);
    if (!revoked) throw notFound(em('organisations.invitationNotFound'));
    await recordOrgEvent(tx, {
      organisationId: actor.organisation.id,
      actor: actorOf(actor),
      action: 'invitation_revoked',
      subject: revoked.email,
      subjectId: revoked.id,
      at: now,
    });
  });
}

/** The invitation row a token names: 400 for a token that is not ours, 404 when the row is gone. */
function invitationIdOf(deps: Pick<AppDeps, 'clock' | 'signedLinks'>, token: string) {
  const id = deps.signedLinks.verify('organisation.invitation', token, deps.clock.now());
  if (!id || !isUuid(id)) throw badRequest(em('organisations.invitationInvalid'));
  return id;
}

type InvitationRow = NonNullable<Awaited<ReturnType<typeof invitationById>>>;

/** 410 for an invitation that was used, withdrawn or has expired; each says what to do instead. */
function assertOpen(invitation: InvitationRow | undefined, now: Date): InvitationRow {
  if (!invitation) throw notFound(em('organisations.invitationGone'));
  if (invitation.acceptedAt) throw gone(em('organisations.invitationUsed'), 'INVITATION_USED');
  if (invitation.revokedAt) throw gone(em('organisations.invitationRevoked'), 'INVITATION_REVOKED');
  if (invitation.expiresAt <= now) throw gone(em('organisations.invitationExpired'), 'INVITATION_EXPIRED');
  return invitation;
}

/** What an invitation link offers, for the page it opens; public, as the link is the credential. */
export async function previewInvitation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'signedLinks'>,
  token: string,
): Promise<InvitationPreview> {
  const id = invitationIdOf(deps, token);
  const invitation = assertOpen(await invitationById(deps.db, id), deps.clock.now());
  return {
    organisationName: invitation.organisationName,
    role: invitation.role,
    email: invitation.email,
    invitedByName: invitation.invitedByName,
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: Boolean(await accountByEmail(deps.db, invitation.email)),
  };
}

/**
 * The invitation, open (410 otherwise), with its organisation locked first: every change of an
 * organisation's members and invitations takes the organisation's lock before anything else.
 */
async function lockedOpenInvitation(tx: Tx, id: string, now: Date) {
  const seen = await invitationById(tx, id);
  if (seen) await lockOrganisation(tx, seen.organisationId);
  return assertOpen(seen && (await invitationById(tx, id)), now);
}

/** Uses the invitation for `userId`: they become a member with its role and act for the organisation. */
async function join(tx: Tx, invitation: InvitationRow, joiner: { id: string; name: string }, now: Date) {
  if (!(await markInvitationAccepted(tx, invitation.id, joiner.id, now)))
    throw gone(em('organisations.invitationUsed'), 'INVITATION_USED');
  await insertMember(tx, invitation.organisationId, joiner.id, invitation.role, now);
  await setActiveOrganisation(tx, joiner.id, invitation.organisationId);
  await recordOrgEvent(tx, {
    organisationId: invitation.organisationId,
    actor: joiner,
    action: 'member_joined',
    subject: joiner.name,
    subjectId: joiner.id,
    detail: { role: invitation.role },
    at: now,
  });
  return { organisationId: invitation.organisationId, organisationName: invitation.organisationName };
}

/**
 * A signed-in company-side person with the invited address accepts: they join with the invited role and
 * act for the organisation from now on (403 for another account; 410 once used, withdrawn or expired).
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'signedLinks'>,
  current: Pick<CurrentUser, 'id' | 'name' | 'email' | 'userType'>,
  token: string,
) {
  const id = invitationIdOf(deps, token);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const invitation = await lockedOpenInvitation(tx, id, now);
    if (current.userType !== 'company') throw forbidden(em('organisations.notCompanyAccount'));
    if (current.email.toLowerCase() !== invitation.email)
      throw forbidden(em('organisations.wrongAccount', { email: invitation.email }));
    if (await memberOf(tx, invitation.organisationId, current.id))
      throw conflict(em('organisations.alreadyJoined'));
    return join(tx, invitation, { id: current.id, name: current.name }, now);
  });
}

/**
 * Someone without an account follows the link: a confirmed company-side account for the invited address
 * (the link proves it) joins the organisation at once, with no organisation of its own. The caller signs
 * them in. An address that has an account already is refused (409): sign in and accept instead.
 */
export async function joinWithSignUp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'signedLinks'>,
  input: JoinWithSignUpInput,
  locale: Locale,
) {
  const id = invitationIdOf(deps, input.token);
  const now = deps.clock.now();
  // Hashing takes a while: not for a link that cannot be used any more.
  assertOpen(await invitationById(deps.db, id), now);
  const passwordHash = await hashPassword(deps.config, input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const invitation = await lockedOpenInvitation(tx, id, now);
      if (isOperatorAddress(deps.config, invitation.email))
        throw forbidden(em('organisations.notCompanyAccount'));
      if (await accountByEmail(tx, invitation.email)) throw conflict(em('organisations.accountExists'));
      const created = await insertInvitedAccount(tx, {
        email: invitation.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        locale,
        activeOrganisationId: invitation.organisationId,
      });
      const joined = await join(tx, invitation, created, now);
      return { ...joined, email: invitation.email };
    });
  } catch (error) {
    // An account for the address was made at this very moment (Drizzle wraps the driver's error).
    const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
    if ((cause as { code?: string }).code === '23505') throw conflict(em('organisations.accountExists'));
    throw error;
  }
}

// ---------------------------------------------------------------- members

/** Gives a member another role; never an owner's (ownership moves by transfer) nor the caller's own. */
export async function changeRole(
  deps: Deps,
  actor: CompanyActor,
  userId: string,
  role: AssignableOrgRole,
): Promise<void> {
  const organisationId = actor.organisation.id;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { member } = await lockedMember(tx, actor, userId, 'members');
    if (member.userId === actor.user.id) throw conflict(em('organisations.ownRole'));
    if (member.role === 'owner') throw conflict(em('organisations.ownerRole'));
    if (member.role === role) return;
    await setMemberRole(tx, organisationId, userId, role);
    await recordMemberEvent(tx, actor, member, {
      action: 'role_changed',
      detail: { from: member.role, to: role },
      at: now,
    });
  });
}

/**
 * Removes a member: their jobs, threads, notes and engagements pass to `takeoverId`, and they lose access with their
 * next request (membership is read on every one). Only an owner removes an owner; nobody removes
 * themselves (they leave).
 */
export async function removeMember(
  deps: Deps,
  actor: CompanyActor,
  userId: string,
  takeoverId: string,
): Promise<void> {
  const organisationId = actor.organisation.id;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { member, actingRole } = await lockedMember(tx, actor, userId, 'members');
    if (member.userId === actor.user.id) throw conflict(em('organisations.removeSelf'));
    if (member.role === 'owner' && actingRole !== 'owner') throw forbidden(em('organisations.removeOwner'));
    const takeover = await takeoverMember(tx, organisationId, takeoverId, member.userId);
    await removeWithHandover(tx, organisationId, member.userId, takeover.userId);
    await recordMemberEvent(tx, actor, member, {
      action: 'member_removed',
      detail: { takeover: takeover.name },
      at: now,
    });
  });
}

/**
 * The caller leaves the organisation; their work passes to `takeoverId`, else to an owner. The last owner
 * cannot leave (409): they transfer ownership first, or delete the organisation.
 */
export async function leaveOrganisation(
  deps: Deps,
  actor: CompanyActor,
  takeoverId: string | undefined,
): Promise<void> {
  const organisationId = actor.organisation.id;
  const me = actor.user.id;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockedOrganisation(tx, organisationId);
    const member = await memberOf(tx, organisationId, me);
    if (!member) throw forbidden(em('organisations.noOrganisation'));
    const owner = await anotherOwner(tx, organisationId, me);
    if (!owner) throw conflict(em('organisations.lastOwner'));
    const takeover = takeoverId ? await takeoverMember(tx, organisationId, takeoverId, me) : owner;
    await removeWithHandover(tx, organisationId, me, takeover.userId);
    await recordMemberEvent(tx, actor, member, {
      action: 'member_left',
      detail: { takeover: takeover.name },
      at: now,
    });
  });
}

/** Makes another member owner; the caller stays on as an admin. */
export async function transferOwnership(deps: Deps, actor: CompanyActor, userId: string): Promise<void> {
  const organisationId = actor.organisation.id;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { member } = await lockedMember(tx, actor, userId, 'ownership');
    if (member.userId === actor.user.id) throw conflict(em('organisations.transferSelf'));
    await setMemberRole(tx, organisationId, member.userId, 'owner');
    await setMemberRole(tx, organisationId, actor.user.id, 'admin');
    await recordMemberEvent(tx, actor, member, {
      action: 'ownership_transferred',
      detail: { from: member.role, to: 'owner' },
      at: now,
    });
  });
}

/**
 * Deletes the organisation once its name is typed again (400 otherwise), as deleting a company account
 * always did: hires released, offers withdrawn and engagements still ahead cancelled (deleteOrganisationIn),
 * jobs closed and anonymised, the organisation's data gone; the members keep their accounts. Its picture
 * goes after the commit.
 */
export async function deleteOrganisation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>,
  actor: CompanyActor,
  confirmName: string,
): Promise<void> {
  const organisationId = actor.organisation.id;
  const now = deps.clock.now();
  const picture = await deps.db.transaction(async (tx) => {
    const organisation = await lockedOrganisation(tx, organisationId);
    if (!(await stillOwner(tx, actor))) throw forbidden(em('organisations.roleCannot'));
    if (confirmName.trim() !== organisation.name.trim()) {
      const message = em('organisations.confirmNameMismatch');
      throw badRequest(message, { confirmName: [message] });
    }
    const path = await deleteOrganisationIn(tx, deps, organisationId, now);
    await forgetActiveOrganisation(tx, organisationId);
    return path;
  });
  if (picture) await removePictureFiles(deps.config.UPLOADS_DIR, [picture]);
}

// ---------------------------------------------------------------- audit log

/** A page of the organisation's audit log, newest first; never another organisation's entries. */
export async function auditLogPage(
  deps: Pick<AppDeps, 'db'>,
  actor: CompanyActor,
  page: number,
  pageSize: number,
): Promise<OrgAuditPage> {
  const { items, total } = await auditPageOf(deps.db, actor.organisation.id, page, pageSize);
  return toPage(
    items.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    total,
    page,
    pageSize,
  );
}

// ---------------------------------------------------------------- the switcher

/** The organisations the person belongs to, and the one they act for now. */
export async function myOrganisations(
  deps: Pick<AppDeps, 'db'>,
  user: Pick<CurrentUser, 'id' | 'organisation'>,
): Promise<MyOrganisations> {
  return { activeId: user.organisation?.id ?? null, organisations: await organisationsOf(deps.db, user.id) };
}

/** The person acts for another of their organisations from their next request on (404 for any other). */
export async function switchOrganisation(
  deps: Pick<AppDeps, 'db'>,
  user: Pick<CurrentUser, 'id'>,
  organisationId: string,
): Promise<MyOrganisations> {
  const organisations = await organisationsOf(deps.db, user.id);
  if (!organisations.some((organisation) => organisation.id === organisationId))
    throw notFound(em('organisations.notYours'));
  await setActiveOrganisation(deps.db, user.id, organisationId);
  return { activeId: organisationId, organisations };
}
