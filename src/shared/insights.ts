/**
 * The contract of insights (issue 37): what is counted about a job or a facilitator's profile, without cookies
 * or browser storage, and what the insights routes answer. Counts are daily rows per item, metric and source;
 * a visitor is a salted hash of address and user agent, counted once per day per item, with a salt that
 * rotates daily and is never stored with the counts.
 */
import { z } from 'zod';
import { vm } from './i18n/validation';
import { paginated, pageQuery } from './pagination';

/** What a count is about: a job, or a facilitator's profile. */
export const INSIGHT_SUBJECTS = ['job', 'profile'] as const;
export type InsightSubject = (typeof INSIGHT_SUBJECTS)[number];

/**
 * What is counted per item, day and source: a page view, a unique visitor (once per day per item), an
 * appearance in a search, a list, an alert mail or a feed, and a click on Apply (job), Contact or Invite
 * (profile).
 */
export const INSIGHT_METRICS = [
  'view',
  'visitor',
  'impression',
  'apply_click',
  'contact_click',
  'invite_click',
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/**
 * Where a visitor came from: our own link parameter (`?src=alert` in alert mails, `?src=rss` in feeds) first,
 * else the referrer: a page of the site under /jobs is a search, under /facilitators the directory, another
 * host external, none direct.
 */
export const INSIGHT_SOURCES = ['search', 'directory', 'alert', 'rss', 'external', 'direct'] as const;
export type InsightSource = (typeof INSIGHT_SOURCES)[number];

/** The `src` link parameter our own links carry; anything else is ignored, never refused. */
export const INSIGHT_LINK_SOURCES = ['search', 'directory', 'alert', 'rss'] as const;
export type InsightLinkSource = (typeof INSIGHT_LINK_SOURCES)[number];

/** The search filters whose values are counted when a profile appears in the directory's results. */
export const INSIGHT_FILTER_KINDS = ['method', 'format', 'language'] as const;
export type InsightFilterKind = (typeof INSIGHT_FILTER_KINDS)[number];

/** How many values of each filter kind a facilitator's insights list. */
export const INSIGHT_TOP_FILTERS = 5;
/** A response time is public once the facilitator has answered at least this many threads. */
export const RESPONSE_TIME_PUBLIC_FROM_THREADS = 5;
/** The response time is the median over the threads of this many days. */
export const RESPONSE_TIME_DAYS = 90;
/** The spans a facilitator's insights cover, in days up to today. */
export const FACILITATOR_INSIGHT_DAYS = [7, 30, 90, 365] as const;
export type FacilitatorInsightDays = (typeof FACILITATOR_INSIGHT_DAYS)[number];
/** The weeks the admin overview's site-wide insights cover, this one included. */
export const SITE_INSIGHT_WEEKS = 12;
/** Jobs per page of an organisation's insights. */
export const ORGANISATION_INSIGHTS_PAGE_SIZE = 20;

const count = z.number().int().nonnegative();
/** A calendar day, `YYYY-MM-DD` (UTC). */
const day = z.string();

// ---------------------------------------------------------------- counting

/**
 * POST /api/insights/click: a click on Apply (of a job), Contact or Invite (of a profile), sent by the button
 * with `keepalive` before it navigates, so the click is counted even when the page goes away. Answers 204;
 * a bot, the owner or an admin is not counted, and an unknown item is simply not counted.
 */
export const InsightClickSchema = z
  .object({
    action: z.enum(['apply', 'contact', 'invite'], { error: vm('insights.action') }),
    id: z.uuid({ error: vm('insights.id') }),
    /** The page's own `src` link parameter, when it had one. */
    src: z.enum(INSIGHT_LINK_SOURCES).optional().catch(undefined),
  })
  .strict();
export type InsightClick = z.infer<typeof InsightClickSchema>;

/**
 * POST /api/insights/view: a page view the browser drew without loading the page from the server (a
 * navigation inside the app); a page loaded from the server is counted by the server itself, so the web app
 * sends this only for the later pages of a visit. `ref` is the app's previous path (`/jobs?q=…` → search,
 * `/facilitators` → directory). Answers 204, and counts nothing for a bot, the owner or an admin.
 */
export const InsightViewSchema = z
  .object({
    subject: z.enum(INSIGHT_SUBJECTS, { error: vm('insights.subject') }),
    id: z.uuid({ error: vm('insights.id') }),
    src: z.enum(INSIGHT_LINK_SOURCES).optional().catch(undefined),
    ref: z.string().max(2000).optional().catch(undefined),
  })
  .strict();
export type InsightView = z.infer<typeof InsightViewSchema>;

/** The click's action, and the subject and metric it counts for. */
export const CLICK_METRICS = {
  apply: { subject: 'job', metric: 'apply_click' },
  contact: { subject: 'profile', metric: 'contact_click' },
  invite: { subject: 'profile', metric: 'invite_click' },
} as const satisfies Record<InsightClick['action'], { subject: InsightSubject; metric: InsightMetric }>;

// ---------------------------------------------------------------- a job's insights

/**
 * One listing period of a job: from a publication to the day before the next relisting (a relisting starts a
 * new period and keeps the old one). Numbered from 1, oldest first; `end` is null for the current one.
 */
export const InsightPeriodSchema = z.object({
  number: z.number().int().positive(),
  /** The first day, `YYYY-MM-DD`. */
  start: day,
  /** The last day, `YYYY-MM-DD`; null while it runs. */
  end: day.nullable(),
});
export type InsightPeriod = z.infer<typeof InsightPeriodSchema>;

/** GET /api/jobs/:id/insights?period=: one period (the number of InsightPeriodSchema), the current one without. */
export const JobInsightsQuerySchema = z.object({
  period: z.coerce
    .number({ error: vm('insights.period') })
    .int(vm('insights.period'))
    .min(1, vm('insights.period'))
    .max(10_000, vm('insights.period'))
    .optional(),
});
export type JobInsightsQuery = z.input<typeof JobInsightsQuerySchema>;

/** The counts of a job: visitors are unique per day and item, summed over the days. */
export const JobInsightTotalsSchema = z.object({
  views: count,
  visitors: count,
  impressions: count,
  applyClicks: count,
  applications: count,
});
export type JobInsightTotals = z.infer<typeof JobInsightTotalsSchema>;

export const FUNNEL_STEPS = ['impressions', 'views', 'applyClicks', 'applications'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A step of the funnel: its count, and its share of the step before (null for the first, or after zero). */
export const FunnelStepSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  count,
  /** 0 to 1 (may exceed 1 when, say, applications come from a direct link without a view); null when undefined. */
  rate: z.number().nullable(),
});
export type FunnelStepRow = z.infer<typeof FunnelStepSchema>;

/** One day of a job's period (every day of it, zeros included, oldest first). */
export const JobInsightDaySchema = JobInsightTotalsSchema.extend({ day });
export type JobInsightDay = z.infer<typeof JobInsightDaySchema>;

/** A source's share of a job's period (every source, zeros included, in INSIGHT_SOURCES order). */
export const JobInsightSourceSchema = z.object({
  source: z.enum(INSIGHT_SOURCES),
  views: count,
  visitors: count,
  impressions: count,
  applyClicks: count,
});
export type JobInsightSource = z.infer<typeof JobInsightSourceSchema>;

export const JobInsightsSchema = z.object({
  jobId: z.uuid(),
  title: z.string(),
  status: z.string(),
  /** Every listing period, oldest first; empty for a job never published. */
  periods: z.array(InsightPeriodSchema),
  /** The period shown; null for a job never published (then every count is zero and the lists empty). */
  period: InsightPeriodSchema.nullable(),
  totals: JobInsightTotalsSchema,
  funnel: z.array(FunnelStepSchema),
  byDay: z.array(JobInsightDaySchema),
  bySource: z.array(JobInsightSourceSchema),
});
export type JobInsights = z.infer<typeof JobInsightsSchema>;

/**
 * GET /api/jobs/:id/insights.csv?period=: the period's days by source, one row per day and source that has
 * any count, with the columns of JOB_INSIGHTS_CSV_COLUMNS (text/csv, a download).
 */
export const JOB_INSIGHTS_CSV_COLUMNS = [
  'day',
  'source',
  'views',
  'visitors',
  'impressions',
  'apply_clicks',
] as const;

// ---------------------------------------------------------------- an organisation's insights

/** GET /api/organisation/insights?page=&pageSize=: the totals over all the organisation's jobs, and a page of them. */
export const OrganisationInsightsQuerySchema = pageQuery(ORGANISATION_INSIGHTS_PAGE_SIZE);
export type OrganisationInsightsQuery = z.input<typeof OrganisationInsightsQuerySchema>;

/** A job of the organisation with its counts over its whole life (every period). */
export const OrganisationJobInsightsSchema = z.object({
  jobId: z.uuid(),
  title: z.string(),
  status: z.string(),
  postedAt: z.string().nullable(),
  totals: JobInsightTotalsSchema,
});
export type OrganisationJobInsights = z.infer<typeof OrganisationJobInsightsSchema>;

export const OrganisationInsightsSchema = z.object({
  /** Over all the organisation's jobs and their whole lives. */
  totals: JobInsightTotalsSchema,
  funnel: z.array(FunnelStepSchema),
  /** The organisation's jobs, newest first, with their counts. */
  jobs: paginated(OrganisationJobInsightsSchema),
});
export type OrganisationInsights = z.infer<typeof OrganisationInsightsSchema>;

// ---------------------------------------------------------------- a facilitator's insights

/** GET /api/me/insights?days=: the signed-in facilitator's own insights over the last `days` days (30 without). */
export const FacilitatorInsightsQuerySchema = z.object({
  days: z.coerce
    .number({ error: vm('insights.days') })
    .refine((n) => (FACILITATOR_INSIGHT_DAYS as readonly number[]).includes(n), vm('insights.days'))
    .default(30),
});
export type FacilitatorInsightsQuery = z.input<typeof FacilitatorInsightsQuerySchema>;

export const FacilitatorInsightTotalsSchema = z.object({
  views: count,
  visitors: count,
  searchAppearances: count,
  contactClicks: count,
  inviteClicks: count,
  /** Invitations to apply received in the span (from the invitations themselves, not from clicks). */
  invitations: count,
});
export type FacilitatorInsightTotals = z.infer<typeof FacilitatorInsightTotalsSchema>;

/** One day of the span (every day, zeros included, oldest first). */
export const FacilitatorInsightDaySchema = z.object({
  day,
  views: count,
  visitors: count,
  searchAppearances: count,
});
export type FacilitatorInsightDay = z.infer<typeof FacilitatorInsightDaySchema>;

/** A filter value that found the profile in the directory, and how many times (of src/shared/methods.ts, SESSION_FORMATS, LANGUAGE_CODES). */
export const InsightFilterCountSchema = z.object({ value: z.string(), count });
export type InsightFilterCount = z.infer<typeof InsightFilterCountSchema>;

/**
 * The median time to a first reply over the last RESPONSE_TIME_DAYS days, of the threads started by someone
 * else with the facilitator; away periods (availability) pause the clock. Null without a replied thread.
 * Shown publicly once `threads` ≥ `publicFromThreads`.
 */
export const ResponseTimeSchema = z.object({
  medianMinutes: z.number().nullable(),
  threads: count,
  publicFromThreads: z.number().int(),
});
export type ResponseTime = z.infer<typeof ResponseTimeSchema>;

export const FacilitatorInsightsSchema = z.object({
  days: z.number().int(),
  /** The span's first and last day, `YYYY-MM-DD`. */
  from: day,
  to: day,
  totals: FacilitatorInsightTotalsSchema,
  byDay: z.array(FacilitatorInsightDaySchema),
  /** The INSIGHT_TOP_FILTERS most searched values of each kind, most first. */
  topFilters: z.object({
    methods: z.array(InsightFilterCountSchema),
    formats: z.array(InsightFilterCountSchema),
    languages: z.array(InsightFilterCountSchema),
  }),
  responseTime: ResponseTimeSchema,
});
export type FacilitatorInsights = z.infer<typeof FacilitatorInsightsSchema>;

// ---------------------------------------------------------------- the admin overview

/** The site-wide counts of one week (Monday), for the admin overview. */
export const SiteInsightWeekSchema = z.object({
  week: day,
  jobViews: count,
  profileViews: count,
  applications: count,
  /** Applications per job view; null without views. */
  conversion: z.number().nullable(),
});
export type SiteInsightWeek = z.infer<typeof SiteInsightWeekSchema>;

export const SiteInsightsSchema = z.object({
  jobViews: count,
  profileViews: count,
  applications: count,
  conversion: z.number().nullable(),
  /** The last SITE_INSIGHT_WEEKS weeks (Mondays, UTC), oldest first, this one included. */
  weeks: z.array(SiteInsightWeekSchema),
});
export type SiteInsights = z.infer<typeof SiteInsightsSchema>;

/** The share of `to` in `from`, or null when `from` is 0. */
export function rate(to: number, from: number): number | null {
  return from > 0 ? to / from : null;
}

/** The funnel of a job's (or an organisation's) totals. */
export function funnelOf(totals: JobInsightTotals): FunnelStepRow[] {
  return FUNNEL_STEPS.map((step, index) => ({
    step,
    count: totals[step],
    rate: index === 0 ? null : rate(totals[step], totals[FUNNEL_STEPS[index - 1]!]),
  }));
}
