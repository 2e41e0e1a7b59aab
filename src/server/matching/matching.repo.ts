import { and, arrayOverlaps, eq, inArray, notExists, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { BudgetType, Currency, LanguageCode, SessionFormat } from '../../shared/facilitation-options';
import type { FocusAreaId } from '../../shared/focus-areas';
import type { RemoteOption } from '../../shared/job-options';
import { earliestTodayIso } from '../../shared/jobs';
import { oncePerDatabase, type Db } from '../db/client';
import { applications, facilitators, facilitatorUnavailableDates, jobs } from '../db/schema';
import { acceptingApplicationsFrom } from '../jobs/accepting-applications';
import { budgetOf } from '../jobs/job-budget';
import { facilitatorSummaryColumns } from '../profiles/facilitator-profiles.repo';
import { isListed } from '../profiles/profile-sql';
import type { FacilitatorSide, JobSide } from './match-score';
import { nearbyPatterns, placeOf } from './place';

/*
 * The rows matching reads: a bounded set of candidates on each side (found through the array indexes or
 * the newest-first walk), the days they are blocked and the operator's exchange rates. The ranking itself
 * is match-score.ts.
 */

const blockedDayColumns = {
  facilitatorId: facilitatorUnavailableDates.facilitatorId,
  day: facilitatorUnavailableDates.day,
};

/**
 * One facilitator's blocked days from a day on, as their dashboard's recommendations read them: a named
 * prepared statement, built once per database handle.
 */
const blockedDaysFromStatement = oncePerDatabase((db: Db) =>
  db
    .selectDistinct(blockedDayColumns)
    .from(facilitatorUnavailableDates)
    .where(
      and(
        eq(facilitatorUnavailableDates.facilitatorId, sql.placeholder('facilitatorId')),
        sql`${facilitatorUnavailableDates.day} >= ${sql.placeholder('from')}`,
      ),
    )
    .prepare('blocked_days_of_facilitator_from'),
);

/** The blocked days of each facilitator among `days` (or from `from` on), by hand or by a hire. */
export async function blockedDays(
  db: Db,
  facilitatorIds: readonly string[],
  days: { only: readonly string[] } | { from: string },
): Promise<Map<string, Set<string>>> {
  const byFacilitator = new Map<string, Set<string>>();
  if (facilitatorIds.length === 0 || ('only' in days && days.only.length === 0)) return byFacilitator;
  const rows =
    'from' in days && facilitatorIds.length === 1
      ? await blockedDaysFromStatement(db).execute({ facilitatorId: facilitatorIds[0], from: days.from })
      : await db
          .selectDistinct(blockedDayColumns)
          .from(facilitatorUnavailableDates)
          .where(
            and(
              inArray(facilitatorUnavailableDates.facilitatorId, [...facilitatorIds]),
              'only' in days
                ? inArray(facilitatorUnavailableDates.day, [...days.only])
                : sql`${facilitatorUnavailableDates.day} >= ${days.from}`,
            ),
          );
  for (const { facilitatorId, day } of rows) {
    let set = byFacilitator.get(facilitatorId);
    if (!set) byFacilitator.set(facilitatorId, (set = new Set()));
    set.add(day);
  }
  return byFacilitator;
}

// ---------------------------------------------------------------- a job's side

/** The columns of a job that its side of a match needs. */
export const jobSideColumns = {
  focusAreas: jobs.focusAreas,
  methods: jobs.methods,
  sessionLanguages: jobs.sessionLanguages,
  sessionDates: jobs.sessionDates,
  sessionFormat: jobs.sessionFormat,
  budgetType: jobs.budgetType,
  budgetMin: jobs.budgetMin,
  budgetMax: jobs.budgetMax,
  budgetCurrency: jobs.budgetCurrency,
  remote: jobs.remote,
  location: jobs.location,
};
interface JobSideRow {
  focusAreas: FocusAreaId[];
  methods: string[];
  sessionLanguages: LanguageCode[];
  sessionDates: string[];
  sessionFormat: SessionFormat | null;
  budgetType: BudgetType | null;
  budgetMin: number | null;
  budgetMax: number | null;
  budgetCurrency: Currency | null;
  remote: RemoteOption;
  location: string;
}

export const toJobSide = (row: JobSideRow): JobSide => ({
  focusAreas: row.focusAreas,
  methods: row.methods,
  sessionLanguages: row.sessionLanguages,
  sessionDates: row.sessionDates,
  sessionFormat: row.sessionFormat,
  budget: budgetOf(row),
  delivery: row.remote,
  location: row.location,
});

/** `column` (a location) names a place near `location`, by nearbyPatterns; undefined when it is not known. */
function nearSql(column: Column, location: string): SQL | undefined {
  const patterns = nearbyPatterns(placeOf(location));
  if (!patterns.length) return undefined;
  return sql`${column} ~* any(${sql.param(patterns)}::text[])`;
}

/** How many of the newest accepting jobs that share something with a profile are ranked for it. */
export const JOB_CANDIDATES = 300;

/** Which of a profile's conditions a candidates' read has: its SQL has a shape for each (sixteen at most). */
interface CandidateShape {
  focusAreas: boolean;
  methods: boolean;
  languages: boolean;
  near: boolean;
}

/**
 * The candidates' read of one shape, as a named prepared statement: building its SQL per request cost more
 * CPU than PostgreSQL takes to walk the index. The arrays and the nearby patterns are each one parameter.
 */
function candidatesStatement(db: Db, shape: CandidateShape, name: string) {
  const languages = sql.placeholder('languages');
  const overlaps: SQL[] = [];
  if (shape.focusAreas) overlaps.push(arrayOverlaps(jobs.focusAreas, sql.placeholder('focusAreas')));
  if (shape.methods) overlaps.push(arrayOverlaps(jobs.methods, sql.placeholder('methods')));
  if (shape.languages) overlaps.push(arrayOverlaps(jobs.sessionLanguages, languages));
  const speaks = shape.languages
    ? or(sql`${jobs.sessionLanguages} = '{}'`, arrayOverlaps(jobs.sessionLanguages, languages))
    : undefined;
  const near = shape.near
    ? sql`${jobs.location} ~* any(${sql.placeholder('nearPatterns')}::text[])`
    : undefined;
  return (
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        contentLanguage: jobs.contentLanguage,
        companyName: jobs.companyName,
        postedAt: jobs.postedAt,
        // With its location and `remote`.
        ...jobSideColumns,
      })
      .from(jobs)
      .where(
        and(
          acceptingApplicationsFrom(sql.placeholder('earliestToday')),
          overlaps.length ? or(...overlaps) : undefined,
          speaks,
          near ? or(sql`${jobs.remote} <> 'no'`, near) : undefined,
          // Jobs already applied to are not news.
          notExists(
            db
              .select({ one: sql`1` })
              .from(applications)
              .where(
                and(
                  eq(applications.jobId, jobs.id),
                  eq(applications.facilitatorId, sql.placeholder('facilitatorId')),
                ),
              ),
          ),
        ),
      )
      // Spelt like jobs_published_posted_idx, so that the walk reads the index in its order.
      .orderBy(sql`${jobs.postedAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
      .limit(sql.placeholder('limit'))
      .prepare(name)
  );
}

/** Each database handle's candidates' statements, by shape, each built the first time it is needed. */
const candidatesStatements = oncePerDatabase(() => new Map<string, ReturnType<typeof candidatesStatement>>());

/**
 * The newest jobs accepting applications that share a focus area, a method or a language with the
 * profile (any job when it has none of them), and that the facilitator has not applied to. Jobs the
 * facilitator could not take are left out here already, so that they do not use up the `limit`: those
 * in languages they do not speak, and those in person in another country (unless they travel
 * internationally; scoreMatch decides, this is its wider sieve). Read newest first along
 * jobs_published_posted_idx, so the cost is bounded by `limit`, not by the board.
 */
export function recommendedJobCandidates(
  db: Db,
  facilitatorId: string,
  profile: Pick<
    typeof facilitators.$inferSelect,
    'focusAreas' | 'methods' | 'languages' | 'location' | 'travel'
  >,
  now: Date,
  limit: number,
) {
  const nearPatterns = profile.travel === 'international' ? [] : nearbyPatterns(placeOf(profile.location));
  const shape: CandidateShape = {
    focusAreas: profile.focusAreas.length > 0,
    methods: profile.methods.length > 0,
    languages: profile.languages.length > 0,
    near: nearPatterns.length > 0,
  };
  const key = Object.entries(shape)
    .filter(([, has]) => has)
    .map(([condition]) => condition)
    .join('_');
  const name = `recommended_job_candidates${key ? `_${key}` : ''}`;
  const statements = candidatesStatements(db);
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = candidatesStatement(db, shape, name)));
  return statement.execute({
    earliestToday: earliestTodayIso(now),
    facilitatorId,
    limit,
    ...(shape.focusAreas && { focusAreas: profile.focusAreas }),
    ...(shape.methods && { methods: profile.methods }),
    ...(shape.languages && { languages: profile.languages }),
    ...(shape.near && { nearPatterns }),
  });
}

/** A job as its owner (or an admin) asks for suggestions on it; `companyId` null = any job (an admin). */
export async function findJobToMatch(db: Db, jobId: string, companyId: string | null) {
  const [row] = await db
    .select({ id: jobs.id, ...jobSideColumns })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), companyId ? eq(jobs.companyId, companyId) : undefined));
  return row;
}

// ---------------------------------------------------------------- a facilitator's side

/** A facilitator card's columns and what its side of a match needs. */
export const facilitatorMatchColumns = {
  ...facilitatorSummaryColumns,
  sessionFormats: facilitators.sessionFormats,
  travel: facilitators.travel,
};
export const toFacilitatorSide = (
  row: Omit<FacilitatorSide, 'blockedDays'>,
  blocked: ReadonlySet<string> | undefined,
): FacilitatorSide => ({ ...row, blockedDays: blocked ?? new Set() });

/** How many facilitators that share something with a job are ranked for it. */
export const FACILITATOR_CANDIDATES = 300;

/**
 * Listed facilitators who share a method, a language or a focus area with the job (through the GIN
 * indexes on those arrays) and have not applied to it. Those who could not take it are left out here
 * already (scoreMatch decides, this is its wider sieve): who speak none of its languages, and for an
 * in-person job who are based in another country and do not travel internationally. Those who share a
 * method, then a language, then the place come first when there are more than `limit`.
 */
export function suggestedFacilitatorCandidates(db: Db, job: { id: string } & JobSide, limit: number) {
  // drizzle's arrayOverlaps refuses an empty list: each overlap only when the job names something.
  const methods = job.methods.length ? arrayOverlaps(facilitators.methods, [...job.methods]) : undefined;
  const languages = job.sessionLanguages.length
    ? arrayOverlaps(facilitators.languages, [...job.sessionLanguages])
    : undefined;
  const focusAreas = job.focusAreas.length
    ? arrayOverlaps(facilitators.focusAreas, [...job.focusAreas])
    : undefined;
  const overlaps = [methods, languages, focusAreas].filter((condition) => condition !== undefined);
  const near = job.delivery === 'yes' ? undefined : nearSql(facilitators.location, job.location);
  return db
    .select(facilitatorMatchColumns)
    .from(facilitators)
    .where(
      and(
        isListed(facilitators),
        overlaps.length ? or(...overlaps) : sql`false`,
        languages ? or(languages, sql`${facilitators.languages} = '{}'`) : undefined,
        near && job.delivery === 'no'
          ? or(near, eq(facilitators.travel, 'international'), eq(facilitators.location, ''))
          : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(applications)
            .where(and(eq(applications.jobId, job.id), eq(applications.facilitatorId, facilitators.id))),
        ),
      ),
    )
    .orderBy(
      ...[methods, languages, near]
        .filter((condition) => condition !== undefined)
        .map((condition) => sql`${condition} desc`),
      facilitators.id,
    )
    .limit(limit);
}
