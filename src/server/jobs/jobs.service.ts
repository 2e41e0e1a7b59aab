// Long on purpose: a job's whole life as its company sees it (post, edit, duplicate, the status changes,
// the visibility rules of its page), each step reusing the same checks and moderation rules.
import { tellRemainingApplicants } from '../declines/declines.service';
import type { DeclineMailDeps } from '../declines/decline-sweep';
import { isOwnerOnly, isPubliclyVisible, JOB_TITLE_MAX } from '../../shared/job-options';
import {
  earliestTodayIso,
  makePostJobSchema,
  postingTextOf,
  JOB_TRANSITIONS,
  type JobDetail,
  type JobLifecycleAction,
  type JobListParams,
  type PostJobInput,
  type UpdateJobInput,
} from '../../shared/jobs';
import { detectContentLanguage } from '../../shared/detect-content-language';
import { sessionFieldsOf } from '../../shared/facilitation';
import type { ModerationMode } from '../../shared/moderation';
import type { Db } from '../db/client';
import { badRequest, conflict, forbidden, gone, notFound, validationError } from '../http/errors';
import { toPage } from '../../shared/pagination';
import { ratesForBudgetFilter } from '../exchange-rates/exchange-rates.service';
import {
  findJob,
  findJobWithCompany,
  listCompanyJobs,
  insertJob,
  toUpdateValues,
  transitionJob,
  updateJob,
  withdrawApproval,
  type Job,
} from './jobs.repo';
import { estimateJobCount, listPublishedJobs, type JobCountMode } from './job-board.repo';
import { isUuid } from '../http/params';
import type { TtlCache } from '../cache/ttl-cache';
import { budgetOf } from './job-budget';
import { em } from '../http/error-messages';
import { isGoneForVisitors, mayOpenJobPage } from './job-visibility';
import { COMPANY_LEFT_CODE } from '../../shared/message-options';
import { checkNewCompanyLinks, submissionTarget } from './moderation';
import { jobExpiresAt, newExpiryPeriod } from './job-expiry';
import type { Tally } from '../metrics/metrics';
import { toCompanyJob, toDetail, toSummary } from './jobs.mappers';
import type { CompanyActor } from '../auth/session';
import { recordOrgEvent } from '../organisations/audit.repo';

/** What the job services count (metrics/metrics.ts). */
export interface JobMetrics {
  jobsPublished: Tally;
}

/** The operator's settings that decide where a job goes and how long it stays (MODERATION, JOB_TTL_DAYS). */
export interface JobRules {
  moderation: ModerationMode;
  ttlDays: number;
}

/** Who posts or duplicates a job: the member (its owner from then on) and their organisation. */
export type JobMember = Pick<CompanyActor, 'user' | 'companyId'>;

export const JOB_NOT_FOUND = em('jobs.notFound');
export const NOT_YOUR_JOB = em('jobs.notYours');
export const JOB_NO_LONGER_AVAILABLE = em('jobs.noLongerAvailable');
export const HIDDEN_JOB_REOPEN = em('jobs.hiddenReopen');

/**
 * A job as the given viewer may see it (`mayOpenJobPage`): published, closed and expired jobs keep their
 * page for everyone (an expired one says so, without Apply), a job that never was public (a draft, in
 * review, rejected) only for its owner, and admins see the submitted ones; anything else is "not found".
 */
export async function getVisibleJob(
  db: Db,
  id: string,
  viewerId: string | undefined,
  now: Date,
  options: { admin?: boolean } = {},
): Promise<JobDetail> {
  if (!isUuid(id)) throw notFound(JOB_NOT_FOUND);
  const row = await findJobWithCompany(db, id);
  if (!row) throw notFound(JOB_NOT_FOUND);
  if (!mayOpenJobPage(row.job, { id: viewerId, admin: options.admin })) throw notFound(JOB_NOT_FOUND);
  // Hidden by an admin, or its company suspended: gone for everyone but its owner, with a page that says so.
  if (isGoneForVisitors(row.job) && row.job.companyId !== viewerId)
    throw row.job.companyId === null
      ? gone(em('departed.company'), COMPANY_LEFT_CODE)
      : gone(JOB_NO_LONGER_AVAILABLE);
  return toDetail(
    row.job,
    row.company?.id ? row.company : null,
    row.filledPositions,
    viewerId,
    now,
    options.admin,
  );
}

/**
 * A page of the job board (GET /api/jobs). `boardSize` keeps the board's estimated size, which decides how
 * the list is counted: a minute-old estimate is good enough for that.
 */
export async function listJobBoard(db: Db, params: JobListParams, boardSize: TtlCache<number>) {
  const size = await boardSize.getOrLoad('jobs', () => estimateJobCount(db));
  const rates = await ratesForBudgetFilter(db, params);
  const { rows, total, totalIsExact } = await listPublishedJobs(
    db,
    params,
    jobCountMode(params, size),
    rates,
  );
  return { ...toPage(rows.map(toSummary), total, params.page, params.pageSize), totalIsExact };
}

/** Boards with up to this many jobs (all statuses) count the matches of every list exactly. */
export const EXACT_COUNT_MAX_JOBS = 20_000;
/** Larger boards count the matches of a list only this many pages past the one shown ("100+ jobs"). */
export const COUNT_LOOKAHEAD_PAGES = 4;
/** On larger boards, only the first this many matches of a list can be paged through. */
export const RESULT_WINDOW = 1000;
export const RESULT_WINDOW_MESSAGE = em('jobs.resultWindow', { max: RESULT_WINDOW });

/**
 * How a job list is counted on a board of `boardSize` jobs: exactly while that is cheap, otherwise up to a
 * few pages ahead, so that the cost of a page follows the page and not the number of matches.
 */
export function jobCountMode(
  params: Pick<JobListParams, 'page' | 'pageSize'>,
  boardSize: number,
): JobCountMode {
  if (boardSize <= EXACT_COUNT_MAX_JOBS) return { exact: true };
  if ((params.page - 1) * params.pageSize >= RESULT_WINDOW) throw badRequest(RESULT_WINDOW_MESSAGE);
  const countLimit = Math.min((params.page + COUNT_LOOKAHEAD_PAGES) * params.pageSize, RESULT_WINDOW);
  return { exact: false, countLimit, resultWindow: RESULT_WINDOW };
}

/**
 * A member posts a job: as a draft, or submitted for publication, which MODERATION may turn into a wait
 * for review. The member becomes the job's owner, and the organisation's audit log notes the posting.
 */
export async function createJob(
  db: Db,
  member: JobMember,
  input: PostJobInput,
  now: Date,
  rules: JobRules,
  metrics: JobMetrics,
): Promise<JobDetail> {
  const { companyId } = member;
  const job = await db.transaction(async (tx) => {
    await checkNewCompanyLinks(tx, companyId, input);
    const { status: requested, ...fields } = input;
    const status =
      requested === 'draft' ? 'draft' : await submissionTarget(tx, rules.moderation, { companyId });
    const expiresAt = status === 'published' ? jobExpiresAt(input, now, rules.ttlDays) : null;
    const row = await insertJob(
      tx,
      { companyId, ownerId: member.user.id },
      withContentLanguage(fields),
      status,
      now,
      expiresAt,
    );
    await recordOrgEvent(tx, {
      organisationId: companyId,
      actor: { id: member.user.id, name: member.user.name },
      action: 'job_posted',
      subject: row.title,
      subjectId: row.id,
      at: now,
    });
    return row;
  });
  if (job.status === 'published') metrics.jobsPublished.inc();
  return getVisibleJob(db, job.id, companyId, now);
}

/** The text a posting's language is detected from when its author did not choose one. */
const textOf = (job: Pick<PostJobInput, 'title' | 'description' | 'requirements' | 'responsibilities'>) => [
  job.title,
  job.description,
  job.requirements,
  job.responsibilities,
];

/** A posting with its content language: the one chosen, or the one its text reads as (docs/decisions/036). */
const withContentLanguage = <T extends Omit<PostJobInput, 'status'>>(posting: T) => ({
  ...posting,
  contentLanguage: posting.contentLanguage ?? detectContentLanguage(...textOf(posting)),
});

/**
 * Loads a job for a change by `companyId`: 404 when it does not exist or is
 * someone else's draft (whose existence we do not reveal), 403 when it is
 * someone else's public posting.
 */
async function loadOwnJob(db: Db, id: string, companyId: string): Promise<Job> {
  if (!isUuid(id)) throw notFound(JOB_NOT_FOUND);
  const job = await findJob(db, id);
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (job.companyId !== companyId) {
    if (isOwnerOnly(job)) throw notFound(JOB_NOT_FOUND);
    throw forbidden(NOT_YOUR_JOB);
  }
  return job;
}

const COPY_SUFFIX = ' (copy)';

/** A copy's title: the original's, marked as a copy, within the title's length. */
export const copyTitle = (title: string) =>
  `${title.slice(0, JOB_TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;

/**
 * Duplicates one of the company's jobs as a new draft: the same fields (its dates as they were, the form
 * asks for new ones when they have passed), the title marked "(copy)", no applications. Someone else's
 * job answers as editing it would (404 for a draft, 403 for a public posting).
 */
export async function duplicateJob(db: Db, id: string, member: JobMember, now: Date): Promise<JobDetail> {
  const { companyId } = member;
  const source = await loadOwnJob(db, id, companyId);
  const posting = { ...postingOf(source), title: copyTitle(source.title) };
  const copy = await db.transaction(async (tx) => {
    await checkNewCompanyLinks(tx, companyId, posting);
    // The copy is the duplicating member's, whoever owned the original.
    return insertJob(tx, { companyId, ownerId: member.user.id }, withContentLanguage(posting), 'draft', now);
  });
  return getVisibleJob(db, copy.id, companyId, now);
}

/**
 * The fields an approval under MODERATION=all vouches for: the free text, where review finds spam, links,
 * contact details and misleading claims (a link can only be in these). Changing one of them withdraws the
 * approval. The other fields are choices from fixed lists, dates, numbers and the budget: they hold no
 * text of the poster's own, so keeping a posting current (a new deadline, another session date, a
 * changed budget) needs no second review.
 */
const REVIEWED_FIELDS = [
  'title',
  'location',
  'budgetNote',
  'description',
  'requirements',
  'responsibilities',
] as const;

/** The fields a posting's content language is detected from. */
const TEXT_FIELDS = ['title', 'description', 'requirements', 'responsibilities'] as const;

/** Whether the edit changes what an approval vouched for (REVIEWED_FIELDS). */
const changesReviewedText = (current: Job, values: ReturnType<typeof toUpdateValues>) =>
  REVIEWED_FIELDS.some((field) => values[field] !== undefined && values[field] !== current[field]);

/**
 * Edits the owner's job. Under MODERATION=all, an approved job whose text changes goes back to review
 * (`withdrawApproval`): off the site until an admin approves it again, as its page tells the owner.
 */
export async function editJob(
  db: Db,
  id: string,
  companyId: string,
  input: UpdateJobInput & Record<string, unknown>,
  now: Date,
  rules: JobRules,
): Promise<JobDetail> {
  const current = await loadOwnJob(db, id, companyId);
  checkEditedPosting(current, input, now);
  const values = toUpdateValues(input);
  // An edit of the text without a chosen language has its language detected again from the edited text.
  if (values.contentLanguage === undefined && TEXT_FIELDS.some((field) => values[field] !== undefined)) {
    values.contentLanguage = detectContentLanguage(...textOf({ ...current, ...values }));
  }
  const deadline = input.applicationDeadline;
  if (isPubliclyVisible(current) && deadline !== undefined && deadline !== current.applicationDeadline) {
    Object.assign(values, expiryAfterDeadlineEdit(current, deadline, now, rules.ttlDays));
  }
  const reviewAgain =
    rules.moderation === 'all' && current.approvedAt !== null && changesReviewedText(current, values);
  if (Object.keys(values).length > 0) {
    const updated = await db.transaction(async (tx) => {
      // The edited job as a whole: a new company cannot add links one edit at a time.
      await checkNewCompanyLinks(tx, companyId, { ...current, ...values });
      const row = await updateJob(tx, id, companyId, values, now);
      if (row && reviewAgain) await withdrawApproval(tx, id, now);
      return row;
    });
    if (!updated) throw notFound(JOB_NOT_FOUND);
  }
  return getVisibleJob(db, id, companyId, now);
}

/**
 * A published job's expiry once its deadline changes: the new deadline's (job-expiry.ts), a new period
 * in which the owner is reminded and may extend again; without a deadline, JOB_TTL_DAYS from this edit.
 * Taking the deadline away ("open until filled") never shortens the listing: a later expiry, such as one
 * an extension gave, stays as it is, with its period's reminder and extension (nothing to write then).
 */
function expiryAfterDeadlineEdit(current: Job, deadline: string | null, now: Date, ttlDays: number) {
  const expiresAt = jobExpiresAt({ applicationDeadline: deadline }, now, ttlDays);
  if (!deadline && current.expiresAt && current.expiresAt > expiresAt) return {};
  return newExpiryPeriod(expiresAt);
}

/**
 * An edit is checked as the posting it makes (the stored job with the fields sent), with the posting form's
 * rules: so the cross-field ones hold (session dates need a time zone) whichever fields an edit sends. The
 * "today or later" rules apply to new dates: a deadline or session dates that have passed since may stay.
 */
function checkEditedPosting(current: Job, input: UpdateJobInput & Record<string, unknown>, now: Date) {
  const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const schema = makePostJobSchema({
    today: () => earliestTodayIso(now),
    keepDeadline: current.applicationDeadline,
    keepSessionDates: current.sessionDates,
  });
  const checked = schema.safeParse({ ...postingOf(current), ...sent });
  if (!checked.success) throw validationError(checked.error);
}

/** A stored job as the posting form would send it. */
function postingOf(job: Job): Omit<PostJobInput, 'status'> {
  return {
    ...postingTextOf(job),
    applicationDeadline: job.applicationDeadline,
    positions: job.positions,
    focusAreas: job.focusAreas,
    ...sessionFieldsOf(job),
    // Ids as stored; the check refuses one that left the list.
    methods: job.methods as PostJobInput['methods'],
    budget: budgetOf(job),
    contentLanguage: job.contentLanguage,
  };
}

export const RELIST_DEADLINE_PASSED = em('jobs.relistDeadlinePassed');

export async function changeJobStatus(
  db: Db,
  id: string,
  companyId: string,
  action: JobLifecycleAction,
  now: Date,
  rules: JobRules,
  metrics: JobMetrics,
  /** Who closes it, and the mailer: the applicants left are told (docs/decisions/043). */
  closing?: { mail: DeclineMailDeps; member: { id: string; name: string } },
): Promise<JobDetail> {
  const current = await loadOwnJob(db, id, companyId);
  if (current.hiddenAt && action === 'reopen') throw forbidden(HIDDEN_JOB_REOPEN);
  const { from, to } = JOB_TRANSITIONS[action];
  const deadline = current.applicationDeadline;
  if (action === 'relist' && current.status === from && deadline && deadline < earliestTodayIso(now)) {
    throw badRequest(RELIST_DEADLINE_PASSED);
  }
  const moved = await db.transaction(async (tx) => {
    // Every way onto the site goes through moderation's decision.
    const target =
      to === 'published' || to === 'pending_review'
        ? await submissionTarget(tx, rules.moderation, { companyId, approvedAt: current.approvedAt })
        : to;
    // Each publication starts an expiry period, in which the owner is reminded and may extend once; a
    // relisted job is posted anew.
    const extra: NonNullable<Parameters<typeof transitionJob>[6]> = {};
    if (target === 'published')
      Object.assign(extra, newExpiryPeriod(jobExpiresAt(current, now, rules.ttlDays)));
    if (action === 'relist') extra.postedAt = now;
    const moved = await transitionJob(tx, id, companyId, from, target, now, extra);
    // A closed job's applicants still undecided hear that the position is filled, unless the company opted out.
    if (moved?.status === 'closed' && closing)
      await tellRemainingApplicants(tx, closing.mail, companyId, id, closing.member, now);
    return moved;
  });
  if (moved?.status === 'published') metrics.jobsPublished.inc();
  if (!moved) {
    const latest = (await findJob(db, id)) ?? current;
    // "Only a draft can be published. This job is closed."
    throw conflict(em('jobs.transition', { action, status: latest.status }));
  }
  return getVisibleJob(db, id, companyId, now);
}

/** A page of the company's own jobs, newest first, as its My jobs list shows them at `now`. */
export async function companyJobsPage(db: Db, companyId: string, page: number, pageSize: number, now: Date) {
  const { rows, total } = await listCompanyJobs(db, companyId, page, pageSize);
  return toPage(
    rows.map((row) => toCompanyJob(row, now)),
    total,
    page,
    pageSize,
  );
}
