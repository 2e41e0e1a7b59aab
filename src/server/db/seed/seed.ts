import { and, isNull, sql } from 'drizzle-orm';
import { postingTextOf } from '../../../shared/jobs';

import type { DbOrTx } from '../client';
import {
  companies,
  facilitatorCredentials,
  facilitatorFocusAreas,
  facilitators,
  facilitatorUnavailableDates,
  jobs,
  user,
} from '../schema';
import { DAY_MS } from '../../clock';
import { SEED_COMPANIES } from './data/companies';
import { FACILITATOR_DETAILS } from './data/facilitator-details';
import { SEED_FACILITATORS } from './data/facilitators';
import { buildSeedJobs } from './data/job-generator';
import { jobText, methodsNamedIn, seedSession } from './data/job-sessions';
import type { SeedFacilitator, SeedJob } from './data/types';
import { budgetColumns } from '../../jobs/job-budget';
import { jobExpiresAt } from '../../jobs/job-expiry';
import { daysAfterSeed, sampleDeadline, samplePostedAt, sampleSessionDate } from './sample-dates';
import { budgetFromSalary, ratesFromText } from './seed-money';
import { seedUuid } from './seed-ids';
import { seedEngagementReviews } from './seed-reviews';

export { seedUuid };

/** SET clause taking each column from the row that was proposed for insertion. */
const fillFrom = (columns: string[]) =>
  Object.fromEntries(columns.map((column) => [toCamel(column), sql.raw(`excluded.${column}`)]));
const toCamel = (column: string) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

interface Log {
  info(obj: object, msg: string): void;
}

/** The ids of every sample row that others hang on: the sample accounts (company and facilitator profiles share them) and jobs. */
export function sampleIds() {
  return {
    companies: SEED_COMPANIES.map((c) => seedUuid(`company:${c.key}`)),
    facilitators: SEED_FACILITATORS.map((f) => seedUuid(`facilitator:${f.key}`)),
    jobs: buildSeedJobs().map((job) => seedUuid(`job:${job.key}`)),
  };
}

/**
 * Who verified the verified sample credentials: the demo operator's representative (data/demo-operator.json).
 * No admin account is seeded (admins are ADMIN_EMAILS), so `verified_by` stays empty and the name tells.
 */
export const DEMO_ADMIN_NAME = 'Alex Example';

/** JOB_TTL_DAYS' default, for the seeds the tests run without a config. */
const DEFAULT_TTL_DAYS = 60;

/**
 * Loads the sample companies, facilitators and jobs, and completed engagements with their reviews (their
 * parties' reputation recomputed), dated relative to `now`
 * (see sample-dates.ts); each job expires by the app's rule (jobs/job-expiry.ts). Idempotent: every row has a stable id or seed key and
 * is inserted with ON CONFLICT DO NOTHING, so a restart (or two instances
 * starting together) never duplicates anything, and rows a user has changed
 * since are left as they are.
 */
export async function seedDatabase(db: DbOrTx, now: Date, log?: Log, ttlDays = DEFAULT_TTL_DAYS) {
  const seedJobs = buildSeedJobs();
  await db.transaction(async (tx) => {
    const companyUsers = SEED_COMPANIES.map((c) => ({
      id: seedUuid(`company:${c.key}`),
      name: c.name,
      email: c.email,
      emailVerified: true,
      userType: 'company' as const,
      createdAt: now,
      updatedAt: now,
    }));
    const facilitatorUsers = SEED_FACILITATORS.map((f) => ({
      id: seedUuid(`facilitator:${f.key}`),
      name: `${f.firstName} ${f.lastName}`,
      email: f.email,
      emailVerified: true,
      userType: 'facilitator' as const,
      createdAt: now,
      updatedAt: now,
    }));
    await tx
      .insert(user)
      .values([...companyUsers, ...facilitatorUsers])
      .onConflictDoNothing();

    await tx
      .insert(companies)
      .values(
        SEED_COMPANIES.map((c) => ({
          id: seedUuid(`company:${c.key}`),
          name: c.name,
          website: c.website,
          description: c.description,
          industry: c.industry,
          size: c.size,
          profileCompletedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      // The user trigger has just created an empty profile row; fill it, but never overwrite a completed profile.
      .onConflictDoUpdate({
        target: companies.id,
        set: fillFrom([
          'name',
          'website',
          'description',
          'industry',
          'size',
          'profile_completed_at',
          'created_at',
          'updated_at',
        ]),
        setWhere: isNull(companies.profileCompletedAt),
      });

    await tx
      .insert(facilitators)
      .values(
        SEED_FACILITATORS.map((f) => ({
          id: seedUuid(`facilitator:${f.key}`),
          firstName: f.firstName,
          lastName: f.lastName,
          headline: f.headline,
          bio: f.bio,
          location: f.location,
          yearsExperience: f.yearsExperience,
          education: f.education,
          pastClients: f.pastClients,
          testimonials: f.testimonials,
          focusAreas: f.focusAreas,
          profileCompletedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: facilitators.id,
        set: fillFrom([
          'first_name',
          'last_name',
          'headline',
          'bio',
          'location',
          'years_experience',
          'education',
          'past_clients',
          'testimonials',
          'focus_areas',
          'profile_completed_at',
          'created_at',
          'updated_at',
        ]),
        setWhere: isNull(facilitators.profileCompletedAt),
      });
    await tx
      .insert(facilitatorFocusAreas)
      .values(
        SEED_FACILITATORS.flatMap((f) =>
          f.focusAreas.map((focusAreaId) => ({
            facilitatorId: seedUuid(`facilitator:${f.key}`),
            focusAreaId,
          })),
        ),
      )
      .onConflictDoNothing();

    await seedFacilitatorDetails(tx, now);

    const companyNames = new Map(SEED_COMPANIES.map((c) => [c.key, c.name]));
    const rows = seedJobs.map((job, index) => ({
      id: seedUuid(`job:${job.key}`),
      seedKey: job.key,
      companyId: seedUuid(`company:${job.companyKey}`),
      companyName: companyNames.get(job.companyKey) ?? job.companyKey,
      ...postingTextOf({ ...job, budgetNote: budgetFromSalary(job.salary) ? null : job.salary }),
      focusAreas: job.focusAreas,
      applicationDeadline: sampleDeadline(job.applicationDeadline, now),
      status: 'published' as const,
      postedAt: samplePostedAt(now, job.postedDaysAgo, index),
      expiresAt: jobExpiresAt(
        { applicationDeadline: sampleDeadline(job.applicationDeadline, now) },
        samplePostedAt(now, job.postedDaysAgo, index),
        ttlDays,
      ),
      ...sessionColumns(job, index, now),
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await tx
        .insert(jobs)
        .values(rows.slice(i, i + 200))
        // A sample job stays as it is, but one seeded before jobs had session details gets them.
        .onConflictDoUpdate({
          target: jobs.id,
          set: fillFrom(SESSION_COLUMNS),
          setWhere: and(
            isNull(jobs.sessionFormat),
            isNull(jobs.budgetType),
            sql`${jobs.seedKey} is not null`,
          ),
        });
    }
    await seedEngagementReviews(tx, now);
  });
  log?.info(
    { companies: SEED_COMPANIES.length, facilitators: SEED_FACILITATORS.length, jobs: seedJobs.length },
    'sample data in place',
  );
}

const SESSION_COLUMNS = [
  'session_format',
  'session_dates',
  'session_time_zone',
  'session_dates_flexible',
  'duration_value',
  'duration_unit',
  'group_size',
  'session_languages',
  'design_days',
  'delivery_days',
  'deliverables',
  'roles',
  'methods',
  'budget_type',
  'budget_min',
  'budget_max',
  'budget_currency',
];

/** A sample job's session details, its dates moved with `now`; its methods and budget read from its text. */
function sessionColumns(job: SeedJob, index: number, now: Date) {
  const { sessionDates, ...session } = seedSession(job, index);
  return {
    ...session,
    sessionDates: sessionDates.map((date) => sampleSessionDate(date, now)),
    methods: methodsNamedIn(jobText(job)),
    ...budgetColumns(budgetFromSalary(job.salary)),
  };
}

const DETAIL_COLUMNS = [
  'rate_currency',
  'day_rate_min',
  'day_rate_max',
  'hourly_rate_min',
  'hourly_rate_max',
  'languages',
  'methods',
  'virtual_tools',
  'travel',
  'travel_radius_km',
  'session_formats',
  'group_sizes',
  'availability_status',
  'available_from',
  'verified_credentials',
];

export function facilitatorDetails(f: SeedFacilitator) {
  const details = FACILITATOR_DETAILS[f.key];
  if (!details) throw new Error(`No facilitation details for the sample facilitator ${f.key}`);
  return details;
}

/**
 * The facilitation details of the sample facilitators: rates from their rate text, the rest from
 * FACILITATOR_DETAILS, dated from `now`. Written once per profile (also to a profile seeded before
 * profiles had them), with its credentials and blocked days; a profile that has details is left alone.
 */
async function seedFacilitatorDetails(tx: DbOrTx, now: Date) {
  const filled = await tx
    .insert(facilitators)
    .values(
      SEED_FACILITATORS.map((f) => {
        const details = facilitatorDetails(f);
        const { availability } = details;
        return {
          id: seedUuid(`facilitator:${f.key}`),
          firstName: f.firstName,
          lastName: f.lastName,
          ...ratesFromText(f.rate),
          languages: details.languages,
          methods: details.methods,
          virtualTools: details.virtualTools,
          travel: details.travel,
          travelRadiusKm: details.travelRadiusKm,
          sessionFormats: details.sessionFormats,
          groupSizes: details.groupSizes,
          availabilityStatus: availability.status,
          availableFrom:
            availability.status === 'available-from' ? daysAfterSeed(now, availability.daysAfterSeed) : null,
          verifiedCredentials: details.credentials.filter((c) => c.verifiedDaysAgo !== null).length,
        };
      }),
    )
    .onConflictDoUpdate({
      target: facilitators.id,
      set: fillFrom(DETAIL_COLUMNS),
      setWhere: sql`cardinality(${facilitators.languages}) = 0 and cardinality(${facilitators.methods}) = 0`,
    })
    .returning({ id: facilitators.id });
  const fresh = new Set(filled.map((row) => row.id));
  const seeded = SEED_FACILITATORS.map((f) => ({ f, id: seedUuid(`facilitator:${f.key}`) })).filter(
    ({ id }) => fresh.has(id),
  );
  const credentials = seeded.flatMap(({ f, id }) =>
    facilitatorDetails(f).credentials.map((c, i) => ({
      id: seedUuid(`credential:${f.key}:${i}`),
      facilitatorId: id,
      kind: c.kind,
      detail: c.detail,
      year: c.year,
      evidenceUrl: c.evidenceUrl,
      verifiedAt: c.verifiedDaysAgo === null ? null : new Date(now.getTime() - c.verifiedDaysAgo * DAY_MS),
      verifiedByName: c.verifiedDaysAgo === null ? null : DEMO_ADMIN_NAME,
      createdAt: now,
      updatedAt: now,
    })),
  );
  if (credentials.length) await tx.insert(facilitatorCredentials).values(credentials).onConflictDoNothing();
  const blocked = seeded.flatMap(({ f, id }) =>
    facilitatorDetails(f).blockedDaysAfterSeed.map((days) => ({
      facilitatorId: id,
      day: daysAfterSeed(now, days),
    })),
  );
  if (blocked.length) await tx.insert(facilitatorUnavailableDates).values(blocked).onConflictDoNothing();
}
