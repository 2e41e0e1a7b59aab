import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { UserType } from '../../shared/constants';
import type { Locale } from '../../shared/i18n/locales';
import type { DbOrTx, Tx } from '../db/client';
import {
  account,
  applicantNotes,
  applicationDeclines,
  applications,
  companies,
  conversations,
  engagementEvents,
  engagements,
  facilitators,
  insightCounts,
  insightDayTotals,
  insightTotals,
  jobs,
  organisationMembers,
  user,
} from '../db/schema';

/** When the user's profile was first saved (null or undefined: not yet). */
export async function profileCompletedAt(db: DbOrTx, userId: string, userType: UserType) {
  const table = userType === 'company' ? companies : facilitators;
  const [profile] = await db
    .select({ completedAt: table.profileCompletedAt })
    .from(table)
    .where(eq(table.id, userId));
  return profile?.completedAt;
}

/** The hash of the user's password (their credential account), if they have one. */
export async function passwordHashOf(db: DbOrTx, userId: string): Promise<string | null | undefined> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash;
}

/** The facilitator's name and the jobs they are hired for whose company is still here (told when they leave). */
export async function hiresOfFacilitator(tx: DbOrTx, facilitatorId: string) {
  return tx
    .select({
      companyId: jobs.companyId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(facilitators, eq(facilitators.id, applications.facilitatorId))
    .where(
      and(
        eq(applications.facilitatorId, facilitatorId),
        eq(applications.status, 'hired'),
        isNotNull(jobs.companyId),
      ),
    );
}

/** Withdraws and empties every application of the facilitator, and detaches it from them. */
export async function withdrawAndEmptyApplicationsOf(tx: Tx, facilitatorId: string, now: Date) {
  // A decline's message names the facilitator: it goes with them, and one still waiting is never sent.
  await tx
    .delete(applicationDeclines)
    .where(
      inArray(
        applicationDeclines.applicationId,
        tx
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.facilitatorId, facilitatorId)),
      ),
    );
  await tx
    .update(applications)
    .set({
      status: 'withdrawn',
      coverLetter: '',
      portfolioLinks: [],
      availability: null,
      facilitatorId: null,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(and(eq(applications.facilitatorId, facilitatorId), isNotNull(applications.facilitatorId)));
}

/**
 * The offers still waiting on an answer from either side of a party that leaves (a facilitator; an
 * organisation's are withdrawn instead, engagements/party-closures.ts) expire now, as the business clock expires an offer nobody answered (one 'expired' event
 * each, by the system): nobody is left to accept them, or to honour them. Their engagements (confirmed and
 * later) stay the other party's record; the row's deletion anonymises them (the foreign key set null).
 */
export async function expireOffersOfLeavingParty(
  tx: Tx,
  party: { facilitatorId: string } | { organisationId: string },
  now: Date,
) {
  const ofParty =
    'facilitatorId' in party
      ? eq(engagements.facilitatorId, party.facilitatorId)
      : eq(engagements.organisationId, party.organisationId);
  const expired = await tx
    .update(engagements)
    .set({ status: 'expired', turn: null, sequence: sql`${engagements.sequence} + 1`, updatedAt: now })
    .where(and(ofParty, eq(engagements.status, 'offered')))
    .returning({ id: engagements.id });
  if (expired.length === 0) return;
  await tx.insert(engagementEvents).values(
    expired.map(({ id }) => ({
      engagementId: id,
      kind: 'expired' as const,
      actorSide: 'system' as const,
      actorId: null,
      detail: null,
      createdAt: now,
    })),
  );
}

/**
 * Deletes the user row. Sessions, credentials, profile, focus areas, facilitator credentials, blocked days,
 * notifications, saved items and searches and the alert history go with it (ON DELETE CASCADE), as do other
 * companies' saves of this facilitator. The audit log keeps an administrator's entries, with actor_id set
 * to null (ON DELETE SET NULL).
 */
export async function deleteUserRow(tx: Tx, userId: string) {
  // A facilitator's profile counts have no foreign key (insight_counts holds jobs' too): deleted here.
  await tx
    .delete(insightCounts)
    .where(and(eq(insightCounts.subject, 'profile'), eq(insightCounts.subjectId, userId)));
  await tx
    .delete(insightTotals)
    .where(and(eq(insightTotals.subject, 'profile'), eq(insightTotals.subjectId, userId)));
  await tx
    .delete(insightDayTotals)
    .where(and(eq(insightDayTotals.subject, 'profile'), eq(insightDayTotals.subjectId, userId)));
  await tx.delete(user).where(eq(user.id, userId));
}

/** Stores the language of the user's mails and notifications. */
export async function setUserLocale(db: DbOrTx, userId: string, locale: Locale, now: Date): Promise<void> {
  await db.update(user).set({ locale, updatedAt: now }).where(eq(user.id, userId));
}

/** The organisations whose one member is this person. */
export async function organisationsWithOnlyMember(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await tx.execute<{ id: string }>(sql`
    select m.organisation_id as id from ${organisationMembers} m
    where m.user_id = ${userId}
      and not exists (
        select 1 from ${organisationMembers} o
        where o.organisation_id = m.organisation_id and o.user_id <> ${userId}
      )`);
  return rows.rows.map((row) => row.id);
}

/** What was counted about the organisation's jobs (the jobs stay, anonymised): before they lose their organisation. */
export async function deleteOrganisationInsights(tx: Tx, organisationId: string) {
  await tx.execute(sql`
    delete from ${insightCounts}
    where subject = 'job' and subject_id in (select id from ${jobs} where company_id = ${organisationId})`);
  await tx.execute(sql`
    delete from ${insightTotals}
    where subject = 'job' and subject_id in (select id from ${jobs} where company_id = ${organisationId})`);
  await tx.execute(sql`
    delete from ${insightDayTotals}
    where subject = 'job' and subject_id in (select id from ${jobs} where company_id = ${organisationId})`);
}

/** Deletes an organisation's row: its members, invitations, notes and saved facilitators go with it. */
export async function deleteOrganisationRow(tx: Tx, organisationId: string) {
  await tx.delete(companies).where(eq(companies.id, organisationId));
}

/**
 * The organisations the person shares with other members: each with the person's role, and the owner who
 * takes over what the person leaves behind (the earliest other owner; null when there is none).
 */
/**
 * Locks every organisation the user belongs to, in one order (by id) so that two leaving members never wait
 * on each other: two owners deleting their accounts at once each then read the other's departure, and the
 * second is refused as the last owner instead of both leaving the organisation without one.
 */
export async function lockOrganisationsOf(tx: Tx, userId: string) {
  await tx.execute(sql`
    select c.id from ${companies} c
    where c.id in (select m.organisation_id from ${organisationMembers} m where m.user_id = ${userId})
    order by c.id
    for update of c`);
}

export async function sharedMembershipsOf(
  tx: DbOrTx,
  userId: string,
): Promise<{ id: string; name: string; role: string; heirId: string | null }[]> {
  const rows = await tx.execute<{ id: string; name: string; role: string; heir_id: string | null }>(sql`
    select m.organisation_id as id, c.name, m.role,
           (select o.user_id from ${organisationMembers} o
            where o.organisation_id = m.organisation_id and o.user_id <> ${userId} and o.role = 'owner'
            order by o.created_at, o.user_id limit 1) as heir_id
    from ${organisationMembers} m join ${companies} c on c.id = m.organisation_id
    where m.user_id = ${userId}
      and exists (
        select 1 from ${organisationMembers} o
        where o.organisation_id = m.organisation_id and o.user_id <> ${userId}
      )
    order by m.created_at`);
  return rows.rows.map((row) => ({ id: row.id, name: row.name, role: row.role, heirId: row.heir_id }));
}

/**
 * What a leaving member held for the organisation moves to `heirId`: the jobs they own, the threads they
 * lead, the team notes they wrote (the notes keep the author's name as written), the offers and engagements
 * they are responsible for. The versions and events they authored keep their history: the account's
 * deletion leaves them without an author (author_id set null), as it does for a facilitator.
 */
export async function handOverMemberships(tx: Tx, organisationId: string, userId: string, heirId: string) {
  await tx
    .update(jobs)
    .set({ ownerId: heirId })
    .where(and(eq(jobs.companyId, organisationId), eq(jobs.ownerId, userId)));
  await tx
    .update(conversations)
    .set({ companyOwnerId: heirId })
    .where(and(eq(conversations.companyId, organisationId), eq(conversations.companyOwnerId, userId)));
  await tx
    .update(applicantNotes)
    .set({ authorId: heirId })
    .where(and(eq(applicantNotes.organisationId, organisationId), eq(applicantNotes.authorId, userId)));
  await tx
    .update(engagements)
    .set({ ownerId: heirId })
    .where(and(eq(engagements.organisationId, organisationId), eq(engagements.ownerId, userId)));
}
