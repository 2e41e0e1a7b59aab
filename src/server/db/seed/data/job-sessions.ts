// Long on purpose: sample data, one list read top to bottom beside the jobs it describes.
import type { GroupSize, LanguageCode, SessionFormat } from '../../../../shared/facilitation-options';
import { METHODS, type MethodId } from '../../../../shared/methods';
import { sampleDataDay } from '../sample-dates';
import { COMPANY_CONTEXT } from './jobs';
import type { SeedJob, SeedSession } from './types';

/*
 * The session details of every sample job: hand-written for the flagship postings, derived from the
 * generated ones' title, place, employment type and deadline by fixed rules (no randomness). Dates are
 * written on the sample data's calendar, after the job's deadline; the seed moves them with the day it runs.
 */

// ---------------------------------------------------------------- places

interface Place {
  timeZone: string;
  languages: LanguageCode[];
}

/** Each sample city's time zone, and the languages sessions there are run in (the local one first). */
const PLACES: Record<string, Place> = {
  Berlin: { timeZone: 'Europe/Berlin', languages: ['de', 'en'] },
  Stuttgart: { timeZone: 'Europe/Berlin', languages: ['de', 'en'] },
  Lisbon: { timeZone: 'Europe/Lisbon', languages: ['pt', 'en'] },
  Manchester: { timeZone: 'Europe/London', languages: ['en'] },
  Preston: { timeZone: 'Europe/London', languages: ['en'] },
  Bolton: { timeZone: 'Europe/London', languages: ['en'] },
  Toronto: { timeZone: 'America/Toronto', languages: ['en'] },
  Nairobi: { timeZone: 'Africa/Nairobi', languages: ['en', 'sw'] },
  Kampala: { timeZone: 'Africa/Kampala', languages: ['en', 'sw'] },
  // Bengali is not among the languages sessions are listed in; English is the working language here.
  Dhaka: { timeZone: 'Asia/Dhaka', languages: ['en'] },
  Lyon: { timeZone: 'Europe/Paris', languages: ['fr', 'en'] },
  Wrocław: { timeZone: 'Europe/Warsaw', languages: ['pl', 'en'] },
  Dublin: { timeZone: 'Europe/Dublin', languages: ['en'] },
  Cork: { timeZone: 'Europe/Dublin', languages: ['en'] },
  Melbourne: { timeZone: 'Australia/Melbourne', languages: ['en'] },
  Geelong: { timeZone: 'Australia/Melbourne', languages: ['en'] },
  Denver: { timeZone: 'America/Denver', languages: ['en'] },
  Minneapolis: { timeZone: 'America/Chicago', languages: ['en'] },
  'Kansas City': { timeZone: 'America/Chicago', languages: ['en'] },
  Amsterdam: { timeZone: 'Europe/Amsterdam', languages: ['nl', 'en'] },
  Rotterdam: { timeZone: 'Europe/Amsterdam', languages: ['nl', 'en'] },
  Boston: { timeZone: 'America/New_York', languages: ['en'] },
  Providence: { timeZone: 'America/New_York', languages: ['en'] },
};

/**
 * Where a job's sessions run: its city; a remote job runs from its company's first city, in English (a
 * remote team across a region shares no other language).
 */
export function placeOf(job: Pick<SeedJob, 'location' | 'companyKey' | 'remote'>): Place {
  const city = job.remote === 'yes' ? COMPANY_CONTEXT[job.companyKey]?.cities[0] : job.location;
  const place = PLACES[(city ?? '').split(',')[0]!];
  if (!place) throw new Error(`No time zone for the sample location ${job.location}`);
  return job.remote === 'yes' ? { ...place, languages: ['en'] } : place;
}

// ---------------------------------------------------------------- methods

/** Mentions too common as plain words to name a method in a posting ("real scenarios"). */
const PLAIN_WORDS = new Set(['scenarios']);

/** The methods a text names, in the order of METHODS (whole words, any case; see METHODS' `mentions`). */
export function methodsNamedIn(text: string): MethodId[] {
  return METHODS.filter((method) =>
    method.mentions.some(
      (mention) =>
        !PLAIN_WORDS.has(mention) &&
        new RegExp(`(^|[^\\p{L}])${mention.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(
          text,
        ),
    ),
  ).map((method) => method.id);
}

export const jobText = (job: SeedJob) =>
  [job.title, job.description, job.requirements, job.responsibilities].join('\n');

// ---------------------------------------------------------------- flagship postings

export const FLAGSHIP_SESSIONS: Record<string, SeedSession> = {
  // Three five-day sprints in the first quarter, on site in Berlin.
  'flagship-1': {
    sessionFormat: 'workshop',
    sessionDates: [
      ...['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05'],
      ...['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'],
      ...['2027-03-29', '2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02'],
    ],
    sessionTimeZone: 'Europe/Berlin',
    sessionDatesFlexible: false,
    durationValue: 15,
    durationUnit: 'days',
    groupSize: '1-10',
    sessionLanguages: ['en', 'de'],
    designDays: 3,
    deliveryDays: 15,
    deliverables: ['session-plan', 'write-up-report'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // Six half-day sessions on site, Tuesdays and Thursdays, so that every shift pattern can come.
  'flagship-2': {
    sessionFormat: 'team-event',
    sessionDates: ['2027-01-12', '2027-01-14', '2027-01-26', '2027-01-28', '2027-02-09', '2027-02-11'],
    sessionTimeZone: 'Europe/London',
    sessionDatesFlexible: false,
    durationValue: 4,
    durationUnit: 'hours',
    groupSize: '11-25',
    sessionLanguages: ['en'],
    designDays: 2,
    deliveryDays: 3,
    deliverables: ['session-plan', 'write-up-report'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // Three cohort convenings in Boston between February and September.
  'flagship-3': {
    sessionFormat: 'strategy-retreat',
    sessionDates: ['2027-02-18', '2027-05-20', '2027-09-16'],
    sessionTimeZone: 'America/New_York',
    sessionDatesFlexible: false,
    durationValue: 3,
    durationUnit: 'days',
    groupSize: '11-25',
    sessionLanguages: ['en'],
    designDays: 6,
    deliveryDays: 19,
    deliverables: ['session-plan', 'write-up-report'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // A permanent role: the first Academy sessions are set, later ones follow the cohorts.
  'flagship-4': {
    sessionFormat: 'training',
    sessionDates: ['2027-01-19', '2027-01-20'],
    sessionTimeZone: 'America/Denver',
    sessionDatesFlexible: true,
    durationValue: 2,
    durationUnit: 'days',
    groupSize: '11-25',
    sessionLanguages: ['en'],
    designDays: 3,
    deliveryDays: 2,
    deliverables: ['session-plan'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // Monthly half-day workshops for 24 chairs from after the deadline, and the two-day retreat in June.
  'flagship-5': {
    sessionFormat: 'training',
    sessionDates: ['2027-02-18', '2027-03-18', '2027-04-15', '2027-05-20', '2027-06-10', '2027-06-11'],
    sessionTimeZone: 'America/Toronto',
    sessionDatesFlexible: false,
    durationValue: 4,
    durationUnit: 'hours',
    groupSize: '11-25',
    sessionLanguages: ['en'],
    designDays: 4,
    deliveryDays: 4,
    deliverables: ['session-plan'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // Regional innovation days at the plants, then the selection day.
  'flagship-6': {
    sessionFormat: 'workshop',
    sessionDates: ['2027-02-23', '2027-03-09', '2027-03-23', '2027-04-20'],
    sessionTimeZone: 'Europe/Paris',
    sessionDatesFlexible: false,
    durationValue: 4,
    durationUnit: 'days',
    groupSize: '26-50',
    sessionLanguages: ['fr', 'en', 'de', 'pl'],
    designDays: 3,
    deliveryDays: 4,
    deliverables: ['session-plan', 'graphic-recording', 'write-up-report'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // Dialogues in four areas, then a two-day joint forum; about 40 working days in all.
  'flagship-7': {
    sessionFormat: 'community-consultation',
    sessionDates: ['2027-02-09', '2027-02-16', '2027-02-23', '2027-03-02', '2027-03-30', '2027-03-31'],
    sessionTimeZone: 'Africa/Nairobi',
    sessionDatesFlexible: false,
    durationValue: 6,
    durationUnit: 'days',
    groupSize: '51-100',
    sessionLanguages: ['sw', 'en'],
    designDays: 10,
    deliveryDays: 30,
    deliverables: ['session-plan', 'write-up-report'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // Change readiness workshops, one per region.
  'flagship-8': {
    sessionFormat: 'workshop',
    sessionDates: ['2027-03-02', '2027-03-04', '2027-03-09', '2027-03-11', '2027-03-16'],
    sessionTimeZone: 'Europe/Dublin',
    sessionDatesFlexible: false,
    durationValue: 5,
    durationUnit: 'days',
    groupSize: '11-25',
    sessionLanguages: ['en'],
    designDays: 3,
    deliveryDays: 5,
    deliverables: ['session-plan', 'write-up-report'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // The first cohort: two workshop days and a follow-up session a month later.
  'flagship-9': {
    sessionFormat: 'training',
    sessionDates: ['2027-02-16', '2027-02-17', '2027-03-16'],
    sessionTimeZone: 'Europe/Amsterdam',
    sessionDatesFlexible: false,
    durationValue: 3,
    durationUnit: 'days',
    groupSize: '11-25',
    sessionLanguages: ['en', 'nl'],
    designDays: 4,
    deliveryDays: 3,
    deliverables: ['session-plan', 'write-up-report'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // Half-day workshops at the service centres, twice a week.
  'flagship-10': {
    sessionFormat: 'training',
    sessionDates: ['2027-03-16', '2027-03-18', '2027-03-23', '2027-03-25'],
    sessionTimeZone: 'Australia/Melbourne',
    sessionDatesFlexible: false,
    durationValue: 4,
    durationUnit: 'hours',
    groupSize: '11-25',
    sessionLanguages: ['en'],
    designDays: 3,
    deliveryDays: 2,
    deliverables: ['session-plan'],
    roles: [{ role: 'lead', count: 1 }],
  },
  // A permanent role: the next two quarterly planning events, about 150 people, hybrid.
  'flagship-11': {
    sessionFormat: 'workshop',
    sessionDates: ['2027-01-26', '2027-01-27', '2027-04-27', '2027-04-28'],
    sessionTimeZone: 'Europe/Berlin',
    sessionDatesFlexible: true,
    durationValue: 4,
    durationUnit: 'days',
    groupSize: '101-250',
    sessionLanguages: ['en'],
    designDays: 4,
    deliveryDays: 4,
    deliverables: ['session-plan'],
    roles: [
      { role: 'lead', count: 1 },
      { role: 'producer', count: 1 },
    ],
  },
  // Workflow workshops with ward teams before the first go-live wave.
  'flagship-12': {
    sessionFormat: 'workshop',
    sessionDates: ['2027-04-13', '2027-04-15', '2027-04-20', '2027-04-22'],
    sessionTimeZone: 'Europe/London',
    sessionDatesFlexible: false,
    durationValue: 4,
    durationUnit: 'days',
    groupSize: '11-25',
    sessionLanguages: ['en'],
    designDays: 2,
    deliveryDays: 4,
    deliverables: ['session-plan', 'write-up-report'],
    roles: [{ role: 'lead', count: 1 }],
  },
};

// ---------------------------------------------------------------- generated postings

/** The first rule whose pattern the title matches gives the format; a plain workshop otherwise. */
const FORMAT_RULES: [RegExp, SessionFormat][] = [
  [/hackathon/i, 'other'],
  [/community|dialogue/i, 'community-consultation'],
  [/\bboard\b|leadership team|leadership offsite/i, 'leadership-meeting'],
  [
    /\bteam (building|offsite|retreat|launch|cohesion|culture|effectiveness|development|resilience)\b|team development/i,
    'team-event',
  ],
  [/workshop|sprint|ideation|lab\b/i, 'workshop'],
  [/offsite|retreat|strateg|annual planning|multi-year|scenario|okr/i, 'strategy-retreat'],
  [/train|programme|academy|onboarding|skills|learning|development|leader|manager/i, 'training'],
];

export const formatOfTitle = (title: string): SessionFormat =>
  FORMAT_RULES.find(([pattern]) => pattern.test(title))?.[1] ?? 'workshop';

const GROUP_SIZES_BY_FORMAT: Record<SessionFormat, GroupSize[]> = {
  workshop: ['11-25', '26-50', '1-10', '11-25'],
  'strategy-retreat': ['11-25', '1-10', '26-50'],
  training: ['11-25', '11-25', '26-50'],
  'team-event': ['11-25', '1-10', '11-25', '26-50'],
  'leadership-meeting': ['1-10', '11-25'],
  'conference-session': ['101-250', '51-100'],
  'community-consultation': ['51-100', '26-50', '101-250'],
  other: ['51-100', '101-250'],
};

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The first Tuesday, Wednesday or Thursday (by `variant`) on or after `date`. */
function midweekFrom(date: string, variant: number): string {
  const target = 2 + (variant % 3);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (target - weekday + 7) % 7);
}

/** Every `step` days from `first`, `count` dates. */
const series = (first: string, count: number, step: number) =>
  Array.from({ length: count }, (_, k) => addDays(first, k * step));

/** A generated posting's session, from its text and terms; `index` varies the choices. */
export function generatedSession(job: SeedJob, index: number): SeedSession {
  const place = placeOf(job);
  const sessionFormat = formatOfTitle(job.title);
  const groupSizes = GROUP_SIZES_BY_FORMAT[sessionFormat];
  // Two to six weeks after the deadline (or, open until filled, a month after the sample data's day).
  const after = job.applicationDeadline ?? sampleDataDay(28 + (index % 3) * 7);
  const first = midweekFrom(addDays(after, 14 + (index % 4) * 7), index);
  const together = sessionFormat === 'strategy-retreat' || sessionFormat === 'team-event';
  let dates: string[];
  let duration: Pick<SeedSession, 'durationValue' | 'durationUnit' | 'deliveryDays' | 'designDays'>;
  switch (job.employmentType) {
    case 'one-time': {
      const days = index % 3 === 0 ? 2 : 1;
      dates = series(first, days, 1);
      duration =
        days === 1
          ? index % 2 === 0
            ? { durationValue: 4, durationUnit: 'hours', deliveryDays: 0.5, designDays: 1 }
            : { durationValue: 6, durationUnit: 'hours', deliveryDays: 1, designDays: 1 }
          : { durationValue: 2, durationUnit: 'days', deliveryDays: 2, designDays: 1.5 };
      break;
    }
    case 'contract': {
      const count = 2 + (index % 4);
      dates = series(first, count, together ? 1 : 7);
      duration = {
        durationValue: count,
        durationUnit: 'days',
        deliveryDays: count,
        designDays: Math.ceil(count / 2),
      };
      break;
    }
    case 'part-time': {
      dates = series(first, 4, 14);
      duration = { durationValue: 4, durationUnit: 'hours', deliveryDays: 2, designDays: 2 };
      break;
    }
    case 'full-time': {
      dates = series(first, 2, 1);
      duration = { durationValue: 2, durationUnit: 'days', deliveryDays: 2, designDays: 3 };
      break;
    }
  }
  const text = jobText(job);
  const graphic = /graphic|visual/i.test(text);
  return {
    sessionFormat,
    sessionDates: dates,
    sessionTimeZone: place.timeZone,
    // A permanent role's later sessions are not set yet.
    sessionDatesFlexible: job.employmentType === 'full-time',
    ...duration,
    groupSize: groupSizes[index % groupSizes.length]!,
    sessionLanguages: place.languages,
    deliverables: [
      'session-plan',
      ...(/summary|report|document/i.test(text) ? (['write-up-report'] as const) : []),
      ...(graphic ? (['graphic-recording'] as const) : []),
    ],
    roles: [
      { role: 'lead', count: 1 },
      ...(/co-facilitat/i.test(text) ? [{ role: 'co-facilitator' as const, count: 1 }] : []),
      // A remote session for many people needs someone on the technology.
      ...(job.remote === 'yes' && !['1-10', '11-25'].includes(groupSizes[index % groupSizes.length]!)
        ? [{ role: 'producer' as const, count: 1 }]
        : []),
      ...(graphic ? [{ role: 'graphic-recorder' as const, count: 1 }] : []),
    ],
  };
}

/** The session of any sample job: its flagship's, or one derived from the posting. */
export const seedSession = (job: SeedJob, index: number): SeedSession =>
  FLAGSHIP_SESSIONS[job.key] ?? generatedSession(job, index);
