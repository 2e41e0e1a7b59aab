/**
 * The organisation's private work on an applicant: its members' notes and their scorecard. Every query is
 * scoped to the organisation, so no member ever reads another organisation's.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { applicantNotes, applicantRatings, user } from '../db/schema';

/** The newest `limit` notes on an application, newest last. */
export async function listNotes(db: DbOrTx, organisationId: string, applicationId: string, limit: number) {
  const rows = await db
    .select({
      id: applicantNotes.id,
      authorId: applicantNotes.authorId,
      authorName: applicantNotes.authorName,
      body: applicantNotes.body,
      createdAt: applicantNotes.createdAt,
    })
    .from(applicantNotes)
    .where(
      and(eq(applicantNotes.organisationId, organisationId), eq(applicantNotes.applicationId, applicationId)),
    )
    .orderBy(desc(applicantNotes.createdAt), desc(applicantNotes.id))
    .limit(limit);
  return rows.reverse();
}

export async function insertNote(
  tx: Tx,
  values: {
    organisationId: string;
    applicationId: string;
    authorId: string;
    authorName: string;
    body: string;
  },
  now: Date,
) {
  const [row] = await tx
    .insert(applicantNotes)
    .values({ ...values, createdAt: now })
    .returning({
      id: applicantNotes.id,
      authorId: applicantNotes.authorId,
      authorName: applicantNotes.authorName,
      body: applicantNotes.body,
      createdAt: applicantNotes.createdAt,
    });
  return row!;
}

/** One of the organisation's notes (who wrote it); undefined for any other. */
export async function findNote(db: DbOrTx, organisationId: string, id: string) {
  const [row] = await db
    .select({ id: applicantNotes.id, authorId: applicantNotes.authorId })
    .from(applicantNotes)
    .where(and(eq(applicantNotes.id, id), eq(applicantNotes.organisationId, organisationId)));
  return row;
}

export async function deleteNote(tx: Tx, organisationId: string, id: string) {
  await tx
    .delete(applicantNotes)
    .where(and(eq(applicantNotes.id, id), eq(applicantNotes.organisationId, organisationId)));
}

/** The members' scores on an application, with each member's name as it reads now, oldest first. */
export async function listRatings(db: DbOrTx, organisationId: string, applicationId: string) {
  return db
    .select({ userId: applicantRatings.userId, name: user.name, score: applicantRatings.score })
    .from(applicantRatings)
    .innerJoin(user, eq(user.id, applicantRatings.userId))
    .where(
      and(
        eq(applicantRatings.organisationId, organisationId),
        eq(applicantRatings.applicationId, applicationId),
      ),
    )
    .orderBy(applicantRatings.updatedAt, applicantRatings.userId);
}

/** Sets the member's one score on an application (a second rating replaces the first). */
export async function upsertRating(
  tx: Tx,
  values: { organisationId: string; applicationId: string; userId: string; score: number },
  now: Date,
) {
  await tx
    .insert(applicantRatings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [applicantRatings.applicationId, applicantRatings.userId],
      set: { score: values.score, organisationId: values.organisationId, updatedAt: now },
    });
}
