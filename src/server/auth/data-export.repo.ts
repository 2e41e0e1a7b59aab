import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ownRowsNewestFirst } from '../db/paging';
import { applications, companies, facilitators, jobs, notifications, session, user } from '../db/schema';

/** The account row as the data export shows it (no password hash: that lives in `account`). */
export async function exportedAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      userType: user.userType,
      locale: user.locale,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** The user's sessions, without their tokens. */
export function exportedSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
}

/** A company's profile row and every job it posted, newest first, without the search vectors. */
export async function exportedCompany(db: DbOrTx, companyId: string) {
  const [profile] = await db.select().from(companies).where(eq(companies.id, companyId));
  const posted = await ownRowsNewestFirst(
    db.select().from(jobs).$dynamic(),
    jobs.companyId,
    companyId,
    jobs.createdAt,
  );
  return { profile: profile ? omitSearch(profile) : null, jobs: posted.map(omitSearch) };
}

/** A facilitator's profile row (without its search vector) and applications, newest first. */
export async function exportedFacilitator(db: DbOrTx, facilitatorId: string) {
  const [profile] = await db.select().from(facilitators).where(eq(facilitators.id, facilitatorId));
  const applied = db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      company: jobs.companyName,
      coverLetter: applications.coverLetter,
      portfolioLinks: applications.portfolioLinks,
      availability: applications.availability,
      status: applications.status,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .$dynamic();
  return {
    profile: profile ? omitSearch(profile) : null,
    applications: await ownRowsNewestFirst(
      applied,
      applications.facilitatorId,
      facilitatorId,
      applications.createdAt,
    ),
  };
}

/** The user's notifications, newest first. */
export function exportedNotifications(db: DbOrTx, userId: string) {
  const rows = db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .$dynamic();
  return ownRowsNewestFirst(rows, notifications.userId, userId, notifications.createdAt);
}

function omitSearch<T extends { search?: unknown }>(row: T): Omit<T, 'search'> {
  const { search: _search, ...rest } = row;
  return rest;
}
