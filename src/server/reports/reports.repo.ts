import { and, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ReportResolution, ReportTargetType } from '../../shared/reports';
import type { DbOrTx, Tx } from '../db/client';
import { ownRowsNewestFirst, pageOffset } from '../db/paging';
import { companies, conversations, facilitators, jobs, messages, reports, user } from '../db/schema';

export type NewReport = typeof reports.$inferInsert;

/** Holds the reporter's reports still until the transaction ends, so that two at once count right. */
export async function lockReporter(tx: Tx, reporterId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reports:${reporterId}`}))`);
}

/** How many reports the user filed since `since`. */
export async function countReportsSince(tx: DbOrTx, reporterId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
  return row!.n;
}

/** Whether the reporter already has an open report on the target. */
export async function hasOpenReport(
  tx: DbOrTx,
  reporterId: string,
  target: { type: ReportTargetType; id: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        isNull(reports.resolvedAt),
      ),
    );
  return !!row;
}

/** Inserts the report unless the reporter already has an open one on the target; false then. */
export async function insertReport(tx: Tx, report: NewReport): Promise<boolean> {
  const rows = await tx.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
  return rows.length > 0;
}

/** A page of the targets with open reports, the most recently reported first, and how many there are. */
export async function listOpenTargets(db: DbOrTx, page: number, pageSize: number) {
  const open = isNull(reports.resolvedAt);
  const latest = sql<Date>`max(${reports.createdAt})`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        count: count(),
        latestAt: latest,
      })
      .from(reports)
      .where(open)
      .groupBy(reports.targetType, reports.targetId)
      .orderBy(desc(latest), desc(reports.targetId))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db
      .select({ n: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId}))::int` })
      .from(reports)
      .where(open),
  ]);
  return { rows, total: totalRow!.n };
}

/**
 * The open reports of the given targets (ids are unique across types: uuids), at most `perTarget` of each,
 * newest first, with the reporter's email.
 */
export function openReportsOf(db: DbOrTx, targetIds: string[], perTarget: number) {
  if (!targetIds.length) return Promise.resolve([]);
  const ranked = db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      category: reports.category,
      note: reports.note,
      reporterEmail: user.email,
      createdAt: reports.createdAt,
      rank: sql<number>`row_number() over (partition by ${reports.targetType}, ${reports.targetId} order by ${reports.createdAt} desc, ${reports.id} desc)`.as(
        'rank',
      ),
    })
    .from(reports)
    .leftJoin(user, eq(user.id, reports.reporterId))
    .where(and(isNull(reports.resolvedAt), inArray(reports.targetId, targetIds)))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perTarget))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}

/** How many open reports there are (the admin overview). */
export async function countOpenReports(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(isNull(reports.resolvedAt));
  return row!.n;
}

/** Settles every open report of the target; how many. */
export async function resolveReports(
  tx: Tx,
  target: { type: ReportTargetType; id: string },
  resolution: ReportResolution,
  resolvedBy: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(reports)
    .set({ resolvedAt: now, resolution, resolvedBy })
    .where(
      and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), isNull(reports.resolvedAt)),
    )
    .returning({ id: reports.id });
  return rows.length;
}

/** What a report's target is now: its name, its owner, whether it is public and hidden. */
export interface TargetInfo {
  label: string;
  ownerId: string | null;
  /** Public now: a published job, a listed profile. */
  isPublic: boolean;
  /** Who may report it although it is not public: the party of a message's thread who did not write it. */
  reportableBy?: string[];
  hidden: boolean;
}

export async function findJobTarget(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      title: jobs.title,
      companyId: jobs.companyId,
      status: jobs.status,
      hiddenAt: jobs.hiddenAt,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row;
}

export async function findProfileTarget(db: DbOrTx, type: 'facilitator' | 'company', id: string) {
  const table = type === 'company' ? companies : facilitators;
  const name =
    type === 'company'
      ? companies.name
      : sql<string>`${facilitators.firstName} || ' ' || ${facilitators.lastName}`;
  const [row] = await db
    .select({ name, completedAt: table.profileCompletedAt, hiddenAt: table.hiddenAt })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

/** A message with the two parties of its conversation (null where an account was deleted). */
export async function findMessageTarget(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      body: messages.body,
      side: messages.side,
      senderId: messages.senderId,
      hiddenAt: messages.hiddenAt,
      companyId: conversations.companyId,
      facilitatorId: conversations.facilitatorId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, id));
  return row;
}

/** The accounts that own reported targets, with what the Reports page shows of them. */
export function ownersOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: user.id, email: user.email, role: user.role, suspendedAt: user.suspendedAt })
    .from(user)
    .where(inArray(user.id, ids));
}

/** An admin hid the job: closed (kept closed by the owner's reopen refusing it) and marked hidden. */
export async function hideJob(tx: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({
      status: 'closed',
      hiddenAt: now,
      closedAt: sql`coalesce(${jobs.closedAt}, ${now})`,
      updatedAt: now,
    })
    .where(and(eq(jobs.id, id), isNull(jobs.hiddenAt)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** An admin hid the profile: it leaves the directories, search and the sitemap (`isListed`). */
export async function hideProfile(
  tx: Tx,
  type: 'facilitator' | 'company',
  id: string,
  now: Date,
): Promise<boolean> {
  const table = type === 'company' ? companies : facilitators;
  const rows = await tx
    .update(table)
    .set({ hiddenAt: now })
    .where(and(eq(table.id, id), isNull(table.hiddenAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** An admin removed the message: both parties see it as removed. The message, or undefined when it already was. */
export async function hideMessage(tx: Tx, id: string, now: Date) {
  const [row] = await tx
    .update(messages)
    .set({ hiddenAt: now })
    .where(and(eq(messages.id, id), isNull(messages.hiddenAt)))
    .returning({ id: messages.id, conversationId: messages.conversationId, body: messages.body });
  return row;
}

/** The user's own reports (the data export). */
export function reportsByReporter(db: DbOrTx, reporterId: string) {
  const rows = db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      category: reports.category,
      note: reports.note,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .$dynamic();
  return ownRowsNewestFirst(rows, reports.reporterId, reporterId, reports.createdAt);
}
