import { and, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { earliestTodayIso, JOB_STATUSES } from '../../shared/jobs';
import { DAY_MS, fixedClock } from '../clock';
import { jobs } from '../db/schema';
import { makeJob } from '../test/factories';
import { createTestDatabase } from '../test/helpers';
import { acceptingApplicationsWhere, isAcceptingApplications } from './accepting-applications';

const database = await createTestDatabase();
afterAll(() => database.drop());

const isoDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('accepting applications', () => {
  // Just before and just after noon UTC: the earliest "today" on Earth moves from one date to the next.
  it.each(['2026-06-10T11:00:00Z', '2026-06-10T13:00:00Z'])(
    'the query condition and the predicate agree at %s',
    async (at) => {
      const now = new Date(at);
      const today = earliestTodayIso(now);
      const deadlines = {
        none: null,
        yesterday: isoDay(today, -1),
        today,
        tomorrow: isoDay(today, 1),
      };
      const ctx = { db: database.db, clock: fixedClock(now) };
      const made = [];
      for (const status of JOB_STATUSES) {
        for (const [deadline, applicationDeadline] of Object.entries(deadlines)) {
          const job = await makeJob(ctx, null, { status, applicationDeadline });
          made.push({ job, label: `${status}, deadline ${deadline}` });
        }
      }

      const rows = await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(
              jobs.id,
              made.map(({ job }) => job.id),
            ),
            acceptingApplicationsWhere(now),
          ),
        );
      const bySql = new Set(rows.map((row) => row.id));
      const answers = made.map(({ job, label }) => ({
        label,
        predicate: isAcceptingApplications(job, now),
        sql: bySql.has(job.id),
      }));

      for (const answer of answers) expect(answer.sql, answer.label).toBe(answer.predicate);
      expect(answers.filter((answer) => answer.predicate).map((answer) => answer.label)).toEqual([
        'published, deadline none',
        'published, deadline today',
        'published, deadline tomorrow',
      ]);
    },
  );
});
