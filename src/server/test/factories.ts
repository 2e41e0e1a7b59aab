import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ApplyInput } from '../../shared/applications';
import type { JobDetail, PostJobFormValues } from '../../shared/jobs';
import type { OrgRole } from '../../shared/organisation-roles';
import type { SavedSearch } from '../../shared/saved';
import { applications, conversations, facilitators, jobs, organisationMembers, user } from '../db/schema';
import { as, signUp, type TestContext, type TestUser } from './helpers';
import { sendAs } from './inject';

/**
 * One way to make the jobs, applications, saved searches and organisation members a server test needs
 * (users: `signUp` in helpers.ts). Through the API (`postJob`, `applyTo`, `postSavedSearch`), as a user would; or straight into the database
 * (`makeJob`, `makeApplication`) when a test needs a state or a date the API would not produce,
 * or no notifications and mails.
 */

/**
 * What a test facilitator's profile holds once it is complete and meets the listing rule
 * (docs/decisions/035), written straight into its row (`{ ...listedFacilitatorValues(now), ...own }`):
 * the directory, its search and the sitemap then show it. A test's own values go after these.
 */
export const listedFacilitatorValues = (now: Date) =>
  ({
    headline: 'Workshop facilitator',
    bio: 'Designs and runs workshops, retrospectives and offsites for teams that need to decide together.',
    location: 'Lisbon, Portugal',
    focusAreas: ['team-building'],
    yearsExperience: 8,
    rateCurrency: 'EUR',
    dayRateMin: 900,
    profileCompletedAt: now,
  }) satisfies Partial<typeof facilitators.$inferInsert>;

/** The details the listing rule asks for beyond onboarding, for a PUT /api/profile/facilitator body. */
export const LISTING_DETAILS = { yearsExperience: 8, rateCurrency: 'EUR', dayRateMin: 900 } as const;

/** A body of POST /api/jobs that passes the schema, with every optional field filled in. */
export const validJobInput = (overrides: Partial<PostJobFormValues> = {}): PostJobFormValues => ({
  title: 'Facilitator for a two-day strategy offsite',
  location: 'Berlin, Germany',
  budgetNote: 'plus travel expenses',
  remote: 'hybrid',
  experience: 'senior',
  employmentType: 'contract',
  description:
    'We are looking for an experienced facilitator to design and run our annual two-day strategy offsite.',
  requirements: '- Five years of facilitation\n- Fluent English',
  responsibilities: '- Design the agenda\n- Run both days',
  focusAreas: ['strategic-planning'],
  ...overrides,
});

/** POST /api/jobs as `user` (or signed out); the raw answer. */
export const postJobRequest = (ctx: Pick<TestContext, 'app'>, user: TestUser | undefined, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/jobs', headers: as(user), payload: payload as object });

/** Posts a valid job through the API as `company` (published unless overridden); fails unless 201. */
export async function postJob(
  ctx: Pick<TestContext, 'app'>,
  company: TestUser,
  overrides: Partial<PostJobFormValues> = {},
): Promise<JobDetail> {
  const res = await postJobRequest(ctx, company, validJobInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

let jobCounter = 0;

/**
 * A job row written straight into the database: published now (on the app's clock) unless
 * overridden. `company` null makes a job whose company is gone.
 */
export async function makeJob(
  ctx: Pick<TestContext, 'db' | 'clock'>,
  company: TestUser | null,
  overrides: Partial<typeof jobs.$inferInsert> = {},
) {
  jobCounter += 1;
  const [job] = await ctx.db
    .insert(jobs)
    .values({
      companyId: company?.id ?? null,
      title: `Strategy offsite facilitator ${jobCounter}`,
      // Replaced by the company profile's name (a database trigger); a job without a company keeps it.
      companyName: 'Test Company',
      location: 'Berlin, Germany',
      description:
        'We need an experienced facilitator for a two-day strategy offsite with our leadership team.',
      requirements: 'Five years of facilitation experience with executive teams.',
      focusAreas: ['strategic-planning'],
      status: 'published',
      postedAt: ctx.clock.now(),
      ...overrides,
    })
    .returning();
  return job!;
}

/** A body of POST /api/jobs/:id/applications that passes the schema. */
export const validApplicationInput = (overrides: Partial<ApplyInput> = {}): ApplyInput => ({
  coverLetter:
    'I have run more than forty strategy offsites for leadership teams and would love to run yours.',
  portfolioLinks: ['https://portfolio.example/cases'],
  availability: 'From March, two days a week',
  ...overrides,
});

/** POST /api/jobs/:id/applications as `user` (or signed out); the raw answer. */
export const applyRequest = (
  ctx: Pick<TestContext, 'app'>,
  user: TestUser | undefined,
  jobId: string,
  payload: unknown = validApplicationInput(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/applications`,
    headers: as(user),
    payload: payload as object,
  });

/** Applies through the API (notifying the company, as a real application does); the new application's id. */
export async function applyTo(
  ctx: Pick<TestContext, 'app'>,
  facilitator: TestUser,
  jobId: string,
  overrides: Partial<ApplyInput> = {},
): Promise<string> {
  const res = await applyRequest(ctx, facilitator, jobId, validApplicationInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application.id as string;
}

/** An application row written straight into the database: no notification, no mail. */
export async function makeApplication(
  ctx: Pick<TestContext, 'db'>,
  job: { id: string },
  facilitator: TestUser,
  overrides: Partial<typeof applications.$inferInsert> = {},
) {
  const [application] = await ctx.db
    .insert(applications)
    .values({
      jobId: job.id,
      facilitatorId: facilitator.id,
      coverLetter: 'A cover letter that is long enough to be accepted by the rules.',
      ...overrides,
    })
    .returning();
  return application!;
}

/**
 * A conversation row between `company` and `facilitator` written straight into the database: started by the
 * company now (on the app's clock), its last message the company's, unless overridden. No message rows.
 */
export async function makeConversation(
  ctx: Pick<TestContext, 'db' | 'clock'>,
  company: TestUser,
  facilitator: TestUser,
  overrides: Partial<typeof conversations.$inferInsert> = {},
) {
  const now = ctx.clock.now();
  const [conversation] = await ctx.db
    .insert(conversations)
    .values({
      companyId: company.id,
      facilitatorId: facilitator.id,
      startedBy: 'company',
      lastMessageAt: now,
      lastMessageSide: 'company',
      lastMessagePreview: '',
      createdAt: now,
      ...overrides,
    })
    .returning();
  return conversation!;
}

/** Saves a search through the API as `user`, as "Save this search" on /jobs does; fails unless 201. */
export async function postSavedSearch(
  ctx: Pick<TestContext, 'app'>,
  user: TestUser,
  payload: object,
): Promise<SavedSearch> {
  const res = await sendAs(ctx, user, 'POST', '/api/saved-searches', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/**
 * A second company-side person who joined the organisation `organisationId` (its founder's user id) with
 * `role` and acts for it; `name`, when given, is theirs. Their own sign-up's organisation stays.
 */
export async function memberOf(
  ctx: Pick<TestContext, 'app' | 'mails' | 'db'>,
  organisationId: string,
  role: OrgRole,
  name?: string,
): Promise<TestUser> {
  const member = await signUp(ctx, 'company');
  await ctx.db.insert(organisationMembers).values({ organisationId, userId: member.id, role });
  await ctx.db
    .update(user)
    .set({ activeOrganisationId: organisationId, ...(name ? { name } : {}) })
    .where(eq(user.id, member.id));
  return member;
}
