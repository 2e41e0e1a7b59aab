import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, organisationMembers } from '../db/schema';

/** A member's last activity is written at most once a minute. */
const ACTIVITY_RESOLUTION_MS = 60_000;

/** Notes a member's activity (the organisation page's "last active"), at most once a minute. */
export async function noteMemberActivity(
  db: DbOrTx,
  membership: { organisationId: string; userId: string; lastActiveAt: Date | null },
  now: Date,
) {
  if (membership.lastActiveAt && now.getTime() - membership.lastActiveAt.getTime() < ACTIVITY_RESOLUTION_MS)
    return;
  await db
    .update(organisationMembers)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(organisationMembers.organisationId, membership.organisationId),
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
