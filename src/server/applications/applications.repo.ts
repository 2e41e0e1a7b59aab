/**
 * The facilitator's side of the applications: applying, their own list, withdrawing, and the days a
 * departed company released. The company's side is in applicants.repo.ts.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  WITHDRAWABLE_STATUSES,
  type ApplicationStatus,
  type ApplicationSummary,
  type MyApplicationItem,
} from '../../shared/applications';
import type { Db, DbOrTx, Tx } from '../db/client';
import { applications, facilitators, jobs, user } from '../db/schema';
import { pageOffset } from '../db/paging';
import { releasedDaysColumn } from '../profiles/availability.repo';
import { facilitatorStatusColumn } from '../declines/declines.repo';

export type ApplicationRow = typeof applications.$inferSelect;

const iso = (date: Date) => date.toISOString();

/** The columns of an application's summary (`toApplicationSummary`), to spread into a select. */
export const applicationSummaryColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  statusChangedAt: applications.statusChangedAt,
};

/** An application with its job, as a change to it (a withdrawal, a review status) reads it; over `applications` joined with `jobs`. */
export const applicationWithJobColumns = {
  id: applications.id,
  status: applications.status,
  jobId: jobs.id,
  jobTitle: jobs.title,
};

export const toApplicationSummary = (row: {
  id: string;
  status: ApplicationStatus;
  createdAt: Date;
  statusChangedAt: Date;
}): ApplicationSummary => ({
  id: row.id,
  status: row.status,
  createdAt: iso(row.createdAt),
  statusChangedAt: iso(row.statusChangedAt),
});

export const fullName = (f: { firstName: string; lastName: string }) => `${f.firstName} ${f.lastName}`.trim();

// ---------------------------------------------------------------- applying

export async function findFacilitator(tx: DbOrTx, facilitatorId: string) {
  const [row] = await tx
    .select({
      id: facilitators.id,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
      email: user.email,
    })
    .from(facilitators)
    .innerJoin(user, eq(user.id, facilitators.id))
    .where(eq(facilitators.id, facilitatorId));
  return row;
}

/**
 * Inserts the application, or re-submits a withdrawn one (same row). Returns
 * undefined when an active application already exists. One statement, so two
 * simultaneous attempts cannot both succeed. A re-submission keeps the
 * original application date and returns to the status the company had given
 * it before the withdrawal: withdrawing and applying again never moves an
 * application back to the top of a review.
 */
export async function submitApplication(
  tx: Tx,
  values: {
    jobId: string;
    facilitatorId: string;
    coverLetter: string;
    portfolioLinks: string[];
    availability: string | null;
  },
  now: Date,
): Promise<(ApplicationRow & { reapplied: boolean }) | undefined> {
  const [row] = await tx
    .insert(applications)
    .values({ ...values, status: 'submitted', statusChangedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [applications.jobId, applications.facilitatorId],
      set: {
        coverLetter: values.coverLetter,
        portfolioLinks: values.portfolioLinks,
        availability: values.availability,
        status: sql`coalesce(${applications.withdrawnFrom}, 'submitted')`,
        withdrawnFrom: null,
        statusChangedAt: now,
        // The facilitator's own move, not a member's.
        statusChangedBy: null,
        updatedAt: now,
      },
      setWhere: eq(applications.status, 'withdrawn'),
    })
    .returning();
  return row && { ...row, reapplied: row.createdAt.getTime() !== now.getTime() };
}

/** Remembers which notification told the company about this application, and when it was created. */
export async function rememberCompanyNotification(
  tx: Tx,
  applicationId: string,
  notification: { id: string; createdAt: Date },
) {
  await tx
    .update(applications)
    .set({ companyNotificationId: notification.id, companyNotifiedAt: notification.createdAt })
    .where(eq(applications.id, applicationId));
}

export async function findMyApplication(db: Db, facilitatorId: string, jobId: string) {
  const [row] = await db
    .select({ id: applications.id, status: facilitatorStatusColumn, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.facilitatorId, facilitatorId)));
  return row;
}

/** Page `page` of a list of applications, the newest first. */
export const newestPage = <T extends PgSelect>(query: T, page: number, pageSize: number) =>
  query
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));

export async function countApplications(db: DbOrTx, where: SQL | undefined) {
  const [{ total }] = await db.select({ total: count() }).from(applications).where(where);
  return total;
}

// ---------------------------------------------------------------- the facilitator's side

export async function listMyApplications(
  db: Db,
  facilitatorId: string,
  page: number,
  pageSize: number,
  today: string,
) {
  const mine = eq(applications.facilitatorId, facilitatorId);
  const [rows, total] = await Promise.all([
    newestPage(
      db
        .select({
          ...applicationSummaryColumns,
          // While a decline's message waits, the facilitator still sees the status before it.
          status: facilitatorStatusColumn,
          jobId: jobs.id,
          title: jobs.title,
          companyName: jobs.companyName,
          companyId: jobs.companyId,
          location: jobs.location,
          jobStatus: jobs.status,
          releasedDays: releasedDaysColumn(today),
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(mine)
        .$dynamic(),
      page,
      pageSize,
    ),
    countApplications(db, mine),
  ]);
  const items: Omit<MyApplicationItem, 'attachments'>[] = rows.map((r) => ({
    ...toApplicationSummary(r),
    job: {
      id: r.jobId,
      title: r.title,
      companyName: r.companyName,
      companyId: r.companyId,
      companyLeft: r.companyId === null,
      location: r.location,
      status: r.jobStatus,
    },
    releasedDays: r.releasedDays,
  }));
  return { items, total };
}

/** The condition "application `id` of facilitator `facilitatorId`": anyone else's application never matches. */
const ownApplication = (facilitatorId: string, id: string) =>
  and(eq(applications.id, id), eq(applications.facilitatorId, facilitatorId));

/** One of the facilitator's own applications with its job and company account; undefined for anyone else's. */
export async function findOwnApplication(tx: DbOrTx, facilitatorId: string, id: string) {
  const [row] = await tx
    .select({
      ...applicationWithJobColumns,
      companyId: jobs.companyId,
      companyNotificationId: applications.companyNotificationId,
      companyNotifiedAt: applications.companyNotifiedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(ownApplication(facilitatorId, id));
  return row;
}

/** The days the facilitator's own application may keep blocked (`releasedDaysColumn`); undefined for anyone else's. */
export async function findReleasedDays(tx: DbOrTx, facilitatorId: string, id: string, today: string) {
  const [row] = await tx
    .select({ companyId: jobs.companyId, status: applications.status, days: releasedDaysColumn(today) })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(ownApplication(facilitatorId, id));
  return row;
}

/** The ids of the facilitator's applications that can still be withdrawn (an account suspension withdraws them). */
export async function withdrawableApplicationIds(tx: DbOrTx, facilitatorId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.facilitatorId, facilitatorId),
        inArray(applications.status, [...WITHDRAWABLE_STATUSES]),
      ),
    );
  return rows.map((row) => row.id);
}

/** Withdraws while the status still allows it; undefined otherwise. */
export async function withdrawApplication(tx: Tx, facilitatorId: string, id: string, now: Date) {
  const [row] = await tx
    .update(applications)
    // The old status, read by this same UPDATE, is kept for a re-application.
    .set({
      status: 'withdrawn',
      withdrawnFrom: sql`${applications.status}`,
      statusChangedAt: now,
      // The facilitator's own move, not a member's.
      statusChangedBy: null,
      updatedAt: now,
    })
    .where(and(ownApplication(facilitatorId, id), inArray(applications.status, [...WITHDRAWABLE_STATUSES])))
    .returning();
  return row;
}
