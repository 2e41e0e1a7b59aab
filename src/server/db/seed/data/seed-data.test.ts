import { describe, it, expect } from 'vitest';
import { FOCUS_AREAS, FOCUS_AREA_IDS, type FocusAreaId } from '../../../../shared/focus-areas';
import { COMPANY_SIZES } from '../../../../shared/constants';
import { SEED_COMPANIES } from './companies';
import { SEED_FACILITATORS } from './facilitators';
import { buildSeedJobs } from './job-generator';

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
