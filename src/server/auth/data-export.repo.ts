import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { ownRowsNewestFirst } from '../db/paging';
import { facilitatorStatusColumn, listOwnTemplates } from '../declines/declines.repo';
import {
  applicantNotes,
  applicantRatings,
  applications,
  companies,
  facilitators,
  jobs,
  notifications,
  organisationMembers,
  session,
  user,
} from '../db/schema';

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
  // Its own decline messages (docs/decisions/043); the declines' private reasons stay with the organisation.
  const declineTemplates = await listOwnTemplates(db, companyId);
  return { profile: profile ? omitSearch(profile) : null, jobs: posted.map(omitSearch), declineTemplates };
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
      // The outcome as the facilitator sees it; a decline's private reason never leaves the organisation.
      status: facilitatorStatusColumn,
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

/** The organisations the person belongs to: name, role, since when; the earliest first. */
export function exportedMemberships(db: DbOrTx, userId: string) {
  return db
    .select({
      organisationId: organisationMembers.organisationId,
      organisation: companies.name,
      role: organisationMembers.role,
      joinedAt: organisationMembers.createdAt,
    })
    .from(organisationMembers)
    .innerJoin(companies, eq(companies.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId))
    .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.organisationId));
}

/** The organisations whose data the person may take along: those they own or administer, the earliest first. */
export async function administeredOrganisations(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.userId, userId), inArray(organisationMembers.role, ['owner', 'admin'])))
    .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.organisationId));
  return rows.map((row) => row.id);
}

/**
 * The person's own notes or ratings on applicants (rows of `table` whose `author` is them), newest first by
 * `newest`: each with `columns`, the organisation it was for and the title of the job applied to.
 */
function ownOnApplicants<Columns extends SelectedFields>(
  db: DbOrTx,
  table: typeof applicantNotes | typeof applicantRatings,
  columns: Columns,
  own: { author: AnyPgColumn; userId: string; newest: AnyPgColumn },
) {
  const rows = db
    .select({ organisation: companies.name, jobTitle: jobs.title, ...columns })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.organisationId))
    .innerJoin(applications, eq(applications.id, table.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .$dynamic();
  return ownRowsNewestFirst(rows, own.author, own.userId, own.newest);
}

/** The team notes the person wrote on applicants, newest first, with the job each was about. */
export function exportedNotesWritten(db: DbOrTx, userId: string) {
  return ownOnApplicants(
    db,
    applicantNotes,
    { body: applicantNotes.body, createdAt: applicantNotes.createdAt },
    { author: applicantNotes.authorId, userId, newest: applicantNotes.createdAt },
  );
}

/** The ratings the person gave applicants, newest first, with the job each was about. */
export function exportedRatingsGiven(db: DbOrTx, userId: string) {
  return ownOnApplicants(
    db,
    applicantRatings,
    { score: applicantRatings.score, updatedAt: applicantRatings.updatedAt },
    { author: applicantRatings.userId, userId, newest: applicantRatings.updatedAt },
  );
}

function omitSearch<T extends { search?: unknown }>(row: T): Omit<T, 'search'> {
  const { search: _search, ...rest } = row;
  return rest;
}
