/**
 * The company side in the bench (the organisations issue: "the company dashboard and the applicants page as
 * a member of an organisation of 50 members and 200 jobs keep their targets"). One organisation with
 * ORGANISATION_MEMBERS members in every role, ORGANISATION_JOBS jobs in every status, and the loaded
 * facilitators' applications to them: BIG_JOB_APPLICANTS to the job whose applicants page is read, a few
 * dozen to each other job that was ever public. A bench company user who signed up through the real
 * endpoints is one of its recruiters and reads, with that session's cookie, the endpoints below.
 */
import type pg from 'pg';
import { FOCUS, TITLES_A, TOPICS } from './load-jobs';
import { draw, pick } from './sql-draw';

export const ORGANISATION_MEMBERS = 50;
export const ORGANISATION_JOBS = 200;
export const BIG_JOB_APPLICANTS = 500;
/** The busy job was posted two weeks ago: its applications came in since. */
const BIG_JOB_AGE_DAYS = 14;

/** The endpoints read as the organisation's recruiter, with the job whose applicants are read. */
export function organisationEndpoints(bigJobId: string) {
  return {
    // Its open jobs, its applications in numbers and the ten newest of them, over all 200 jobs.
    companyDashboard: '/api/company/dashboard',
    // My jobs, newest first, each with its applicant count.
    companyJobs: '/api/company/jobs?page=1',
    // The applicants page of the busiest job: the newest page, and one status (about 12 % of them).
    applicants: `/api/company/jobs/${bigJobId}/applications`,
    applicantsShortlisted: `/api/company/jobs/${bigJobId}/applications?status=shortlisted`,
  };
}

export const ORGANISATION_ENDPOINT_NAMES = Object.keys(organisationEndpoints(''));

export const ORGANISATION_P99_TARGET_MS = 50;

type Measured = Record<string, { ours: { rps: number; p99: number } }>;

/** Their lines in the bench's target list: p99 under ORGANISATION_P99_TARGET_MS each. */
export function organisationTargets(results: Measured): [string, boolean][] {
  return ORGANISATION_ENDPOINT_NAMES.filter((name) => name in results).map((name): [string, boolean] => {
    const { p99, rps } = results[name].ours;
    return [
      `${name} as a recruiter of ${ORGANISATION_MEMBERS} members, ${ORGANISATION_JOBS} jobs: p99 ${p99} ms < ${ORGANISATION_P99_TARGET_MS} ms at ${rps.toFixed(0)} req/s`,
      p99 < ORGANISATION_P99_TARGET_MS,
    ];
  });
}

/** The roles of members 1–49 (the owner first); the bench's recruiter is the 50th. */
const ROLE_OF_MEMBER = `case when i = 1 then 'owner' when i <= 4 then 'admin' when i <= 14 then 'hiring_manager'
  when i <= 39 then 'recruiter' else 'viewer' end`;
/** Job statuses by share: most published, some closed or expired, a few drafts, in review or rejected. */
const JOB_STATUS = `case when ${draw(201, 100)} < 60 then 'published' when ${draw(201, 100)} < 75 then 'closed'
  when ${draw(201, 100)} < 85 then 'expired' when ${draw(201, 100)} < 93 then 'draft'
  when ${draw(201, 100)} < 97 then 'pending_review' else 'rejected' end`;
/** Application statuses by share, as a pipeline a few weeks in leaves them. */
const APPLICATION_STATUS = `case when ${draw(211, 100)} < 40 then 'submitted' when ${draw(211, 100)} < 60 then 'in_review'
  when ${draw(211, 100)} < 72 then 'shortlisted' when ${draw(211, 100)} < 90 then 'rejected'
  when ${draw(211, 100)} < 93 then 'hired' else 'withdrawn' end`;
const LETTER_OPENERS = [
  'I have facilitated workshops like this one for ten years',
  'Your brief on the offsite caught my attention',
  'I would love to design and run this session with your team',
  'Having run similar formats for leadership teams',
  'This job fits my practice in large-group facilitation',
];
const LETTER_TAILS = [
  'and I can share the agendas of three comparable events.',
  'and my references from the last two years are in my profile.',
  'and I am available on the dates you list.',
  'and I would start with a short call to understand your goals.',
];

/**
 * Loads `count` applications of the loaded facilitators to the board's jobs (three to a job, each from a
 * different facilitator, in the statuses of a live pipeline, over the weeks after the job was posted), so
 * that the organisation's applications are a small part of the table, as on a live board, and its plans are
 * chosen as they would be there: over a table of its own applications alone, reading it all is cheapest.
 */
export async function loadBoardApplications(pool: pg.Pool, count: number, log: (msg: string) => void) {
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query(`
      with f as (select array_agg(id order by id) as ids from facilitators where profile_completed_at is not null),
           j as (select id, posted_at, row_number() over (order by posted_at desc, id) as n from jobs
                 where status = 'published' and seed_key is null order by posted_at desc, id
                 limit ${Math.ceil(count / 3)})
      insert into applications (job_id, facilitator_id, cover_letter, status, status_changed_at, created_at,
                                updated_at)
      select j.id, f.ids[1 + (j.n * 7919 + k * 104729) % cardinality(f.ids)],
             ${pick(LETTER_OPENERS, 213)} || ', ' || ${pick(LETTER_TAILS, 214)},
             a.status, a.created_at, a.created_at, a.created_at
      from j cross join f
      cross join generate_series(0, 2) as k
      cross join lateral (select j.n * 3 + k as i) r
      cross join lateral (
        select ${APPLICATION_STATUS} as status,
               j.posted_at + least(now() - j.posted_at, interval '30 days') * ${draw(216, 1000)} / 1000 as created_at
      ) a
      where j.n * 3 + k < ${count} + 3
      on conflict do nothing`);
    await client.query('vacuum analyze applications');
    const {
      rows: [{ n }],
    } = await client.query<{ n: number }>('select count(*)::int as n from applications');
    log(
      `  loaded ${n.toLocaleString('en')} applications to the board's jobs (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  } finally {
    client.release();
  }
}

/**
 * Loads the organisation, its members, jobs and applications with generate_series, and makes `recruiterId`
 * (a signed-up company user) one of its recruiters acting for it. As a real one, the organisation has its
 * founder's id: the owner's account is inserted first and the user_create_profile trigger makes the
 * company and the owner's membership; every other member's own organisation of one, made by the same
 * trigger, is removed again. Returns the organisation's id and the job with the most applicants.
 */
export async function loadOrganisation(
  pool: pg.Pool,
  { recruiterId }: { recruiterId: string },
  log: (msg: string) => void,
): Promise<{ organisationId: string; bigJobId: string }> {
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('begin');
    await client.query(`
      insert into "user" (name, email, email_verified, user_type, created_at)
      select 'Bench Organisation', 'bench-org-member-1@bench.example', true, 'company', now() - interval '400 days'`);
    const {
      rows: [{ id: organisationId }],
    } = await client.query<{ id: string }>(
      `select id from "user" where email = 'bench-org-member-1@bench.example'`,
    );
    await client.query(
      `update companies set profile_completed_at = now(), industry = 'Consulting', size = '201-500',
              description = 'A consultancy that runs workshops, offsites and trainings for its clients.'
       where id = $1`,
      [organisationId],
    );
    await client.query(`
      insert into "user" (name, email, email_verified, user_type, created_at)
      select 'Bench Member ' || i, 'bench-org-member-' || i || '@bench.example', true, 'company',
             now() - (400 - i * 5) * interval '1 day'
      from generate_series(2, ${ORGANISATION_MEMBERS - 1}) as i`);
    // Their own organisations of one (and the recruiter's from signing up) go; the memberships with them.
    await client.query(
      `delete from companies where id = $1 or id in (select id from "user"
         where email like 'bench-org-member-%@bench.example' and email <> 'bench-org-member-1@bench.example')`,
      [recruiterId],
    );
    await client.query(
      `
      insert into organisation_members (organisation_id, user_id, role, last_active_at, created_at)
      select $1::uuid, u.id, ${ROLE_OF_MEMBER}, now() - ${draw(202, 30 * 24)} * interval '1 hour', u.created_at
      from generate_series(2, ${ORGANISATION_MEMBERS - 1}) as i
      join "user" u on u.email = 'bench-org-member-' || i || '@bench.example'
      union all select $1::uuid, $2::uuid, 'recruiter', null, now() - interval '30 days'`,
      [organisationId, recruiterId],
    );
    await client.query(
      `update "user" set active_organisation_id = $1
       where id = $2 or email like 'bench-org-member-%@bench.example'`,
      [organisationId, recruiterId],
    );
    // Jobs: one every day for 200 days, owned by the members who post (owner, admins, hiring managers,
    // recruiters); the one posted BIG_JOB_AGE_DAYS ago, published, is the busy job.
    await client.query(
      `
      insert into jobs (title, company_id, company_name, owner_id, location, remote, description, requirements,
                        focus_areas, status, created_at, posted_at, approved_at, expires_at, closed_at,
                        submitted_at, rejection_reason)
      select ${pick(TITLES_A, 203)} || ' facilitator for ' || ${pick(TOPICS, 204)}, $1, 'Bench Organisation',
             (select u.id from "user" u
              where u.email = 'bench-org-member-' || (1 + ${draw(205, 39)}) || '@bench.example'),
             ${pick(['Berlin', 'Hamburg', 'Vienna', 'Zurich', 'London', 'Amsterdam'], 206)},
             ${pick(['no', 'yes', 'hybrid'], 207)},
             'We are looking for a facilitator to design and run a ' || lower(${pick(TITLES_A, 208)}) ||
               ' on ' || ${pick(TOPICS, 209)} || ' for one of our clients, with preparation calls beforehand.',
             'Experience with groups of 20 to 80 people, and references from comparable sessions.',
             array[${pick(FOCUS, 210)}], s.status, s.created_at,
             case when s.status in ('published', 'closed', 'expired') then s.created_at end,
             case when s.status in ('published', 'closed', 'expired') then s.created_at end,
             case when s.status = 'published' then now() + (1 + ${draw(217, 60)}) * interval '1 day'
                  when s.status = 'expired' then s.created_at + interval '30 days' end,
             case when s.status = 'closed' then s.created_at + interval '20 days' end,
             case when s.status in ('pending_review', 'rejected') then s.created_at end,
             case when s.status = 'rejected' then 'The job names no session or group.' end
      from generate_series(1, ${ORGANISATION_JOBS}) as i
      cross join lateral (select case when i = ${ORGANISATION_JOBS - BIG_JOB_AGE_DAYS} then 'published'
                                      else ${JOB_STATUS} end as status,
                                 now() - (${ORGANISATION_JOBS} - i) * interval '1 day' as created_at) s`,
      [organisationId],
    );
    const {
      rows: [{ id: bigJobId }],
    } = await client.query<{ id: string }>(
      `select id from jobs where company_id = $1 order by created_at desc offset ${BIG_JOB_AGE_DAYS} limit 1`,
      [organisationId],
    );
    // Applications from the loaded facilitators: every job that was ever public gets a few dozen, the busy
    // job BIG_JOB_APPLICANTS, each from a different facilitator, spread over its first weeks (up to now).
    await client.query(
      `
      with f as (select array_agg(id) as ids from (select id from facilitators
                 where profile_completed_at is not null order by id limit 5000) s),
           j as (select id, posted_at, row_number() over (order by created_at, id) as n,
                        case when id = $2 then ${BIG_JOB_APPLICANTS}
                             else 10 + (hashint8extended(hashtext(id::text), 212) % 50 + 50) % 50 end as applicants
                 from jobs where company_id = $1 and posted_at is not null)
      insert into applications (job_id, facilitator_id, cover_letter, status, status_changed_at, status_changed_by,
                                withdrawn_from, created_at, updated_at)
      select j.id, f.ids[1 + (j.n * 7919 + m) % cardinality(f.ids)],
             ${pick(LETTER_OPENERS, 213)} || ', ' || ${pick(LETTER_TAILS, 214)},
             a.status, case when a.status = 'submitted' then a.created_at
                           else least(now(), a.created_at + interval '2 days') end,
             case when a.status not in ('submitted', 'withdrawn') then
               (select u.id from "user" u
                where u.email = 'bench-org-member-' || (1 + ${draw(215, 39)}) || '@bench.example') end,
             case when a.status = 'withdrawn' then 'in_review' end,
             a.created_at, a.created_at
      from j cross join f
      cross join lateral generate_series(0, least(j.applicants, cardinality(f.ids)) - 1) as m
      cross join lateral (select j.n * 1000 + m as i) r
      cross join lateral (
        select ${APPLICATION_STATUS} as status,
               j.posted_at + least(now() - j.posted_at, interval '30 days') * ${draw(216, 1000)} / 1000 as created_at
      ) a`,
      [organisationId, bigJobId],
    );
    await client.query('commit');
    for (const table of ['jobs', 'applications', 'organisation_members', 'companies', '"user"'])
      await client.query(`vacuum analyze ${table}`);
    const {
      rows: [counts],
    } = await client.query<{ jobs: number; applications: number; big: number }>(
      `select (select count(*)::int from jobs where company_id = $1) as jobs,
              (select count(*)::int from applications a join jobs j on j.id = a.job_id where j.company_id = $1)
                as applications,
              (select count(*)::int from applications where job_id = $2) as big`,
      [organisationId, bigJobId],
    );
    log(
      `  loaded an organisation of ${ORGANISATION_MEMBERS} members, ${counts.jobs} jobs and ${counts.applications.toLocaleString('en')} applications (${counts.big} to one job) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { organisationId, bigJobId };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
