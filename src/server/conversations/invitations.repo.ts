/** Invitations to apply: sent by a company inside a thread, seen, then answered by the facilitator. */
import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client';
import { pageOffset } from '../db/paging';
import { applications, companies, facilitators, invitations, jobs } from '../db/schema';
import { partyColumns, type Viewer } from './conversations.repo';

export type InvitationRow = typeof invitations.$inferSelect;

export async function countInvitationsSince(tx: DbOrTx, companyId: string, since: Date): Promise<number> {
  return tx.$count(invitations, and(eq(invitations.companyId, companyId), gt(invitations.createdAt, since)));
}

/** The invitations of the thread to this facilitator that they had not seen: seen now. */
export async function markInvitationsSeen(tx: Tx, conversationId: string, facilitatorId: string, now: Date) {
  await tx
    .update(invitations)
    .set({ status: 'seen', seenAt: now })
    .where(
      and(
        eq(invitations.conversationId, conversationId),
        eq(invitations.facilitatorId, facilitatorId),
        eq(invitations.status, 'sent'),
      ),
    );
}

export async function findInvitation(tx: DbOrTx, jobId: string, facilitatorId: string) {
  const [row] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.jobId, jobId), eq(invitations.facilitatorId, facilitatorId)));
  return row;
}

/** Whether the facilitator has an application to the job that they have not withdrawn. */
export async function hasActiveApplication(tx: DbOrTx, jobId: string, facilitatorId: string) {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        eq(applications.facilitatorId, facilitatorId),
        ne(applications.status, 'withdrawn'),
      ),
    );
  return !!row;
}

/** Inserts the invitation unless the job already has one for this facilitator; undefined then. */
export async function insertInvitation(
  tx: Tx,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow | undefined> {
  const [row] = await tx.insert(invitations).values(values).onConflictDoNothing().returning();
  return row;
}

/** An invitation to this facilitator, with its job and the company's name. */
export async function findReceivedInvitation(tx: DbOrTx, id: string, facilitatorId: string) {
  const [row] = await tx
    .select({
      invitation: invitations,
      jobTitle: jobs.title,
      jobStatus: jobs.status,
    })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .where(and(eq(invitations.id, id), eq(invitations.facilitatorId, facilitatorId)));
  return row;
}

/** Answers the invitation while it is unanswered; undefined when it was answered already (a race too). */
export async function answerInvitation(
  tx: Tx,
  id: string,
  answer: { status: 'accepted' | 'declined'; declineReason: string | null; now: Date },
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .update(invitations)
    .set({ status: answer.status, declineReason: answer.declineReason, respondedAt: answer.now })
    .where(and(eq(invitations.id, id), inArray(invitations.status, ['sent', 'seen'])))
    .returning();
  return row;
}

/** A page of the invitations the company sent or the facilitator received, newest first. */
export async function listInvitations(db: DbOrTx, viewer: Viewer, page: number, pageSize: number) {
  const mine =
    viewer.side === 'company'
      ? eq(invitations.companyId, viewer.id)
      : eq(invitations.facilitatorId, viewer.id);
  const [rows, total] = await Promise.all([
    db
      .select({
        invitation: invitations,
        jobTitle: jobs.title,
        ...partyColumns,
      })
      .from(invitations)
      .innerJoin(jobs, eq(jobs.id, invitations.jobId))
      .leftJoin(companies, eq(companies.id, invitations.companyId))
      .leftJoin(facilitators, eq(facilitators.id, invitations.facilitatorId))
      .where(mine)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.$count(invitations, mine),
  ]);
  return { rows, total };
}

/** Every invitation the user sent or received, newest first; `sent` tells which. */
export function exportedInvitations(db: DbOrTx, userId: string) {
  const invitedCompany = alias(companies, 'invited_company');
  return db
    .select({
      id: invitations.id,
      conversationId: invitations.conversationId,
      sent: sql<boolean>`${invitations.companyId} is not distinct from ${userId}`,
      jobTitle: jobs.title,
      company: invitedCompany.name,
      status: invitations.status,
      declineReason: invitations.declineReason,
      createdAt: invitations.createdAt,
      seenAt: invitations.seenAt,
      respondedAt: invitations.respondedAt,
    })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .leftJoin(invitedCompany, eq(invitedCompany.id, invitations.companyId))
    .where(or(eq(invitations.companyId, userId), eq(invitations.facilitatorId, userId)))
    .orderBy(desc(invitations.createdAt));
}
