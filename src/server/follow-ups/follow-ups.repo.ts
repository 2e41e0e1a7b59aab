import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { ORG_ROLES, can } from '../../shared/organisation-roles';
import type { FollowUpAnswer } from '../../shared/review-options';
import type { DbOrTx, Tx } from '../db/client';
import { isCurrentVersion } from '../engagements/engagements.repo';
import {
  companies,
  engagements,
  engagementVersions,
  facilitators,
  notificationSettings,
  organisationMembers,
  outcomeFollowUps,
  user,
} from '../db/schema';

/** The roles whose members answer a follow-up (the `hire` permission), hence hear of it. */
const HIRE_ROLES = ORG_ROLES.filter((role) => can(role, 'hire'));

/**
 * Completed engagements asked about by `askedBefore` (completion plus FOLLOW_UP_AFTER_DAYS) that have agreed
 * outcomes and no follow-up yet, oldest first, locked `SKIP LOCKED` so that instances sweeping at once never
 * ask twice (engagements_completed_idx).
 */
export async function lockFollowUpsDue(tx: Tx, completedBy: Date, limit: number) {
  return tx
    .select({
      id: engagements.id,
      organisationId: engagements.organisationId,
      facilitatorId: engagements.facilitatorId,
      completedAt: engagements.completedAt,
    })
    .from(engagements)
    .innerJoin(engagementVersions, isCurrentVersion)
    .where(
      and(
        eq(engagements.status, 'completed'),
        sql`${engagements.completedAt} <= ${completedBy}`,
        sql`jsonb_array_length(coalesce(${engagementVersions.terms} -> 'outcomes', '[]'::jsonb)) > 0`,
        sql`not exists (select 1 from ${outcomeFollowUps} where ${outcomeFollowUps.engagementId} = ${engagements.id})`,
      ),
    )
    .orderBy(asc(engagements.completedAt), asc(engagements.id))
    .limit(limit)
    .for('update', { of: engagements, skipLocked: true });
}

/** Opens the follow-up of an engagement; false when it was opened already. */
export async function insertFollowUp(
  tx: DbOrTx,
  row: { engagementId: string; facilitatorId: string | null; organisationId: string | null; askedAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(outcomeFollowUps)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: outcomeFollowUps.engagementId });
  return inserted.length > 0;
}

/** An engagement with what its follow-up needs: the parties, the agreed outcomes, the follow-up if asked. */
export async function findFollowUpView(db: DbOrTx, engagementId: string) {
  const [row] = await db
    .select({
      id: engagements.id,
      status: engagements.status,
      organisationId: engagements.organisationId,
      facilitatorId: engagements.facilitatorId,
      completedAt: engagements.completedAt,
      terms: engagementVersions.terms,
      facilitatorFirstName: facilitators.firstName,
      facilitatorLastName: facilitators.lastName,
      companyName: companies.name,
      askedAt: outcomeFollowUps.askedAt,
      answers: outcomeFollowUps.answers,
      answeredAt: outcomeFollowUps.answeredAt,
    })
    .from(engagements)
    .innerJoin(engagementVersions, isCurrentVersion)
    .leftJoin(facilitators, eq(facilitators.id, engagements.facilitatorId))
    .leftJoin(companies, eq(companies.id, engagements.organisationId))
    .leftJoin(outcomeFollowUps, eq(outcomeFollowUps.engagementId, engagements.id))
    .where(eq(engagements.id, engagementId));
  return row;
}
export type FollowUpView = NonNullable<Awaited<ReturnType<typeof findFollowUpView>>>;

/** Stores the answers once: false when they were given already (or it was never asked). */
export async function storeAnswers(
  tx: Tx,
  engagementId: string,
  answers: FollowUpAnswer[],
  answeredBy: string,
  now: Date,
): Promise<{ facilitatorId: string | null } | undefined> {
  const [row] = await tx
    .update(outcomeFollowUps)
    .set({ answers, answeredAt: now, answeredBy })
    .where(and(eq(outcomeFollowUps.engagementId, engagementId), isNull(outcomeFollowUps.answers)))
    .returning({ facilitatorId: outcomeFollowUps.facilitatorId });
  return row;
}

/**
 * The organisation's members who answer follow-ups (the `hire` permission) and want engagement mail: not
 * suspended, in the order they joined.
 */
export function hireMailRecipients(db: DbOrTx, organisationId: string) {
  return db
    .select({ email: user.email, locale: user.locale })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, user.id))
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        inArray(organisationMembers.role, HIRE_ROLES),
        isNull(user.suspendedAt),
        sql`coalesce(${notificationSettings.emailEngagements}, true)`,
      ),
    )
    .orderBy(asc(organisationMembers.createdAt), asc(user.id));
}

/** Follow-ups with each agreed outcome beside its answer, for the data export, oldest first. */
function exportedFollowUps(db: DbOrTx, where: SQL) {
  return db
    .select({
      engagementId: outcomeFollowUps.engagementId,
      outcomes: sql<string[]>`${engagementVersions.terms} -> 'outcomes'`,
      askedAt: outcomeFollowUps.askedAt,
      answers: outcomeFollowUps.answers,
      answeredAt: outcomeFollowUps.answeredAt,
    })
    .from(outcomeFollowUps)
    .innerJoin(engagements, eq(engagements.id, outcomeFollowUps.engagementId))
    .innerJoin(engagementVersions, isCurrentVersion)
    .where(where)
    .orderBy(asc(outcomeFollowUps.askedAt));
}

/** The follow-ups a member answered (their data export). */
export const exportFollowUpsAnsweredBy = (db: DbOrTx, userId: string) =>
  exportedFollowUps(db, eq(outcomeFollowUps.answeredBy, userId));

/** The answered follow-ups about a facilitator (their data export): they may read the single answers. */
export const exportFollowUpsAbout = (db: DbOrTx, facilitatorId: string) =>
  exportedFollowUps(
    db,
    and(eq(outcomeFollowUps.facilitatorId, facilitatorId), isNotNull(outcomeFollowUps.answers))!,
  );
