import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { REVIEW_REMINDER_DAYS, type ReviewSubject } from '../../shared/review-options';
import { oncePerDatabase, type Db, type DbOrTx, type Tx } from '../db/client';
import { companies, engagements, facilitators, jobs, reviews } from '../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** Both reviews of an engagement (none, one or two). */
export function findEngagementReviews(db: DbOrTx, engagementId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.engagementId, engagementId))
    .orderBy(asc(reviews.subject));
}

export async function insertReview(tx: Tx, values: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  return row!;
}

/** Publishes every sealed review of the engagement at `now` (the same instant for both); the published rows. */
export function publishSealed(tx: Tx, engagementId: string, now: Date): Promise<ReviewRow[]> {
  return tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(eq(reviews.engagementId, engagementId), isNull(reviews.publishedAt)))
    .returning();
}

export async function findReview(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

export async function lockReview(tx: Tx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(tx: Tx, id: string, set: Partial<typeof reviews.$inferInsert>) {
  const [row] = await tx.update(reviews).set(set).where(eq(reviews.id, id)).returning();
  return row!;
}

/**
 * The columns of a review its public view reads (toPublicReview): never the private note, the author or the
 * operator's reasons, which a listed review does not show.
 */
const publicReviewColumns = {
  id: reviews.id,
  subject: reviews.subject,
  facilitatorId: reviews.facilitatorId,
  organisationId: reviews.organisationId,
  rating: reviews.rating,
  criteria: reviews.criteria,
  outcomes: reviews.outcomes,
  wouldHireAgain: reviews.wouldHireAgain,
  body: reviews.body,
  submittedAt: reviews.submittedAt,
  publishedAt: reviews.publishedAt,
  hiddenAt: reviews.hiddenAt,
  replyBody: reviews.replyBody,
  replyAt: reviews.replyAt,
  replyHiddenAt: reviews.replyHiddenAt,
};

/** A review as a list shows it (a whole ReviewRow is one too). */
export type ListedReview = Pick<ReviewRow, keyof typeof publicReviewColumns>;

/** What a listed review shows besides its own columns: the author's name as shown and the job's title. */
const listedColumns = {
  review: publicReviewColumns,
  companyName: companies.name,
  facilitatorFirstName: facilitators.firstName,
  facilitatorLastName: facilitators.lastName,
  jobTitle: jobs.title,
  /** The engagement's agreed outcomes (its current version's terms), which a review of a facilitator answers. */
  outcomeNames: sql<string[] | null>`(select ev.terms -> 'outcomes' from engagement_versions ev
    where ev.engagement_id = ${engagements.id} and ev.version = ${engagements.version})`,
};

export type ListedReviewRow = {
  review: ListedReview;
  companyName: string | null;
  facilitatorFirstName: string | null;
  facilitatorLastName: string | null;
  jobTitle: string | null;
  outcomeNames: string[] | null;
};

/** The published reviews of the party `partyId` (a placeholder), hidden ones too: the page shows their trace. */
function publishedOf(subject: ReviewSubject) {
  const party = subject === 'facilitator' ? reviews.facilitatorId : reviews.organisationId;
  // The subject is a literal: a generic plan of the prepared statement then matches the partial index's condition.
  return and(
    eq(party, sql.placeholder('partyId')),
    sql`${reviews.subject} = ${sql.raw(`'${subject}'`)}`,
    sql`${reviews.publishedAt} is not null`,
  );
}

/**
 * A page of a subject's published reviews and their count, as named prepared statements (a profile's reviews
 * are a public read: parsed and planned once per connection). The page carries the count as an uncorrelated
 * subquery, counted once from the same index: one round trip; the count alone answers a page past the end.
 */
function preparePublishedReviews(db: Db, subject: ReviewSubject) {
  const where = publishedOf(subject);
  const count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(where);
  return {
    page: db
      .select({ ...listedColumns, total: sql<number>`(${count})` })
      .from(reviews)
      .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
      .leftJoin(companies, eq(companies.id, reviews.organisationId))
      .leftJoin(facilitators, eq(facilitators.id, reviews.facilitatorId))
      .leftJoin(jobs, eq(jobs.id, engagements.jobId))
      .where(where)
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`published_reviews_${subject}`),
    count: count.prepare(`count_published_reviews_${subject}`),
  };
}

const publishedReviewStatements = oncePerDatabase((db: Db) => ({
  facilitator: preparePublishedReviews(db, 'facilitator'),
  organisation: preparePublishedReviews(db, 'organisation'),
}));

/**
 * A page of a party's published reviews, newest first, read in the order of reviews_facilitator_published_idx
 * or reviews_organisation_published_idx, with their number.
 */
export async function listPublishedReviews(
  db: Db,
  subject: ReviewSubject,
  partyId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: ListedReviewRow[]; total: number }> {
  const statements = publishedReviewStatements(db)[subject];
  const rows = await statements.page.execute({ partyId, limit: pageSize, offset: (page - 1) * pageSize });
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (page === 1) return { rows: [], total: 0 };
  const [count] = await statements.count.execute({ partyId });
  return { rows: [], total: count?.n ?? 0 };
}

/** One review with what a listed one shows. */
export async function findListedReview(db: DbOrTx, id: string): Promise<ListedReviewRow | undefined> {
  const [row] = await db
    .select(listedColumns)
    .from(reviews)
    .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
    .leftJoin(companies, eq(companies.id, reviews.organisationId))
    .leftJoin(facilitators, eq(facilitators.id, reviews.facilitatorId))
    .leftJoin(jobs, eq(jobs.id, engagements.jobId))
    .where(eq(reviews.id, id));
  return row;
}

/**
 * Completed engagements completed by `completedBy` at the latest whose reviews' window is not closed yet (the
 * window closes for them), locked `SKIP LOCKED` for one sweep, through engagements_completed_idx.
 */
export function lockClosingBy(tx: Tx, completedBy: Date, limit: number) {
  return tx
    .select()
    .from(engagements)
    .where(
      and(
        eq(engagements.status, 'completed'),
        lte(engagements.completedAt, completedBy),
        isNull(engagements.reviewsClosedAt),
      ),
    )
    .orderBy(asc(engagements.completedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Completed engagements with their window open (completed after `openAfter`) that have a reminder due at
 * `now`: fewer sent than REVIEW_REMINDER_DAYS passed since completion. Locked `SKIP LOCKED`.
 */
export function lockRemindersDue(tx: Tx, now: Date, openAfter: Date, limit: number) {
  const days = sql.raw(`array[${REVIEW_REMINDER_DAYS.join(',')}]::int[]`);
  return tx
    .select()
    .from(engagements)
    .where(
      and(
        eq(engagements.status, 'completed'),
        gt(engagements.completedAt, openAfter),
        lte(engagements.completedAt, now),
        isNull(engagements.reviewsClosedAt),
        sql`${engagements.reviewRemindersSent} < (select count(*) from unnest(${days}) as d
          where ${engagements.completedAt} + d * interval '1 day' <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(engagements.completedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Writes the engagement's review columns (the reminders sent, the window closed). */
export async function updateReviewColumns(
  tx: Tx,
  engagementId: string,
  set: Partial<Pick<typeof engagements.$inferInsert, 'reviewRemindersSent' | 'reviewsClosedAt'>>,
) {
  await tx.update(engagements).set(set).where(eq(engagements.id, engagementId));
}

/** The reviews a person wrote (with their private notes: they are theirs) for the data export. */
export function reviewsWrittenBy(db: DbOrTx, userId: string) {
  return db
    .select({
      id: reviews.id,
      engagementId: reviews.engagementId,
      subject: reviews.subject,
      rating: reviews.rating,
      criteria: reviews.criteria,
      outcomes: reviews.outcomes,
      wouldHireAgain: reviews.wouldHireAgain,
      text: reviews.body,
      privateNote: reviews.privateNote,
      submittedAt: reviews.submittedAt,
      publishedAt: reviews.publishedAt,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .where(eq(reviews.authorId, userId))
    .orderBy(asc(reviews.submittedAt));
}

/** The published reviews of a party (never a sealed one, never a private note), for the data export. */
export function reviewsReceivedBy(db: DbOrTx, subject: ReviewSubject, partyId: string) {
  const party = subject === 'facilitator' ? reviews.facilitatorId : reviews.organisationId;
  return db
    .select({
      id: reviews.id,
      engagementId: reviews.engagementId,
      rating: reviews.rating,
      criteria: reviews.criteria,
      outcomes: reviews.outcomes,
      wouldHireAgain: reviews.wouldHireAgain,
      text: reviews.body,
      publishedAt: reviews.publishedAt,
      hiddenAt: reviews.hiddenAt,
      reply: reviews.replyBody,
      replyAt: reviews.replyAt,
    })
    .from(reviews)
    .where(and(eq(party, partyId), eq(reviews.subject, subject), sql`${reviews.publishedAt} is not null`))
    .orderBy(asc(reviews.publishedAt));
}

/** The replies a person wrote, for the data export. */
export function repliesWrittenBy(db: DbOrTx, userId: string) {
  return db
    .select({ reviewId: reviews.id, text: reviews.replyBody, at: reviews.replyAt })
    .from(reviews)
    .where(eq(reviews.replyAuthorId, userId))
    .orderBy(asc(reviews.replyAt));
}

/** The other parties of a party's completed engagements: whose reputation counts it. */
export async function completedCounterparts(
  tx: DbOrTx,
  party: { facilitatorId: string } | { organisationId: string },
): Promise<string[]> {
  const rows =
    'facilitatorId' in party
      ? await tx
          .selectDistinct({ id: engagements.organisationId })
          .from(engagements)
          .where(and(eq(engagements.facilitatorId, party.facilitatorId), eq(engagements.status, 'completed')))
      : await tx
          .selectDistinct({ id: engagements.facilitatorId })
          .from(engagements)
          .where(
            and(eq(engagements.organisationId, party.organisationId), eq(engagements.status, 'completed')),
          );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}
