/**
 * Declines (docs/decisions/043): an organisation's own templates, its setting, and the private decline of an
 * application with the message it sends.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, ne, sql, type Placeholder } from 'drizzle-orm';
import type { ApplicationStatus } from '../../shared/application-options';
import type { DeclineReason } from '../../shared/declines';
import type { DbOrTx, Tx } from '../db/client';
import {
  applicationDeclines,
  applications,
  companies,
  declineTemplates,
  facilitators,
  jobs,
  user,
} from '../db/schema';

// ---------------------------------------------------------------- templates

export type DeclineTemplateRow = typeof declineTemplates.$inferSelect;

export const listOwnTemplates = (db: DbOrTx, organisationId: string) =>
  db
    .select()
    .from(declineTemplates)
    .where(eq(declineTemplates.organisationId, organisationId))
    .orderBy(asc(declineTemplates.createdAt), asc(declineTemplates.id));

export async function countOwnTemplates(tx: DbOrTx, organisationId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(declineTemplates)
    .where(eq(declineTemplates.organisationId, organisationId));
  return row?.n ?? 0;
}

/** One of the organisation's templates; undefined for another organisation's. */
export async function findOwnTemplate(db: DbOrTx, organisationId: string, id: string) {
  const [row] = await db
    .select()
    .from(declineTemplates)
    .where(and(eq(declineTemplates.id, id), eq(declineTemplates.organisationId, organisationId)));
  return row;
}

/** The organisation's text replacing the default of `reason`, if it edited it. */
export async function findDefaultOverride(db: DbOrTx, organisationId: string, reason: DeclineReason) {
  const [row] = await db
    .select()
    .from(declineTemplates)
    .where(
      and(eq(declineTemplates.organisationId, organisationId), eq(declineTemplates.replacesDefault, reason)),
    );
  return row;
}

/** Inserts a template; undefined when the organisation already edited that default (the unique index). */
export async function insertTemplate(
  tx: Tx,
  values: Omit<typeof declineTemplates.$inferInsert, 'id' | 'updatedAt'> & { createdAt: Date },
) {
  const [row] = await tx
    .insert(declineTemplates)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateTemplate(
  tx: Tx,
  organisationId: string,
  id: string,
  values: { name: string; subject: string; body: string },
  now: Date,
) {
  const [row] = await tx
    .update(declineTemplates)
    .set({ ...values, updatedAt: now })
    .where(and(eq(declineTemplates.id, id), eq(declineTemplates.organisationId, organisationId)))
    .returning();
  return row;
}

export async function deleteTemplate(tx: Tx, organisationId: string, id: string) {
  const rows = await tx
    .delete(declineTemplates)
    .where(and(eq(declineTemplates.id, id), eq(declineTemplates.organisationId, organisationId)))
    .returning({ id: declineTemplates.id });
  return rows.length > 0;
}

export async function findOrganisationDeclineFacts(db: DbOrTx, organisationId: string) {
  const [row] = await db
    .select({ name: companies.name, tellRemainingApplicants: companies.tellRemainingApplicants })
    .from(companies)
    .where(eq(companies.id, organisationId));
  return row;
}

export const setTellRemainingApplicants = (tx: Tx, organisationId: string, value: boolean) =>
  tx.update(companies).set({ tellRemainingApplicants: value }).where(eq(companies.id, organisationId));

// ---------------------------------------------------------------- declines

/** Applications of the organisation's jobs by id, with what a decline needs; others' never match. */
export async function findDeclinable(tx: Tx, organisationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: applications.id,
      status: applications.status,
      jobId: jobs.id,
      jobTitle: jobs.title,
      facilitatorId: applications.facilitatorId,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
      email: user.email,
      locale: user.locale,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(facilitators, eq(facilitators.id, applications.facilitatorId))
    .leftJoin(user, eq(user.id, applications.facilitatorId))
    .where(and(inArray(applications.id, ids), eq(jobs.companyId, organisationId)))
    .orderBy(asc(applications.id))
    .for('update', { of: applications });
}

export type Declinable = Awaited<ReturnType<typeof findDeclinable>>[number];

/** The applicants of a job still waiting for a decision (not hired, declined or withdrawn). */
export async function remainingApplicantIds(tx: Tx, jobId: string) {
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        inArray(applications.status, ['submitted', 'in_review', 'shortlisted']),
      ),
    );
  return rows.map((row) => row.id);
}

/** Moves the applications to "rejected" (recording the member) and writes each one's decline. */
export async function writeDeclines(
  tx: Tx,
  rows: (typeof applicationDeclines.$inferInsert & { createdAt: Date })[],
  memberId: string | null,
  now: Date,
) {
  if (rows.length === 0) return;
  await tx
    .update(applications)
    .set({ status: 'rejected', updatedAt: now, statusChangedAt: now, statusChangedBy: memberId })
    .where(
      inArray(
        applications.id,
        rows.map((row) => row.applicationId),
      ),
    );
  await tx
    .insert(applicationDeclines)
    .values(rows)
    .onConflictDoUpdate({
      target: applicationDeclines.applicationId,
      set: {
        organisationId: sql`excluded.organisation_id`,
        reason: sql`excluded.reason`,
        previousStatus: sql`excluded.previous_status`,
        declinedBy: sql`excluded.declined_by`,
        subject: sql`excluded.subject`,
        body: sql`excluded.body`,
        sendAt: sql`excluded.send_at`,
        sentAt: sql`excluded.sent_at`,
        cancelledAt: sql`excluded.cancelled_at`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

/** The decline goes: the application left "rejected", so a waiting message is never sent. */
export const deleteDecline = (tx: Tx, applicationId: string) =>
  tx.delete(applicationDeclines).where(eq(applicationDeclines.applicationId, applicationId));

const pending = and(
  isNull(applicationDeclines.sentAt),
  isNull(applicationDeclines.cancelledAt),
  isNotNull(applicationDeclines.sendAt),
);

/**
 * The facilitator withdraws while a decline's message still waits (they still see the status before it):
 * the decline and its message go, and the application is withdrawn from the status the facilitator saw.
 * Undefined when no message waits, or the sweep sent it meanwhile (its lock is waited for, then re-checked).
 */
export async function withdrawPendingDecline(
  tx: Tx,
  facilitatorId: string,
  applicationId: string,
  now: Date,
) {
  const [taken] = await tx
    .delete(applicationDeclines)
    .where(and(eq(applicationDeclines.applicationId, applicationId), pending))
    .returning({ previousStatus: applicationDeclines.previousStatus });
  if (!taken) return undefined;
  const [row] = await tx
    .update(applications)
    .set({
      status: 'withdrawn',
      withdrawnFrom: taken.previousStatus,
      statusChangedAt: now,
      statusChangedBy: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.facilitatorId, facilitatorId),
        eq(applications.status, 'rejected'),
      ),
    )
    .returning();
  return row;
}

/** Cancels the waiting message of an application of the organisation; false when none waits. */
export async function cancelPendingMessage(tx: Tx, organisationId: string, applicationId: string, now: Date) {
  const rows = await tx
    .update(applicationDeclines)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(applicationDeclines.applicationId, applicationId),
        eq(applicationDeclines.organisationId, organisationId),
        pending,
      ),
    )
    .returning({ id: applicationDeclines.applicationId });
  return rows.length > 0;
}

/**
 * Due messages, locked for this sweep (another instance's skips them), with whom they go to. A message of an
 * organisation the operator suspended, or of a job held back with its only member's suspension, waits
 * until that is lifted: nobody can act for the organisation meanwhile, nor speak for it.
 */
export async function lockDueDeclines(tx: Tx, now: Date, limit: number, applicationId?: string) {
  return tx
    .select({
      applicationId: applicationDeclines.applicationId,
      subject: applicationDeclines.subject,
      body: applicationDeclines.body,
      facilitatorId: applications.facilitatorId,
      firstName: facilitators.firstName,
      email: user.email,
      locale: user.locale,
      jobTitle: jobs.title,
    })
    .from(applicationDeclines)
    .innerJoin(applications, eq(applications.id, applicationDeclines.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(facilitators, eq(facilitators.id, applications.facilitatorId))
    .leftJoin(user, eq(user.id, applications.facilitatorId))
    .where(
      and(
        pending,
        lte(applicationDeclines.sendAt, now),
        isNull(companies.suspendedAt),
        ne(jobs.status, 'suspended'),
        applicationId ? eq(applicationDeclines.applicationId, applicationId) : undefined,
      ),
    )
    .orderBy(asc(applicationDeclines.sendAt))
    .limit(limit)
    .for('update', { of: applicationDeclines, skipLocked: true });
}

export type DueDecline = Awaited<ReturnType<typeof lockDueDeclines>>[number];

export const markSent = (tx: Tx, applicationId: string, now: Date) =>
  tx
    .update(applicationDeclines)
    .set({ sentAt: now })
    .where(eq(applicationDeclines.applicationId, applicationId));

/**
 * The status the facilitator sees: while a decline's message still waits, the status before it. Over
 * `applications`.
 */
export const facilitatorStatusColumn = sql<ApplicationStatus>`coalesce((select ${applicationDeclines.previousStatus} from ${applicationDeclines} where ${applicationDeclines.applicationId} = ${applications.id} and ${applicationDeclines.sentAt} is null and ${applicationDeclines.cancelledAt} is null and ${applicationDeclines.sendAt} is not null), ${applications.status})`;

/** A decline as the organisation's applicant card reads it; its times as Dates, as a table read gives them. */
export interface DeclineCardRow {
  reason: DeclineReason;
  sendAt: Date | null;
  sentAt: Date | null;
  cancelledAt: Date | null;
}

/** The same as the decline column's JSON gives it: the times as ISO text. */
type DeclineCardJson = {
  [K in keyof DeclineCardRow]: DeclineCardRow[K] extends Date | null ? string | null : DeclineCardRow[K];
};

/**
 * The organisation's decline of each listed application, read in the list's own statement (by the
 * declines' key, one probe a row) so the page needs no second round trip; null without one. Over
 * `applications`, whose table the list names.
 */
export const declineCardColumn = (organisationId: Placeholder) =>
  sql<DeclineCardJson | null>`(select json_build_object('reason', ${applicationDeclines.reason}, 'sendAt', ${applicationDeclines.sendAt}, 'sentAt', ${applicationDeclines.sentAt}, 'cancelledAt', ${applicationDeclines.cancelledAt}) from ${applicationDeclines} where ${applicationDeclines.applicationId} = ${applications.id} and ${applicationDeclines.organisationId} = ${organisationId})`;

// JSON carries a timestamp as its ISO text with an offset, which Date reads as the driver's text would be.
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

/** The decline column's JSON as a DeclineCardRow. */
export const toDeclineCardRow = (json: DeclineCardJson | null): DeclineCardRow | null =>
  json && {
    reason: json.reason,
    sendAt: dateOf(json.sendAt),
    sentAt: dateOf(json.sentAt),
    cancelledAt: dateOf(json.cancelledAt),
  };
