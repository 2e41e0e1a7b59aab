import { createHash } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';

import type { Db } from '../client';
import { companies, facilitatorFocusAreas, facilitators, jobs, user } from '../schema';
import { SEED_COMPANIES } from './data/companies';
import { SEED_FACILITATORS } from './data/facilitators';
import { buildSeedJobs } from './data/job-generator';
import { jobExpiresAt } from '../../jobs/job-expiry';
import { sampleDeadline, samplePostedAt } from './sample-dates';

/** SET clause taking each column from the row that was proposed for insertion. */
const fillFrom = (columns: string[]) =>
  Object.fromEntries(columns.map((column) => [toCamel(column), sql.raw(`excluded.${column}`)]));
const toCamel = (column: string) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

interface Log {
  info(obj: object, msg: string): void;
}

/** A stable UUID for a seed key, so that re-running the seed finds the same rows. */
export function seedUuid(key: string): string {
  const hex = createHash('sha256').update(`facilitatorhub-seed:${key}`).digest('hex');
  // Shape it as a version-4-looking UUID (variant bits set) so it is valid everywhere.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** JOB_TTL_DAYS' default, for the seeds the tests run without a config. */
const DEFAULT_TTL_DAYS = 60;

/**
 * Loads the sample companies, facilitators and jobs, dated relative to `now`
 * (see sample-dates.ts); each job expires by the app's rule (jobs/job-expiry.ts). Idempotent: every row has a stable id or seed key and
 * is inserted with ON CONFLICT DO NOTHING, so a restart (or two instances
 * starting together) never duplicates anything, and rows a user has changed
 * since are left as they are.
 */
export async function seedDatabase(db: Db, now: Date, log?: Log, ttlDays = DEFAULT_TTL_DAYS) {
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
          rate: f.rate,
          education: f.education,
          certifications: f.certifications,
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
          'rate',
          'education',
          'certifications',
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

    const companyNames = new Map(SEED_COMPANIES.map((c) => [c.key, c.name]));
    const rows = seedJobs.map((job, index) => ({
      id: seedUuid(`job:${job.key}`),
      seedKey: job.key,
      companyId: seedUuid(`company:${job.companyKey}`),
      companyName: companyNames.get(job.companyKey) ?? job.companyKey,
      title: job.title,
      location: job.location,
      salary: job.salary,
      remote: job.remote,
      experience: job.experience,
      employmentType: job.employmentType,
      description: job.description,
      requirements: job.requirements,
      responsibilities: job.responsibilities,
      focusAreas: job.focusAreas,
      applicationDeadline: sampleDeadline(job.applicationDeadline, now),
      status: 'published' as const,
      postedAt: samplePostedAt(now, job.postedDaysAgo, index),
      expiresAt: jobExpiresAt(
        { applicationDeadline: sampleDeadline(job.applicationDeadline, now) },
        samplePostedAt(now, job.postedDaysAgo, index),
        ttlDays,
      ),
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await tx
        .insert(jobs)
        .values(rows.slice(i, i + 200))
        .onConflictDoNothing();
    }
  });
  log?.info(
    { companies: SEED_COMPANIES.length, facilitators: SEED_FACILITATORS.length, jobs: seedJobs.length },
    'sample data in place',
  );
}
