import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_EXTEND_DAYS } from '../../shared/jobs';
import type { Clock } from '../clock';
import { jobs, notifications, savedJobs, user } from '../db/schema';
import { jobExpiresAt } from '../jobs/job-expiry';
import { extendJobOnce } from '../jobs/job-expiry.repo';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  saveNotificationSettings,
} from '../notifications/notification-settings.repo';
import { makeJob } from '../test/factories';
import { buildTestApp, signUp, type TestUser } from '../test/helpers';
import { reminderDeadline, runDeadlineReminders } from './deadline-reminders';

/** The app's clock, set by each step; far from the sample data's dates, so their deadlines never interfere. */
let nowMs = Date.parse('2031-03-10T09:00:00Z');
const clock: Clock = { now: () => new Date(nowMs) };
const setNow = (at: string) => {
  nowMs = Date.parse(at);
};

const ctx = await buildTestApp({}, { clock });
const deps = ctx.app.deps;
const run = () => runDeadlineReminders(deps, clock.now());

const company = await signUp(ctx, 'company', { companyName: 'Deadline Company' });
const ada = await signUp(ctx, 'facilitator', { firstName: 'Ada' });
const quiet = await signUp(ctx, 'facilitator', { firstName: 'Quiet' });
const suspended = await signUp(ctx, 'facilitator', { firstName: 'Suspended' });

const DEADLINE = '2031-03-20';

/** A job with this deadline, published as the app publishes one (its expiry from the deadline). */
const jobWithDeadline = (
  title: string,
  deadline = DEADLINE,
  overrides: Partial<typeof jobs.$inferInsert> = {},
) =>
  makeJob(ctx, company, {
    title,
    applicationDeadline: deadline,
    postedAt: new Date('2031-03-01T10:00:00Z'),
    expiresAt: jobExpiresAt({ applicationDeadline: deadline }, new Date('2031-03-01T10:00:00Z'), 60),
    ...overrides,
  });

const save = (saver: TestUser, jobId: string) =>
  ctx.db.insert(savedJobs).values({ userId: saver.id, jobId, createdAt: clock.now() });

const bells = (saver: TestUser) =>
  ctx.db
    .select({ body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, saver.id), eq(notifications.type, 'saved-job.deadline')));

/** The reminder mails sent to `saver` (not the sign-up's confirmation). */
const mailsTo = (saver: TestUser) =>
  ctx.mails.filter((mail) => mail.to === saver.email && mail.subject.startsWith('Apply by '));

describe('saved jobs: the deadline reminder', () => {
  it('counts the days from the date that is today everywhere', () => {
    // Until 12:00 UTC it is still the 16th somewhere (UTC−12).
    expect(reminderDeadline(new Date('2031-03-17T11:59:00Z'))).toBe('2031-03-19');
    expect(reminderDeadline(new Date('2031-03-17T12:00:00Z'))).toBe('2031-03-20');
    expect(reminderDeadline(new Date('2031-03-18T11:59:00Z'))).toBe('2031-03-20');
  });

  it('reminds once, on the day, with a bell and a mail; only open jobs; mail off means the bell alone', async () => {
    const open = await jobWithDeadline('Deadline reminder open facilitator');
    // Extended once from a deadline 30 days earlier: the deadline moved with the expiry, to the 20th.
    const extended = await jobWithDeadline('Deadline reminder extended facilitator', '2031-02-18', {
      postedAt: new Date('2031-01-20T10:00:00Z'),
    });
    await ctx.db.transaction((tx) =>
      extendJobOnce(tx, extended.id, company.id, JOB_EXTEND_DAYS, clock.now()),
    );
    const closed = await jobWithDeadline('Deadline reminder closed facilitator', DEADLINE, {
      status: 'closed',
    });
    const expired = await jobWithDeadline('Deadline reminder expired facilitator', DEADLINE, {
      status: 'expired',
    });
    const hidden = await jobWithDeadline('Deadline reminder hidden facilitator', DEADLINE, {
      status: 'closed',
      hiddenAt: clock.now(),
    });
    const later = await jobWithDeadline('Deadline reminder later facilitator', '2031-03-21');
    const noDeadline = await makeJob(ctx, company, {
      title: 'Deadline reminder open-ended facilitator',
      expiresAt: new Date('2031-03-21T12:00:00Z'),
    });
    for (const job of [open, extended, closed, expired, hidden, later, noDeadline]) await save(ada, job.id);
    await save(quiet, open.id);
    await save(suspended, open.id);
    await saveNotificationSettings(
      ctx.db,
      quiet.id,
      { ...DEFAULT_NOTIFICATION_SETTINGS, jobAlerts: false },
      clock.now(),
    );
    await ctx.db.update(user).set({ suspendedAt: clock.now() }).where(eq(user.id, suspended.id));

    // The day before the reminder's day: nothing yet.
    setNow('2031-03-17T11:30:00Z');
    expect(await run()).toEqual({ reminded: 0, mailed: 0 });

    // The reminder's day.
    setNow('2031-03-17T12:07:00Z');
    expect(await run()).toEqual({ reminded: 3, mailed: 2 });
    expect((await bells(ada)).sort((a, b) => a.link!.localeCompare(b.link!))).toEqual(
      [
        { body: `Apply by 20 March 2031: ${open.title}`, link: `/jobs/${open.id}` },
        { body: `Apply by 20 March 2031: ${extended.title}`, link: `/jobs/${extended.id}` },
      ].sort((a, b) => a.link.localeCompare(b.link)),
    );
    const adaMails = mailsTo(ada);
    expect(adaMails.map((mail) => mail.subject).sort()).toEqual(
      [`Apply by 20 March 2031: ${open.title}`, `Apply by 20 March 2031: ${extended.title}`].sort(),
    );
    const openMail = adaMails.find((mail) => mail.subject.endsWith(open.title))!;
    expect(openMail.text).toContain('Hello Ada,');
    expect(openMail.text).toContain(`${ctx.config.SITE_URL}/jobs/${open.id}`);
    expect(openMail.html).toContain(`${ctx.config.SITE_URL}/jobs/${open.id}`);
    // Mail off: the bell alone. Suspended: nothing.
    expect(await bells(quiet)).toEqual([
      { body: `Apply by 20 March 2031: ${open.title}`, link: `/jobs/${open.id}` },
    ]);
    expect(mailsTo(quiet)).toEqual([]);
    expect(await bells(suspended)).toEqual([]);
    expect(mailsTo(suspended)).toEqual([]);
    const [marked] = await ctx.db
      .select({ at: savedJobs.deadlineRemindedAt })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, ada.id), eq(savedJobs.jobId, open.id)));
    expect(marked.at).toEqual(new Date('2031-03-17T12:07:00Z'));

    // Once: the next hourly passes of the day send nothing again.
    setNow('2031-03-17T13:07:00Z');
    expect(await run()).toEqual({ reminded: 0, mailed: 0 });
    expect(await bells(ada)).toHaveLength(2);

    // A job saved after its reminder's day is not reminded late; the next deadline's day has its own.
    const lateSaver = await signUp(ctx, 'facilitator', { firstName: 'Late' });
    await save(lateSaver, open.id);
    setNow('2031-03-18T12:07:00Z');
    expect(await run()).toEqual({ reminded: 1, mailed: 1 });
    expect(await bells(lateSaver)).toEqual([]);
    expect((await bells(ada)).map((bell) => bell.link)).toContain(`/jobs/${later.id}`);
    expect(mailsTo(ada).map((mail) => mail.subject)).toContain(`Apply by 21 March 2031: ${later.title}`);
  });
});
