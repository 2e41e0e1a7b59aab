import {
  funnelOf,
  INSIGHT_TOP_FILTERS,
  SITE_INSIGHT_WEEKS,
  type FacilitatorInsights,
  type InsightSubject,
  type InsightPeriod,
  type JobInsights,
  type OrganisationInsights,
  type SiteInsights,
} from '../../shared/insights';
import { toPage } from '../../shared/pagination';
import { can } from '../../shared/organisation-roles';
import type { CurrentUser } from '../auth/session';
import { facilitatorResponseTime } from '../conversations/response-time.service';
import type { DbOrTx } from '../db/client';
import { em } from '../http/error-messages';
import { forbidden, notFound } from '../http/errors';
import { isUuid } from '../http/params';
import { insightDay } from './insight-counter';
import {
  insightItemExists,
  invitationsReceived,
  jobDaySourceCounts,
  jobForInsights,
  jobPeriodCounts,
  organisationInsightRows,
  profileDayCounts,
  siteWeeks,
  topFilters,
} from './insights.repo';
import {
  closedPeriodSums,
  dayAfter,
  daysBetween,
  isSettled,
  sumPeriod,
  withApplications,
  zeroTotals,
} from './period-sums';

/**
 * Whether the caller may read the job's insights: a member of its organisation (any role reads) or an admin;
 * 404 for a job that is missing or another organisation's, so that its existence is not told.
 */
function assertReadable<T extends { company_id: string | null }>(
  user: CurrentUser,
  job: T | undefined,
): asserts job is T {
  if (!job) throw notFound(em('jobs.notFound'));
  if (user.role === 'admin') return;
  if (user.userType !== 'company' || !user.organisation) throw forbidden(em('session.companiesOnly'));
  if (job.company_id !== user.organisation.id || !can(user.organisation.role, 'read'))
    throw notFound(em('jobs.notFound'));
}

/**
 * The listing periods of a job from the UTC days they started on, oldest first: each ends the day before the
 * next starts (jobPeriodCounts' periodBounds reads the same periods in SQL).
 */
export function periodsOf(startDays: string[]): InsightPeriod[] {
  const days = [...new Set(startDays)];
  return days.map((start, index) => {
    const next = days[index + 1];
    return { number: index + 1, start, end: next ? dayAfter(next, -1) : null };
  });
}

/**
 * A job's insights over one of its periods (the current one without `period`). The job, its periods and its
 * period's sums are read side by side (the sums find the period's days themselves), one round trip; the sums
 * are dropped unread unless the caller may read the job. A settled period's sums are kept (closedPeriodSums):
 * then only its applications are read beside the job.
 */
export async function jobInsights(
  db: DbOrTx,
  user: CurrentUser,
  jobId: string,
  periodNumber: number | undefined,
  now: Date,
): Promise<JobInsights> {
  if (!isUuid(jobId)) throw notFound(em('jobs.notFound'));
  const today = insightDay(now);
  const kept = closedPeriodSums(db);
  const key = periodNumber === undefined ? undefined : `${jobId}|${periodNumber}`;
  const cached = key === undefined ? undefined : kept.get(key);
  const [job, counts] = await Promise.all([
    jobForInsights(db, jobId),
    jobPeriodCounts(db, jobId, periodNumber, today, { sums: !cached }),
  ]);
  assertReadable(user, job);
  const periods = periodsOf(job.start_days);
  const base = { jobId: job.id, title: job.title, status: job.status, periods };
  const period = periodNumber === undefined ? periods.at(-1) : periods[periodNumber - 1];
  if (periodNumber !== undefined && !period) throw notFound(em('insights.noPeriod'));
  if (!period) {
    const totals = zeroTotals();
    return { ...base, period: null, totals, funnel: funnelOf(totals), byDay: [], bySource: [] };
  }
  // A job that lost its organisation lost its counts with it (deleteOrganisationInsights): none are kept.
  const keepable = job.company_id !== null;
  if (cached && (!keepable || cached.period.start !== period.start || cached.period.end !== period.end)) {
    // Its counts were deleted, or its periods rewritten under it (not something the product does).
    kept.delete(key!);
    return jobInsights(db, user, jobId, periodNumber, now);
  }
  const sums =
    cached ?? sumPeriod(counts, period, period.end ?? (today < period.start ? period.start : today));
  if (!cached && key !== undefined && keepable && isSettled(period, today)) kept.set(key, sums);
  return { ...base, period, ...withApplications(sums, counts) };
}

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The CSV of a job's period: one row per day and source with any count, oldest first. */
export async function jobInsightsCsv(
  db: DbOrTx,
  user: CurrentUser,
  jobId: string,
  periodNumber: number | undefined,
  now: Date,
): Promise<{ filename: string; csv: string }> {
  const insights = await jobInsights(db, user, jobId, periodNumber, now);
  const lines = ['day,source,views,visitors,impressions,apply_clicks'];
  if (insights.period) {
    const to = insights.byDay.at(-1)?.day ?? insights.period.start;
    const rows = new Map<string, Record<string, number>>();
    for (const row of await jobDaySourceCounts(db, jobId, insights.period.start, to)) {
      const key = `${row.day},${row.source}`;
      const entry = rows.get(key) ?? { view: 0, visitor: 0, impression: 0, apply_click: 0 };
      if (row.metric in entry) entry[row.metric] += row.count;
      rows.set(key, entry);
    }
    for (const key of [...rows.keys()].sort()) {
      const entry = rows.get(key)!;
      lines.push(`${key},${entry.view},${entry.visitor},${entry.impression},${entry.apply_click}`);
    }
  }
  const period = insights.period ? `-${insights.period.number}` : '';
  return {
    filename: csvField(`job-insights-${insights.jobId}${period}.csv`),
    csv: `${lines.join('\r\n')}\r\n`,
  };
}

/** The organisation's totals over all its jobs, and a page of its jobs with theirs. */
export async function organisationInsights(
  db: DbOrTx,
  organisationId: string,
  page: number,
  pageSize: number,
): Promise<OrganisationInsights> {
  const { totals, total, rows } = await organisationInsightRows(db, organisationId, page, pageSize);
  const items = rows.map((row) => ({
    jobId: row.id,
    title: row.title,
    status: row.status,
    postedAt: row.posted_at ? new Date(row.posted_at).toISOString() : null,
    totals: {
      views: row.view,
      visitors: row.visitor,
      impressions: row.impression,
      applyClicks: row.apply_click,
      applications: row.applications,
    },
  }));
  return { totals, funnel: funnelOf(totals), jobs: toPage(items, total, page, pageSize) };
}

/** The facilitator's own insights over the last `days` days up to today. */
export async function facilitatorInsights(
  db: DbOrTx,
  facilitatorId: string,
  days: number,
  now: Date,
): Promise<FacilitatorInsights> {
  const to = insightDay(now);
  const from = dayAfter(to, -(days - 1));
  const [counts, filters, invitations] = await Promise.all([
    profileDayCounts(db, facilitatorId, from, to),
    topFilters(db, facilitatorId, from, to, INSIGHT_TOP_FILTERS),
    invitationsReceived(db, facilitatorId, from, to),
  ]);
  const byDay = new Map(
    daysBetween(from, to).map((day) => [day, { day, views: 0, visitors: 0, searchAppearances: 0 }]),
  );
  const totals = {
    views: 0,
    visitors: 0,
    searchAppearances: 0,
    contactClicks: 0,
    inviteClicks: 0,
    invitations,
  };
  const DAY_KEY = { view: 'views', visitor: 'visitors', impression: 'searchAppearances' } as const;
  const TOTAL_KEY = { ...DAY_KEY, contact_click: 'contactClicks', invite_click: 'inviteClicks' } as const;
  for (const row of counts) {
    const total = TOTAL_KEY[row.metric as keyof typeof TOTAL_KEY];
    if (total) totals[total] += row.count;
    const dayKey = DAY_KEY[row.metric as keyof typeof DAY_KEY];
    const dayRow = byDay.get(row.day);
    if (dayKey && dayRow) dayRow[dayKey] += row.count;
  }
  const top = (kind: string) =>
    filters.filter((row) => row.kind === kind).map(({ value, count }) => ({ value, count }));
  return {
    days,
    from,
    to,
    totals,
    byDay: [...byDay.values()],
    topFilters: { methods: top('method'), formats: top('format'), languages: top('language') },
    // The median first reply over RESPONSE_TIME_DAYS, paused by away days (conversations/response-time.service.ts).
    responseTime: await facilitatorResponseTime(db, facilitatorId, now),
  };
}

/** The site-wide totals of the admin overview: the last `weeks` weeks, oldest first. */
export async function siteInsights(db: DbOrTx, now: Date, weeks = SITE_INSIGHT_WEEKS): Promise<SiteInsights> {
  const today = insightDay(now);
  // The Monday `weeks - 1` weeks before this week's.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = dayAfter(today, -weekday - 7 * (weeks - 1));
  const { counts, applications } = await siteWeeks(db, from);
  const rows = new Map(
    Array.from({ length: weeks }, (_, i) => dayAfter(from, 7 * i)).map((week) => [
      week,
      { week, jobViews: 0, profileViews: 0, applications: 0, conversion: null as number | null },
    ]),
  );
  for (const row of counts) {
    const week = rows.get(row.week);
    if (week && row.subject === 'job') week.jobViews += row.count;
    if (week && row.subject === 'profile') week.profileViews += row.count;
  }
  for (const row of applications) {
    const week = rows.get(row.week);
    if (week) week.applications += row.count;
  }
  const list = [...rows.values()].map((week) => ({
    ...week,
    conversion: week.jobViews > 0 ? week.applications / week.jobViews : null,
  }));
  const sum = (key: 'jobViews' | 'profileViews' | 'applications') =>
    list.reduce((n, week) => n + week[key], 0);
  const jobViews = sum('jobViews');
  return {
    jobViews,
    profileViews: sum('profileViews'),
    applications: sum('applications'),
    conversion: jobViews > 0 ? sum('applications') / jobViews : null,
    weeks: list,
  };
}

/** Whether a click or view sent by the browser names a job or profile that exists (only those get rows). */
export const countable = (db: DbOrTx, subject: InsightSubject, id: string) =>
  insightItemExists(db, subject, id);
