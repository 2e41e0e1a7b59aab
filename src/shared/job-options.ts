/**
 * The job posting's options, labels, limits and display helpers: plain values
 * without Zod, so that pages which only show jobs (the list, a job page) do
 * not load Zod and the schemas. `./jobs` re-exports all of it with the schemas.
 */

import { MAX_PAGE } from './constants';
import { vm } from './i18n/validation';

// ---------------------------------------------------------------- option lists of the job posting form

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'one-time'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EXPERIENCE_LEVELS = ['entry', 'intermediate', 'senior', 'executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * The orders of the job board: newest first (the default), the soonest first session date, the highest
 * budget. Ties keep a stable order by id, so that paging never repeats or skips a job.
 */
export const JOB_SORTS = ['newest', 'session', 'budget'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/**
 * The filters of a /jobs search besides its keyword and its place (location and radius), in the order the
 * query string of /jobs lists them.
 */
export const JOB_FILTER_KEYS = [
  'focusArea',
  'remote',
  'employmentType',
  'experience',
  'format',
  'language',
  'groupSize',
  'sessionFrom',
  'sessionTo',
  'budgetMin',
  'budgetMax',
  'currency',
  'budgetType',
] as const;

/** Where the sessions run; shown as their delivery (the `delivery` options of src/shared/i18n/options.ts). */
export const REMOTE_OPTIONS = ['yes', 'no', 'hybrid'] as const;
export type RemoteOption = (typeof REMOTE_OPTIONS)[number];

/**
 * Where a job is in its life. Only `published` is public (docs/decisions/020): every other status keeps
 * the job out of lists, search, counts, the sitemap and feeds.
 * - `pending_review`: waits for an admin's approval (MODERATION); `rejected`: the admin said no, with a
 *   reason; the owner can edit it and submit it again.
 * - `expired`: its deadline's day, or JOB_TTL_DAYS, passed; the owner can relist it.
 * - `suspended`: its company's account is suspended; unsuspending publishes it again.
 * - `closed`: the owner closed it, or an admin hid it (`hiddenAt`), which the owner cannot undo.
 */
export const JOB_STATUSES = [
  'draft',
  'pending_review',
  'rejected',
  'published',
  'expired',
  'closed',
  'suspended',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * "Publicly visible", for a job (docs/decisions/020): published, approved, not expired, not hidden, its
 * company not suspended. Each of those states is a status of its own (`pending_review`, `rejected`,
 * `expired`, `closed` with `hiddenAt`, `suspended`), written by the transition that causes it, so the
 * whole rule is `status = 'published'`: the condition of the partial indexes that serve the lists,
 * search, the focus-area counts, the sitemap and feeds. Use this and `publiclyVisibleWhere`
 * (src/server/jobs/job-visibility.ts), never the literal.
 */
export const isPubliclyVisible = (job: { status: JobStatus }): boolean => job.status === 'published';

/**
 * A job's own page is public a little more widely than the lists: a closed job can still be opened. A job
 * that was never public (a draft, one waiting for review, a rejected one) is its owner's alone, and any
 * other visitor gets "not found", as for a job that does not exist. Admins also see the jobs that were
 * submitted for review, to review them; a draft stays private.
 */
const OWNER_ONLY_STATUSES: ReadonlySet<JobStatus> = new Set(['draft', 'pending_review', 'rejected']);

export const isOwnerOnly = (job: { status: JobStatus }): boolean => OWNER_ONLY_STATUSES.has(job.status);

/** What the posting form can ask for: publish now, or keep it as a draft. */
export const POST_JOB_STATUSES = ['published', 'draft'] as const;

// ---------------------------------------------------------------- limits

export const JOB_TITLE_MAX = 200;
export const JOB_LOCATION_MAX = 200;
/** What a budget alone cannot say ("plus travel expenses"). */
export const JOB_BUDGET_NOTE_MAX = 100;
export const JOB_DESCRIPTION_MAX = 10_000;
export const JOB_REQUIREMENTS_MAX = 5_000;
export const JOB_RESPONSIBILITIES_MAX = 5_000;
/** How many facilitators one job may hire (`jobs.positions`); a job hires one unless it says otherwise. */
export const JOB_POSITIONS_MAX = 20;
export const JOB_SEARCH_MAX = 200;
/** The job list's deepest page: the one limit of every list (see ./pagination). */
export const MAX_JOB_LIST_PAGE = MAX_PAGE;

export const DEADLINE_PAST_MESSAGE = vm('jobs.deadlinePast');
export const DEADLINE_FORMAT_MESSAGE = vm('common.date');

// ---------------------------------------------------------------- dates

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date ('YYYY-MM-DD') in the local time zone of whoever runs this (the browser: the user's). */
export function localTodayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The earliest date that is "today" somewhere on Earth (UTC−12). The server
 * does not know the poster's time zone, so it accepts any date that is today
 * or later for someone; the form applies the user's own date.
 */
export function earliestTodayIso(now = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A real calendar date written as 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const JOB_LIFECYCLE_ACTIONS = ['publish', 'close', 'reopen', 'resubmit', 'relist'] as const;
export type JobLifecycleAction = (typeof JOB_LIFECYCLE_ACTIONS)[number];

/**
 * Which status each lifecycle action starts from and leads to. Under MODERATION, an action that leads to
 * `published` may lead to `pending_review` instead (the server decides), and a resubmitted job goes
 * through the same decision.
 */
export const JOB_TRANSITIONS: Record<JobLifecycleAction, { from: JobStatus; to: JobStatus }> = {
  publish: { from: 'draft', to: 'published' },
  close: { from: 'published', to: 'closed' },
  reopen: { from: 'closed', to: 'published' },
  resubmit: { from: 'rejected', to: 'pending_review' },
  relist: { from: 'expired', to: 'published' },
};

// ---------------------------------------------------------------- expiry

/** The owner is reminded this many days before a job expires, and may then extend it once. */
export const JOB_EXPIRY_REMINDER_DAYS = 5;
/** How far one extension moves a job's expiry. */
export const JOB_EXTEND_DAYS = 30;

/** Splits multi-line text into paragraphs and "- " bullet lists, for display and for JSON-LD. */
export type TextBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    if (bullet) {
      flush();
      const last = blocks[blocks.length - 1];
      if (last?.type === 'list') last.items.push(bullet[1]!);
      else blocks.push({ type: 'list', items: [bullet[1]!] });
    } else if (line === '') {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The title of a job's page, the same in the server-rendered head and in the browser. */
export const jobPageTitle = (job: { title: string; companyName: string }) =>
  `${job.title} at ${job.companyName}`;
