import { FOCUS_AREAS, type FocusAreaId } from '../../../../shared/focus-areas';
import { SEED_COMPANIES } from './companies';
import {
  AREA_TEMPLATES,
  bullets,
  COMPANY_CONTEXT,
  EMPLOYMENT_SENTENCE,
  EXPERIENCE_REQUIREMENT,
  EXPERIENCE_TITLE_PREFIX,
  FLAGSHIP_JOBS,
  logisticsSentence,
  type CompanyContext,
} from './jobs';
import type { EmploymentType, ExperienceLevel, RemoteOption, SeedJob } from './types';

/*
 * Seed jobs: the flagship postings plus template-generated postings (the prose
 * is in jobs.ts), so that every focus area ends up with exactly
 * FOCUS_AREAS[n].sampleJobCount published jobs. No randomness: every choice
 * is index arithmetic, so the output is identical on every run.
 */

/** Element `index` of a non-empty list, wrapping around. */
function cycle<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('cycle() called with an empty list');
  return item;
}

// ---------------------------------------------------------------------------
// Variation
// ---------------------------------------------------------------------------

const REMOTE_CYCLE: RemoteOption[] = ['hybrid', 'yes', 'no', 'hybrid', 'yes'];
const EXPERIENCE_CYCLE: ExperienceLevel[] = [
  'intermediate',
  'senior',
  'entry',
  'intermediate',
  'senior',
  'executive',
  'intermediate',
];
const EMPLOYMENT_CYCLE: EmploymentType[] = [
  'contract',
  'one-time',
  'part-time',
  'contract',
  'full-time',
  'one-time',
];

/** Deadlines between December 2026 and March 2027; null means "open until filled". */
const DEADLINES: (string | null)[] = [
  '2026-12-04',
  '2027-01-15',
  null,
  '2027-02-12',
  '2026-12-18',
  '2027-03-05',
  null,
  '2027-01-29',
  '2027-02-26',
  '2026-12-31',
  '2027-03-19',
  null,
  '2027-01-08',
  '2027-03-31',
];

// ---------------------------------------------------------------------------
// Salaries
// ---------------------------------------------------------------------------

/** Base amounts in EUR, converted with CompanyContext.fx. [low, high] ranges. */
const PAY_BANDS: Record<EmploymentType, Record<ExperienceLevel, readonly [number, number]>> = {
  'full-time': {
    entry: [42_000, 50_000],
    intermediate: [55_000, 68_000],
    senior: [72_000, 90_000],
    executive: [95_000, 120_000],
  },
  'part-time': {
    entry: [40, 55],
    intermediate: [55, 75],
    senior: [80, 110],
    executive: [120, 160],
  },
  contract: {
    entry: [400, 550],
    intermediate: [600, 800],
    senior: [800, 1_100],
    executive: [1_200, 1_600],
  },
  'one-time': {
    entry: [1_500, 1_500],
    intermediate: [2_500, 2_500],
    senior: [4_000, 4_000],
    executive: [6_500, 6_500],
  },
};

function formatAmount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** variant 0..6 gives an amount, 7 gives 'Competitive', 8 gives null. */
function buildSalary(
  ctx: CompanyContext,
  employment: EmploymentType,
  experience: ExperienceLevel,
  variant: number,
): string | null {
  if (variant === 7) return 'Competitive';
  if (variant === 8) return null;
  const [low, high] = PAY_BANDS[employment][experience];
  const factor = ctx.fx * (1 + (variant - 3) * 0.04);
  const cur = ctx.currency;
  switch (employment) {
    case 'full-time':
      return `${cur}${formatAmount(roundTo(low * factor, 1_000))}–${cur}${formatAmount(roundTo(high * factor, 1_000))} per year`;
    case 'part-time':
      return `${cur}${formatAmount(roundTo(low * factor, 5))}–${cur}${formatAmount(roundTo(high * factor, 5))} per hour`;
    case 'contract':
      return `${cur}${formatAmount(roundTo(low * factor, 50))}–${cur}${formatAmount(roundTo(high * factor, 50))} per day`;
    case 'one-time':
      return `${cur}${formatAmount(roundTo(low * factor, 250))} fixed fee`;
  }
}

// ---------------------------------------------------------------------------
// Generated jobs
// ---------------------------------------------------------------------------

function pickBullets(pool: readonly string[], start: number, stride: number, count: number): string[] {
  const picked: string[] = [];
  for (let k = 0; k < count; k += 1) picked.push(cycle(pool, start + k * stride));
  return picked;
}

function generateJob(areaId: FocusAreaId, areaIndex: number, i: number): SeedJob {
  const t = AREA_TEMPLATES[areaId];
  const a = areaIndex;
  const company = cycle(SEED_COMPANIES, i * 3 + a * 7);
  const ctx = COMPANY_CONTEXT[company.key];
  if (!ctx) throw new Error(`Missing company context for ${company.key}`);

  const remote = cycle(REMOTE_CYCLE, i + a);
  const experience = cycle(EXPERIENCE_CYCLE, i * 5 + a);
  const employmentType = cycle(EMPLOYMENT_CYCLE, i * 3 + a * 2);
  const city = cycle(ctx.cities, i + a);
  const audience = cycle(ctx.audiences, Math.floor(i / 3) + a);

  const title = cycle(EXPERIENCE_TITLE_PREFIX[experience], i) + cycle(t.titles, i);
  const intro = cycle(t.intros, i + Math.floor(i / 8))({ company: company.name, audience });
  const description = [
    intro,
    cycle(t.details, i * 3 + Math.floor(i / 4) + a),
    logisticsSentence(remote, city, i),
    cycle(EMPLOYMENT_SENTENCE[employmentType], i + a),
  ].join(' ');

  const requirements = bullets([EXPERIENCE_REQUIREMENT[experience], ...pickBullets(t.requirements, i, 3, 4)]);
  const responsibilities = bullets(pickBullets(t.responsibilities, i * 2, 5, 5));

  return {
    key: `gen-${areaId}-${String(i + 1).padStart(2, '0')}`,
    companyKey: company.key,
    title,
    location: remote === 'yes' ? `Remote (${ctx.remoteRegion})` : city,
    salary: buildSalary(ctx, employmentType, experience, (i * 5 + a) % 9),
    remote,
    experience,
    employmentType,
    description,
    requirements,
    responsibilities,
    focusAreas: [areaId],
    applicationDeadline: cycle(DEADLINES, i * 5 + a * 3),
    // Within the last 50 days: with JOB_TTL_DAYS' default (60), a fresh board has nothing about to expire.
    postedDaysAgo: (i * 7 + a * 11) % 51,
  };
}

/**
 * All seed jobs: the flagship postings followed by generated ones. For every
 * focus area the total equals its `sampleJobCount`. Deterministic.
 */
export function buildSeedJobs(): SeedJob[] {
  const jobs: SeedJob[] = FLAGSHIP_JOBS.map((job) => ({ ...job, focusAreas: [...job.focusAreas] }));
  FOCUS_AREAS.forEach((area, areaIndex) => {
    const flagshipCount = FLAGSHIP_JOBS.filter((job) => job.focusAreas.includes(area.id)).length;
    const toGenerate = area.sampleJobCount - flagshipCount;
    for (let i = 0; i < toGenerate; i += 1) jobs.push(generateJob(area.id, areaIndex, i));
  });
  return jobs;
}
