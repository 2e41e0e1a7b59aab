import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, organisationMembers } from '../db/schema';
import type { OrgRole } from '../../shared/organisation-roles';

/** A member's last activity is written at most once a minute. */
const ACTIVITY_RESOLUTION_MS = 60_000;

/**
 * The membership a company-side person acts through: in their chosen organisation if they still belong
 * to it, else in their earliest. A suspended organisation counts as none. Notes the member's activity.
 */
export async function actingMembership(
  db: DbOrTx,
  userId: string,
  chosenId: string | null,
  now: Date,
): Promise<{ id: string; name: string; role: OrgRole } | null> {
  const [row] = await db
    .select({
      id: organisationMembers.organisationId,
      name: companies.name,
      role: organisationMembers.role,
      lastActiveAt: organisationMembers.lastActiveAt,
    })
    .from(organisationMembers)
    .innerJoin(companies, eq(companies.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), isNull(companies.suspendedAt)))
    .orderBy(
      chosenId
        ? sql`${organisationMembers.organisationId} = ${chosenId} desc`
        : asc(organisationMembers.createdAt),
      asc(organisationMembers.createdAt),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastActiveAt || now.getTime() - row.lastActiveAt.getTime() >= ACTIVITY_RESOLUTION_MS) {
    await db
      .update(organisationMembers)
      .set({ lastActiveAt: now })
      .where(
        and(
          eq(organisationMembers.organisationId, row.id),
          eq(organisationMembers.userId, userId),
          or(
            isNull(organisationMembers.lastActiveAt),
            lt(organisationMembers.lastActiveAt, new Date(now.getTime() - ACTIVITY_RESOLUTION_MS)),
          ),
        ),
      );
  }
  return { id: row.id, name: row.name, role: row.role };
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
