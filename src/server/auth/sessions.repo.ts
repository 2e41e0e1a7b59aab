import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { oncePerDatabase, type Db } from '../db/client';
import { companies, organisationMembers, session, user } from '../db/schema';

/** Of the given session ids, those that still exist and have not expired (sign-out and password changes delete rows). */
export async function liveSessionIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(inArray(session.id, [...ids]), gt(session.expiresAt, new Date())));
  return new Set(rows.map((row) => row.id));
}

/**
 * A session by its token, with its user and, for a company-side person, the membership they act through: in
 * their chosen organisation if they still belong to it, else in their earliest (a suspended organisation
 * counts as none). Read on every signed-in request (session.ts): one named prepared statement, built once per
 * database handle. Says nothing of the session's validity: the caller checks its signature and expiry.
 */
export async function findSessionWithMembership(db: Db, token: string) {
  const [row] = await sessionWithMembership(db).execute({ token });
  return row;
}

const sessionWithMembership = oncePerDatabase((db: Db) => {
  const acting = db
    .select({
      organisationId: organisationMembers.organisationId,
      organisationName: companies.name,
      role: organisationMembers.role,
      lastActiveAt: organisationMembers.lastActiveAt,
    })
    .from(organisationMembers)
    .innerJoin(companies, eq(companies.id, organisationMembers.organisationId))
    .where(
      and(
        eq(organisationMembers.userId, user.id),
        eq(user.userType, 'company'),
        isNull(companies.suspendedAt),
      ),
    )
    .orderBy(
      sql`${organisationMembers.organisationId} is not distinct from ${user.activeOrganisationId} desc`,
      asc(organisationMembers.createdAt),
    )
    .limit(1)
    .as('acting');
  return db
    .select({
      sessionId: session.id,
      token: session.token,
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      userType: user.userType,
      suspendedAt: user.suspendedAt,
      locale: user.locale,
      organisationId: acting.organisationId,
      organisationName: acting.organisationName,
      role: acting.role,
      lastActiveAt: acting.lastActiveAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoinLateral(acting, sql`true`)
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_with_membership');
});
