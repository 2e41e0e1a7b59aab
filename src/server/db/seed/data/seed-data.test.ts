import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { FOCUS_AREAS, FOCUS_AREA_IDS, type FocusAreaId } from '../../../../shared/focus-areas';
import { COMPANY_SIZES } from '../../../../shared/constants';
import {
  BudgetSchema,
  checkRates,
  checkSession,
  CredentialInputSchema,
  FacilitationProfileFieldsSchema,
  LANGUAGES,
  METHOD_IDS,
  sessionFields,
} from '../../../../shared/facilitation';
import { parseSalary } from '../parse-salary';
import { budgetFromSalary, ratesFromText } from '../seed-money';
import { SEED_COMPANIES } from './companies';
import { E2E_LSP_SEARCH } from './e2e-search';
import { FACILITATOR_DETAILS } from './facilitator-details';
import { SEED_FACILITATORS } from './facilitators';
import { buildSeedJobs } from './job-generator';
import { jobText, methodsNamedIn, seedSession } from './job-sessions';

/** Each named text field of `item` is at least as long as its minimum. */
function expectMinLengths<T>(key: string, item: T, minimums: { [K in keyof T]?: number }) {
  for (const [field, min] of Object.entries(minimums) as [keyof T & string, number][])
    expect(String(item[field]).length, `${key} ${field}`).toBeGreaterThanOrEqual(min);
}

const jobs = buildSeedJobs();
const validAreaIds = new Set<string>(FOCUS_AREA_IDS);

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isBulletList(value: string): boolean {
  const lines = value.split('\n');
  return lines.length >= 1 && lines.every((line) => line.startsWith('- ') && line.length > 2);
}

describe('seed jobs', () => {
  it('publishes exactly sampleJobCount jobs per focus area', () => {
    const counts = new Map<FocusAreaId, number>();
    for (const job of jobs) for (const id of job.focusAreas) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const area of FOCUS_AREAS) expect(counts.get(area.id) ?? 0, area.id).toBe(area.sampleJobCount);
    const total = FOCUS_AREAS.reduce((sum, area) => sum + area.sampleJobCount, 0);
    expect(jobs).toHaveLength(total);
    expect(total).toBe(428);
  });

  it('gives every job exactly one valid focus area', () => {
    for (const job of jobs) {
      expect(job.focusAreas, job.key).toHaveLength(1);
      expect(validAreaIds.has(job.focusAreas[0] as string), job.key).toBe(true);
    }
  });

  it('has unique, stable keys', () => {
    expect(new Set(jobs.map((job) => job.key)).size).toBe(jobs.length);
    expect(buildSeedJobs()).toEqual(jobs);
  });

  it('includes hand-written flagship jobs', () => {
    const flagships = jobs.filter((job) => job.key.startsWith('flagship-'));
    expect(flagships.length).toBeGreaterThanOrEqual(10);
    for (const job of flagships) {
      expect(job.description.split('\n\n'), job.key).toHaveLength(3);
      const reqs = job.requirements.split('\n').length;
      const resps = job.responsibilities.split('\n').length;
      expect(reqs, job.key).toBeGreaterThanOrEqual(5);
      expect(reqs, job.key).toBeLessThanOrEqual(7);
      expect(resps, job.key).toBeGreaterThanOrEqual(5);
      expect(resps, job.key).toBeLessThanOrEqual(7);
    }
  });

  it('references existing companies and uses every company', () => {
    const companyKeys = new Set(SEED_COMPANIES.map((company) => company.key));
    for (const job of jobs) expect(companyKeys.has(job.companyKey), job.key).toBe(true);
    expect(new Set(jobs.map((job) => job.companyKey)).size).toBe(SEED_COMPANIES.length);
  });

  it('meets minimum lengths and formats', () => {
    for (const job of jobs) {
      expectMinLengths(job.key, job, { title: 5, location: 2, description: 50, requirements: 20 });
      expect(isBulletList(job.requirements), job.key).toBe(true);
      expect(isBulletList(job.responsibilities), job.key).toBe(true);
      expect(['yes', 'no', 'hybrid']).toContain(job.remote);
      expect(['entry', 'intermediate', 'senior', 'executive']).toContain(job.experience);
      expect(['full-time', 'part-time', 'contract', 'one-time']).toContain(job.employmentType);
      expect(Number.isInteger(job.postedDaysAgo), job.key).toBe(true);
      expect(job.postedDaysAgo, job.key).toBeGreaterThanOrEqual(0);
      expect(job.postedDaysAgo, job.key).toBeLessThanOrEqual(60);
      expect(job.description, job.key).not.toMatch(/undefined|\$\{/);
    }
  });

  it('uses valid ISO deadlines or null', () => {
    for (const job of jobs) {
      if (job.applicationDeadline !== null) {
        expect(isIsoDate(job.applicationDeadline), `${job.key}: ${job.applicationDeadline}`).toBe(true);
      }
    }
    expect(jobs.some((job) => job.applicationDeadline === null)).toBe(true);
  });

  it('varies titles within each area', () => {
    for (const area of FOCUS_AREAS) {
      const titles = new Set(jobs.filter((job) => job.focusAreas[0] === area.id).map((job) => job.title));
      expect(titles.size, area.id).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('seed companies', () => {
  it('has ten companies with valid data', () => {
    expect(SEED_COMPANIES).toHaveLength(10);
    expect(new Set(SEED_COMPANIES.map((company) => company.key)).size).toBe(SEED_COMPANIES.length);
    for (const company of SEED_COMPANIES) {
      expect(company.name.length, company.key).toBeGreaterThanOrEqual(2);
      expect(company.description.length, company.key).toBeGreaterThanOrEqual(50);
      expect(COMPANY_SIZES as readonly string[]).toContain(company.size);
      if (company.website !== null) expect(new URL(company.website).hostname.endsWith('.example')).toBe(true);
    }
  });
});

describe('seed facilitators', () => {
  it('has at least 16 profiles covering every focus area', () => {
    expect(SEED_FACILITATORS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(SEED_FACILITATORS.map((f) => f.key)).size).toBe(SEED_FACILITATORS.length);
    const covered = new Map<string, number>();
    for (const f of SEED_FACILITATORS)
      for (const id of f.focusAreas) covered.set(id, (covered.get(id) ?? 0) + 1);
    for (const id of FOCUS_AREA_IDS) expect(covered.get(id) ?? 0, id).toBeGreaterThanOrEqual(2);
  });

  it('meets minimum lengths and constraints', () => {
    for (const f of SEED_FACILITATORS) {
      expectMinLengths(f.key, f, { firstName: 2, lastName: 2, headline: 5, bio: 50 });
      expect(f.location, f.key).toMatch(/^[^,]+, [^,]+$/);
      expect(f.yearsExperience, f.key).toBeGreaterThanOrEqual(3);
      expect(f.yearsExperience, f.key).toBeLessThanOrEqual(25);
      expect(f.focusAreas.length, f.key).toBeGreaterThanOrEqual(2);
      expect(f.focusAreas.length, f.key).toBeLessThanOrEqual(4);
      for (const id of f.focusAreas) expect(validAreaIds.has(id), `${f.key}: ${id}`).toBe(true);
      expect(f.testimonials.length, f.key).toBeGreaterThanOrEqual(1);
      expect(f.testimonials.length, f.key).toBeLessThanOrEqual(3);
    }
  });
});

describe('seed emails', () => {
  it('are unique and use the .example TLD', () => {
    const emails = [...SEED_COMPANIES.map((c) => c.email), ...SEED_FACILITATORS.map((f) => f.email)];
    expect(new Set(emails.map((email) => email.toLowerCase())).size).toBe(emails.length);
    for (const email of emails) {
      expect(email, email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
    }
  });
});

/** The posting's own rules for its session fields, as POST /api/jobs checks them (dates not in the past). */
const SessionSchema = z.object(sessionFields()).strict().superRefine(checkSession);

describe('seed job sessions', () => {
  const sessions = jobs.map((job, index) => ({ job, session: seedSession(job, index) }));

  it('pass the posting rules: known format, zone, languages, methods, roles, a budget with min ≤ max', () => {
    for (const { job, session } of sessions) {
      const parsed = SessionSchema.safeParse({
        ...session,
        methods: methodsNamedIn(jobText(job)),
        budget: budgetFromSalary(job.salary),
      });
      expect(parsed.error?.issues ?? [], job.key).toEqual([]);
      expect(parsed.data?.sessionDates, `${job.key} dates ascending, no repeats`).toEqual(
        session.sessionDates,
      );
      for (const code of session.sessionLanguages) expect(LANGUAGES, job.key).toHaveProperty(code);
      expect(session.sessionDates.length, job.key).toBeGreaterThan(0);
      expect(session.deliverables, job.key).toContain('session-plan');
      expect(session.roles[0], job.key).toEqual({ role: 'lead', count: 1 });
    }
  });

  it('date every session after the application deadline, and after the day the sample data was written', () => {
    for (const { job, session } of sessions) {
      expect(session.sessionDates[0]! > (job.applicationDeadline ?? '2026-11-22'), job.key).toBe(true);
    }
  });

  it('run in the languages of their place: German in Berlin, English in a remote team', () => {
    for (const { job, session } of sessions) {
      if (job.remote === 'yes') expect(session.sessionLanguages, job.key).toEqual(['en']);
      else if (/Berlin|Stuttgart/.test(job.location))
        expect(session.sessionLanguages, job.key).toContain('de');
      if (job.location.startsWith('Berlin')) expect(session.sessionTimeZone, job.key).toBe('Europe/Berlin');
    }
  });

  it('name the methods their text names, and only known ones', () => {
    const named = new Set(jobs.flatMap((job) => methodsNamedIn(jobText(job))));
    for (const id of named) expect(METHOD_IDS, id).toContain(id);
    expect(methodsNamedIn(jobText(jobs.find((job) => job.key === 'flagship-1')!))).toEqual(
      expect.arrayContaining(['design-sprint', 'retrospectives']),
    );
    // "real scenarios" is not Scenario Planning.
    expect(methodsNamedIn('Practise with real scenarios')).toEqual([]);
    expect(named.has('lego-serious-play')).toBe(true);
  });

  it('have a budget that says what their salary text says, and none for "Competitive" or no text', () => {
    let budgets = 0;
    for (const job of jobs) {
      const budget = budgetFromSalary(job.salary);
      if (!job.salary || job.salary === 'Competitive') {
        expect(budget, job.key).toBeNull();
        continue;
      }
      expect(budget, `${job.key}: ${job.salary}`).not.toBeNull();
      budgets += 1;
      expect(BudgetSchema.safeParse(budget).success, job.key).toBe(true);
      const fee = /^(.+) fixed fee$/.exec(job.salary);
      if (fee) {
        expect(budget).toMatchObject({ type: 'fixed-fee' });
        expect(parseSalary(`${fee[1]} per day`), job.key).toMatchObject({
          currency: budget!.currency,
          minValue: budget!.min,
        });
        continue;
      }
      const parsed = parseSalary(job.salary)!;
      expect(budget, job.key).toEqual({
        type: { DAY: 'day-rate', HOUR: 'hourly-rate', YEAR: 'salary' }[parsed.unitText as 'DAY'],
        min: parsed.minValue,
        max: parsed.maxValue ?? parsed.minValue,
        currency: parsed.currency,
      });
    }
    expect(budgets).toBeGreaterThan(300);
    expect(budgetFromSalary('€900–€1,200 per day')).toEqual({
      type: 'day-rate',
      min: 900,
      max: 1200,
      currency: 'EUR',
    });
    expect(budgetFromSalary('$38,000 fixed fee')).toEqual({
      type: 'fixed-fee',
      min: 38000,
      max: 38000,
      currency: 'USD',
    });
  });
});

describe('seed facilitator details', () => {
  it('give every profile rates from its rate text and details the profile form accepts', () => {
    expect(Object.keys(FACILITATOR_DETAILS).sort()).toEqual(SEED_FACILITATORS.map((f) => f.key).sort());
    const Fields = FacilitationProfileFieldsSchema.strict().superRefine(checkRates);
    for (const f of SEED_FACILITATORS) {
      const { availability: _a, blockedDaysAfterSeed, credentials, ...details } = FACILITATOR_DETAILS[f.key]!;
      const rates = ratesFromText(f.rate);
      expect(rates.rateCurrency, `${f.key}: ${f.rate}`).not.toBeNull();
      const parsed = parseSalary(f.rate)!;
      const [min, max] =
        parsed.unitText === 'DAY' ? ['dayRateMin', 'dayRateMax'] : ['hourlyRateMin', 'hourlyRateMax'];
      expect(rates, f.key).toMatchObject({
        [min]: parsed.minValue,
        [max]: parsed.maxValue ?? parsed.minValue,
      });
      const result = Fields.safeParse({ ...details, ...rates });
      expect(result.error?.issues ?? [], f.key).toEqual([]);
      for (const day of blockedDaysAfterSeed) expect(day, f.key).toBeGreaterThan(0);
      for (const credential of credentials) {
        const { verifiedDaysAgo: _v, ...input } = credential;
        expect(CredentialInputSchema.safeParse(input).error?.issues ?? [], f.key).toEqual([]);
      }
    }
    expect(ratesFromText('CHF 1,300 per day')).toMatchObject({ rateCurrency: 'CHF', dayRateMin: 1300 });
    expect(ratesFromText('S$2,000 per day')).toMatchObject({ rateCurrency: 'SGD', dayRateMin: 2000 });
  });

  it('make most facilitators available, a few from a later day, one or two unavailable', () => {
    const statuses = Object.values(FACILITATOR_DETAILS).map((details) => details.availability.status);
    const count = (status: string) => statuses.filter((s) => s === status).length;
    expect(count('available')).toBeGreaterThan(statuses.length / 2);
    expect(count('available-from')).toBeGreaterThanOrEqual(2);
    expect(count('unavailable')).toBeGreaterThanOrEqual(1);
    expect(count('unavailable')).toBeLessThanOrEqual(2);
  });

  it('have verified and claimed credentials', () => {
    const credentials = Object.values(FACILITATOR_DETAILS).flatMap((details) => details.credentials);
    expect(credentials.filter((c) => c.verifiedDaysAgo !== null).length).toBeGreaterThanOrEqual(5);
    expect(credentials.filter((c) => c.verifiedDaysAgo === null).length).toBeGreaterThanOrEqual(5);
  });

  it('hold exactly the four German-speaking LEGO Serious Play facilitators of the e2e search', () => {
    const lspInGerman = SEED_FACILITATORS.filter((f) => {
      const details = FACILITATOR_DETAILS[f.key]!;
      return (
        details.methods.includes(E2E_LSP_SEARCH.method) && details.languages.includes(E2E_LSP_SEARCH.language)
      );
    }).map((f) => f.key);
    const { expected, blocked, tooDear } = E2E_LSP_SEARCH;
    expect(lspInGerman.sort()).toEqual([...expected.map((f) => f.key), blocked.key, tooDear.key].sort());
    expect(FACILITATOR_DETAILS[blocked.key]!.blockedDaysAfterSeed).toContain(E2E_LSP_SEARCH.dayAfterSeed);
    for (const { key, name } of [...expected, blocked, tooDear]) {
      const f = SEED_FACILITATORS.find((candidate) => candidate.key === key)!;
      expect(`${f.firstName} ${f.lastName}`).toBe(name);
    }
  });
});
