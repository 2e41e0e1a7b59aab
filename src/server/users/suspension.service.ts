import { toPage } from '../../shared/pagination';
import type {
  AdminOrganisation,
  AdminOrganisationsPage,
  AdminOrganisationsParams,
  AdminUser,
  AdminUsersPage,
  AdminUsersParams,
} from '../../shared/reports';
import { withdrawAllPending, type MailDeps } from '../applications/applications.service';
import { recordAdminAction } from '../audit/audit.service';
import { isOperatorAddress, type Config } from '../config';
import type { Tx } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { isUuid } from '../http/params';
import { closeOnSuspension } from '../engagements/party-closures';
import {
  clearSuspension,
  deleteSessions,
  findUser,
  listUsers,
  markSuspended,
  restoreCompanyJobs,
  suspendCompanyJobs,
  type UserRow,
} from './users.repo';
import { em } from '../http/error-messages';
import {
  activeOrganisationsWithOnlyMember,
  clearOrganisationSuspension,
  findAdminOrganisation,
  listOrganisations,
  markOrganisationSuspended,
  soleMemberSuspended,
  type AdminOrganisationRow,
} from './organisations.repo';

export const USER_NOT_FOUND = em('users.notFound');
export const CANNOT_SUSPEND_ADMIN = em('users.cannotSuspendAdmin');
export const CANNOT_SUSPEND_YOURSELF = em('users.cannotSuspendYourself');
export const ORGANISATION_NOT_FOUND = em('users.organisationNotFound');

/** Who acts: the signed-in administrator. */
export interface AdminActor {
  id: string;
  email: string;
}

/** An administrator by the stored role or by ADMIN_EMAILS as configured now (verified or not: never suspendable). */
export const isAdminAccount = (config: Pick<Config, 'ADMIN_EMAILS'>, row: Pick<UserRow, 'role' | 'email'>) =>
  row.role === 'admin' || isOperatorAddress(config, row.email);

export const toAdminUser = (config: Pick<Config, 'ADMIN_EMAILS'>, row: UserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  userType: row.userType,
  isAdmin: isAdminAccount(config, row),
  createdAt: row.createdAt.toISOString(),
  suspendedAt: row.suspendedAt ? row.suspendedAt.toISOString() : null,
  suspensionReason: row.suspensionReason,
});

async function loadUser(tx: Tx, id: string): Promise<UserRow> {
  const row = isUuid(id) ? await findUser(tx, id) : undefined;
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/**
 * Suspends an account, inside the caller's transaction (the Users page, or Suspend owner on the Reports
 * page): every session ends (sessions live in the database, so on every instance at once), the published
 * jobs of each organisation the person is the only member of move to `suspended` (an organisation with
 * other members goes on without them: suspending it is the Organisations page's action), a facilitator's
 * undecided applications are withdrawn (and not restored later), its profile leaves the directories
 * through `isListed`, and the audit log records it. Sign-in is refused while it lasts (auth.ts). The
 * offers of the facilitator, or of those organisations, are withdrawn and their confirmed engagements
 * flagged for the operator (closeOnSuspension).
 */
export async function suspendAccount(
  tx: Tx,
  mail: MailDeps,
  actor: AdminActor,
  userId: string,
  reason: string,
  now: Date,
): Promise<AdminUser> {
  const target = await loadUser(tx, userId);
  if (target.id === actor.id) throw badRequest(CANNOT_SUSPEND_YOURSELF);
  if (isAdminAccount(mail.config, target)) throw forbidden(CANNOT_SUSPEND_ADMIN);
  const suspended = await markSuspended(tx, target.id, reason, now);
  if (!suspended) throw conflict(em('users.alreadySuspended'));
  await deleteSessions(tx, target.id);
  if (target.userType === 'company') {
    for (const organisationId of await activeOrganisationsWithOnlyMember(tx, target.id)) {
      await suspendCompanyJobs(tx, organisationId, now);
      await closeOnSuspension(tx, mail, { organisationId }, reason, now);
    }
  } else {
    await withdrawAllPending(tx, target.id, now);
    if (target.userType === 'facilitator')
      await closeOnSuspension(tx, mail, { facilitatorId: target.id }, reason, now);
  }
  await recordAdminAction(tx, {
    actor,
    action: 'user.suspended',
    target: { type: 'user', id: target.id, label: target.email },
    reason,
    at: now,
  });
  return toAdminUser(mail.config, suspended);
}

/**
 * Lifts a suspension: the account can sign in again and the jobs of the organisations it alone makes up
 * come back (not those of an organisation the operator suspended as a whole); withdrawn applications stay
 * withdrawn.
 */
export async function unsuspendAccount(
  tx: Tx,
  config: Pick<Config, 'ADMIN_EMAILS'>,
  actor: AdminActor,
  userId: string,
  now: Date,
): Promise<AdminUser> {
  const target = await loadUser(tx, userId);
  const restored = await clearSuspension(tx, target.id, now);
  if (!restored) throw conflict(em('users.notSuspended'));
  if (target.userType === 'company') {
    for (const organisationId of await activeOrganisationsWithOnlyMember(tx, target.id))
      await restoreCompanyJobs(tx, organisationId, now);
  }
  await recordAdminAction(tx, {
    actor,
    action: 'user.unsuspended',
    target: { type: 'user', id: target.id, label: target.email },
    at: now,
  });
  return toAdminUser(config, restored);
}

/** The Users page: accounts matching the query, a page of them. */
export async function adminUsersPage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  params: AdminUsersParams,
): Promise<AdminUsersPage> {
  const { rows, total } = await listUsers(deps.db, params);
  return toPage(
    rows.map((row) => toAdminUser(deps.config, row)),
    total,
    params.page,
    params.pageSize,
  );
}

/** Suspends an account from the Users page, in a transaction of its own (`suspendAccount`). */
export function suspendUser(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'mailer'>,
  actor: AdminActor,
  userId: string,
  reason: string,
): Promise<AdminUser> {
  return deps.db.transaction((tx) => suspendAccount(tx, deps, actor, userId, reason, deps.clock.now()));
}

/** Lifts a suspension from the Users page, in a transaction of its own (`unsuspendAccount`). */
export function unsuspendUser(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  actor: AdminActor,
  userId: string,
): Promise<AdminUser> {
  return deps.db.transaction((tx) => unsuspendAccount(tx, deps.config, actor, userId, deps.clock.now()));
}

// ---------------------------------------------------------------- organisations

export const toAdminOrganisation = (row: AdminOrganisationRow): AdminOrganisation => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  suspendedAt: row.suspendedAt ? row.suspendedAt.toISOString() : null,
  suspensionReason: row.suspensionReason,
  members: row.members,
  memberCount: row.memberCount,
});

async function loadOrganisation(tx: Tx, id: string): Promise<AdminOrganisationRow> {
  const row = isUuid(id) ? await findAdminOrganisation(tx, id) : undefined;
  if (!row) throw notFound(ORGANISATION_NOT_FOUND);
  return row;
}

/** The Organisations page: organisations matching the query, a page of them, each with its members. */
export async function adminOrganisationsPage(
  deps: Pick<AppDeps, 'db'>,
  params: AdminOrganisationsParams,
): Promise<AdminOrganisationsPage> {
  const { rows, total } = await listOrganisations(deps.db, params);
  return toPage(rows.map(toAdminOrganisation), total, params.page, params.pageSize);
}

/**
 * Suspends a whole organisation: its published jobs move to `suspended`, and none of its members can act
 * for it while it lasts (the session's acting membership skips a suspended organisation, so every company
 * route answers 403). Its offers are withdrawn and its confirmed engagements flagged for the operator
 * (closeOnSuspension). The members' own accounts stay as they are: suspending a person is the Users page's.
 */
export function suspendOrganisation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>,
  actor: AdminActor,
  organisationId: string,
  reason: string,
): Promise<AdminOrganisation> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const target = await loadOrganisation(tx, organisationId);
    if (!(await markOrganisationSuspended(tx, target.id, reason, now)))
      throw conflict(em('users.organisationAlreadySuspended'));
    await suspendCompanyJobs(tx, target.id, now);
    await closeOnSuspension(tx, deps, { organisationId: target.id }, reason, now);
    await recordAdminAction(tx, {
      actor,
      action: 'organisation.suspended',
      target: { type: 'organisation', id: target.id, label: target.name },
      reason,
      at: now,
    });
    return toAdminOrganisation({ ...target, suspendedAt: now, suspensionReason: reason });
  });
}

/**
 * Lifts an organisation's suspension: its members act for it again and its jobs come back, unless its one
 * member is suspended themselves (their own suspension then holds the jobs back until it is lifted).
 */
export function unsuspendOrganisation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AdminActor,
  organisationId: string,
): Promise<AdminOrganisation> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const target = await loadOrganisation(tx, organisationId);
    if (!(await clearOrganisationSuspension(tx, target.id, now)))
      throw conflict(em('users.organisationNotSuspended'));
    if (!(await soleMemberSuspended(tx, target.id))) await restoreCompanyJobs(tx, target.id, now);
    await recordAdminAction(tx, {
      actor,
      action: 'organisation.unsuspended',
      target: { type: 'organisation', id: target.id, label: target.name },
      at: now,
    });
    return toAdminOrganisation({ ...target, suspendedAt: null, suspensionReason: null });
  });
}
