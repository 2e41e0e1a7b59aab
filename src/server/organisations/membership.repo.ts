import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { oncePerDatabase, type Db, type DbOrTx } from '../db/client';
import { companies, organisationMembers, session, user } from '../db/schema';
import type { OrgRole } from '../../shared/organisation-roles';

/** A member's last activity is written at most once a minute. */
const ACTIVITY_RESOLUTION_MS = 60_000;

/** The membership a company-side person acts through, and whose it is. */
export interface ActingMembership {
  /** The session's person. */
  userId: string;
  id: string;
  name: string;
  role: OrgRole;
  lastActiveAt: Date | null;
}

/**
 * The membership the person of a session acts through: in their chosen organisation if they still belong
 * to it, else in their earliest. A suspended organisation counts as none, and a person who is not on the
 * company side has none. Keyed by the session's token, so that it is read beside the session itself
 * (session.ts), not after it: the caller trusts it only once the session is known good and theirs.
 */
export async function actingMembership(db: Db, sessionToken: string): Promise<ActingMembership | null> {
  const [row] = await actingMembershipStatement(db).execute({ token: sessionToken });
  return row ?? null;
}

/** Read on every company-side request: built once per database handle, a named prepared statement. */
const actingMembershipStatement = oncePerDatabase((db: Db) =>
  db
    .select({
      userId: organisationMembers.userId,
      id: organisationMembers.organisationId,
      name: companies.name,
      role: organisationMembers.role,
      lastActiveAt: organisationMembers.lastActiveAt,
    })
    .from(session)
    .innerJoin(user, and(eq(user.id, session.userId), eq(user.userType, 'company')))
    .innerJoin(organisationMembers, eq(organisationMembers.userId, session.userId))
    .innerJoin(companies, eq(companies.id, organisationMembers.organisationId))
    .where(and(eq(session.token, sql.placeholder('token')), isNull(companies.suspendedAt)))
    .orderBy(
      sql`${organisationMembers.organisationId} is not distinct from ${user.activeOrganisationId} desc`,
      asc(organisationMembers.createdAt),
    )
    .limit(1)
    .prepare('acting_membership'),
);

/** Notes a member's activity (the organisation page's "last active"), at most once a minute. */
export async function noteMemberActivity(db: DbOrTx, membership: ActingMembership, now: Date) {
  if (membership.lastActiveAt && now.getTime() - membership.lastActiveAt.getTime() < ACTIVITY_RESOLUTION_MS)
    return;
  await db
    .update(organisationMembers)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(organisationMembers.organisationId, membership.id),
        eq(organisationMembers.userId, membership.userId),
        or(
          isNull(organisationMembers.lastActiveAt),
          lt(organisationMembers.lastActiveAt, new Date(now.getTime() - ACTIVITY_RESOLUTION_MS)),
        ),
      ),
    );
}

/** Of these users, the ones who are members of the organisation now (and it is not suspended). */
export async function membersAmong(
  db: DbOrTx,
  organisationId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .innerJoin(companies, eq(companies.id, organisationMembers.organisationId))
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        inArray(organisationMembers.userId, userIds),
        isNull(companies.suspendedAt),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
