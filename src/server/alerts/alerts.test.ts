import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertFrequency } from '../../shared/saved-options';
import { jobsFeedPath } from '../../shared/job-feeds';
import { jobsSearchPath, type SavedSearch, type SearchFilters } from '../../shared/saved';
import type { Clock } from '../clock';
import { alertMatches, jobs, notifications, notificationSettings, savedSearches, user } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  saveNotificationSettings,
} from '../notifications/notification-settings.repo';
import { makeJob, postSavedSearch } from '../test/factories';
import { buildTestApp, signUp, type TestUser } from '../test/helpers';
import { runAlerts } from './alerts.service';
import { nextDigestAt } from './digest-schedule';
import { matchNewJobs } from './matcher';

/** The app's clock, moved by the tests: fixed dates, so that nothing depends on today. */
let nowMs = Date.parse('2031-01-06T00:00:00Z'); // a Monday
const clock: Clock = { now: () => new Date(nowMs) };
const setNow = (iso: string) => {
  nowMs = Date.parse(iso);
};
const HOUR = 3_600_000;

const ctx = await buildTestApp({}, { clock });
const deps = ctx.app.deps;
const company = await signUp(ctx, 'company', { companyName: 'Acme Offsites' });
// The seed's jobs wait in the outbox of the template database: they are not new to these tests.
await matchNewJobs(ctx.db, clock.now());

// A search of one test must not pick up the jobs of the next ones.
afterEach(async () => {
  await ctx.db.update(savedSearches).set({ frequency: 'off', nextDigestAt: null });
});

/** A saved search stored as the saved-searches API stores it (next digest from the user's time zone). */
async function saveSearch(
  who: TestUser,
  filters: SearchFilters,
  frequency: AlertFrequency = 'instant',
  name = 'My search',
) {
  const [settings] = await ctx.db
    .select({ timeZone: notificationSettings.timeZone })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, who.id));
  const [row] = await ctx.db
    .insert(savedSearches)
    .values({
      userId: who.id,
      name,
      filters,
      frequency,
      nextDigestAt: nextDigestAt(clock.now(), settings?.timeZone ?? 'UTC', frequency),
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning();
  return row!;
}

async function setTimeZone(who: TestUser, timeZone: string) {
  await saveNotificationSettings(ctx.db, who.id, DEFAULT_NOTIFICATION_SETTINGS, clock.now());
  await ctx.db.update(notificationSettings).set({ timeZone }).where(eq(notificationSettings.userId, who.id));
}

/** A published job (its insert puts it in the outbox, as every publication does). */
const publish = (overrides: Partial<typeof jobs.$inferInsert> = {}) =>
  makeJob(ctx, company, { postedAt: clock.now(), ...overrides });

const setStatus = (jobId: string, status: 'published' | 'closed') =>
  ctx.db.update(jobs).set({ status }).where(eq(jobs.id, jobId));

const matchedJobIds = async (who: TestUser) =>
  (
    await ctx.db
      .select({ jobId: alertMatches.jobId })
      .from(alertMatches)
      .where(eq(alertMatches.userId, who.id))
  ).map((row) => row.jobId);

const mailsTo = (who: TestUser) => ctx.mails.filter((mail) => mail.to === who.email && mail.headers);
const bellOf = (who: TestUser) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'job.alert')));

/** The jobs among `ids` that /jobs lists for the filters (the newest page: these tests' jobs are the newest). */
async function listedByJobsPage(filters: SearchFilters | SavedSearch['filters'], ids: string[]) {
  const path = jobsSearchPath(filters, '/api/jobs');
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${path}${path.includes('?') ? '&' : '?'}pageSize=50`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const listed = new Set((res.json().items as { id: string }[]).map((job) => job.id));
  return ids.filter((id) => listed.has(id));
}

const tokenOf = (mail: MailMessage) => {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  return decodeURIComponent(header.match(/\/alerts\/unsubscribe\/([^>]+)>$/)![1]!);
};

describe('the matcher', () => {
  it('matches exactly what /jobs lists for the same filters', async () => {
    const reader = await signUp(ctx, 'facilitator');
    const cases: SearchFilters[] = [
      { q: 'quokka' },
      { q: 'quokka', focusArea: 'agile', remote: 'yes', employmentType: 'one-time', experience: 'senior' },
      // Stop words only: filters nothing (by the focus area alone here).
      { q: 'the of and', focusArea: 'leadership' },
      // Only an exclusion: every job without the word.
      { q: '-wombat', focusArea: 'innovation' },
      { focusArea: 'conflict-resolution' },
    ];
    const searches: (typeof savedSearches.$inferSelect)[] = [];
    for (const filters of cases) searches.push(await saveSearch(reader, filters, 'daily'));
    const published = [
      await publish({ title: 'Quokka retreat facilitator' }),
      await publish({
        title: 'Quokka sprint coach',
        focusAreas: ['agile'],
        remote: 'yes',
        employmentType: 'one-time',
        experience: 'senior',
      }),
      await publish({
        title: 'Quokka sprint trainer',
        focusAreas: ['agile'],
        remote: 'no',
        employmentType: 'one-time',
        experience: 'senior',
      }),
      await publish({ title: 'Leadership summit moderator', focusAreas: ['leadership'] }),
      await publish({ title: 'Innovation lab host', focusAreas: ['innovation'] }),
      await publish({ title: 'Wombat innovation day host', focusAreas: ['innovation'] }),
      await publish({ title: 'Mediation day', focusAreas: ['team-building', 'conflict-resolution'] }),
      await publish({ title: 'Budget planning day', focusAreas: ['strategic-planning'] }),
    ];
    const ids = published.map((job) => job.id);
    const result = await matchNewJobs(ctx.db, clock.now());
    expect(result.jobs).toBe(published.length);

    const rows = await ctx.db.select().from(alertMatches).where(eq(alertMatches.userId, reader.id));
    for (const [index, filters] of cases.entries()) {
      const matched = rows.filter((row) => row.savedSearchId === searches[index]!.id).map((row) => row.jobId);
      // A job two of the searches match is stored once, for one of them.
      const expected = await listedByJobsPage(filters, ids);
      expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0);
      for (const id of matched) expect(expected, JSON.stringify(filters)).toContain(id);
    }
    const expectedAll = new Set<string>();
    for (const filters of cases) for (const id of await listedByJobsPage(filters, ids)) expectedAll.add(id);
    expect(new Set(rows.map((row) => row.jobId))).toEqual(expectedAll);
    // The plain budget job matches none of them.
    expect(rows.map((row) => row.jobId)).not.toContain(published[7]!.id);
    expect(expectedAll.size).toBe(6);
  });

  it('creates nothing for a job nobody searches for, a job closed before the run, or a suspended reader', async () => {
    const reader = await signUp(ctx, 'facilitator');
    const suspended = await signUp(ctx, 'facilitator');
    await saveSearch(reader, { q: 'axolotl' });
    await saveSearch(suspended, { q: 'pangolin' });
    await ctx.db.update(user).set({ suspendedAt: clock.now() }).where(eq(user.id, suspended.id));
    await publish({ title: 'Capybara kickoff facilitator' });
    const closed = await publish({ title: 'Axolotl offsite facilitator' });
    await setStatus(closed.id, 'closed');
    await publish({ title: 'Pangolin summit facilitator' });
    await runAlerts(deps);
    expect(await matchedJobIds(reader)).toEqual([]);
    expect(await matchedJobIds(suspended)).toEqual([]);
    expect(mailsTo(reader)).toHaveLength(0);
    expect(await bellOf(reader)).toHaveLength(0);
  });
});

describe('a search with every /jobs filter', () => {
  it('alerts and feeds only the jobs /jobs lists for it: format, group size, language, dates and budget', async () => {
    const reader = await signUp(ctx, 'facilitator');
    // Saved as "Save this search" on /jobs sends it: the address's values.
    const search = await postSavedSearch(ctx, reader, {
      name: 'German workshops',
      filters: {
        q: 'quetzal',
        format: 'workshop',
        groupSize: '11-25',
        language: 'de',
        sessionFrom: '2031-05-01',
        budgetMin: '1000',
      },
      frequency: 'instant',
    });

    const fits = {
      title: 'Quetzal strategy workshop',
      sessionFormat: 'workshop',
      groupSize: '11-25',
      sessionLanguages: ['de', 'en'],
      sessionDates: ['2031-05-12'],
      budgetType: 'day-rate',
      budgetMin: 1200,
      budgetMax: 1500,
      budgetCurrency: 'EUR',
    } satisfies Partial<typeof jobs.$inferInsert>;
    const inside = await publish(fits);
    const outside = [
      await publish({ ...fits, title: 'Quetzal training day', sessionFormat: 'training' }),
      await publish({ ...fits, title: 'Quetzal large workshop', groupSize: '51-100' }),
      await publish({ ...fits, title: 'Quetzal French workshop', sessionLanguages: ['fr'] }),
      await publish({ ...fits, title: 'Quetzal spring workshop', sessionDates: ['2031-03-02'] }),
      await publish({ ...fits, title: 'Quetzal small-budget workshop', budgetMin: 400, budgetMax: 800 }),
    ];
    const ids = [inside.id, ...outside.map((job) => job.id)];
    await runAlerts(deps);

    expect(await matchedJobIds(reader)).toEqual([inside.id]);
    expect(await listedByJobsPage(search.filters, ids)).toEqual([inside.id]);
    const [mail, ...more] = mailsTo(reader);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('Quetzal strategy workshop');
    const searchPath =
      '/jobs?q=quetzal&format=workshop&language=de&groupSize=11-25&sessionFrom=2031-05-01&budgetMin=1000';
    expect(mail!.text).toContain(`See all matching jobs:\nhttp://localhost:3000${searchPath}`);
    expect((await bellOf(reader))[0]!.link).toBe(searchPath);

    // Its feed lists the same jobs.
    const feed = await ctx.app.inject({ method: 'GET', url: jobsFeedPath(search.filters) });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).toContain('Quetzal strategy workshop');
    for (const job of outside) expect(feed.body).not.toContain(job.title);
  });
});

describe('instant alerts', () => {
  it('mail the new job (text and HTML, unsubscribe headers) and ring the bell, once', async () => {
    const reader = await signUp(ctx, 'facilitator', { firstName: 'Ada' });
    const search = await saveSearch(reader, { q: 'flamingo', remote: 'hybrid' }, 'instant', 'Flamingo jobs');
    const job = await publish({
      title: 'Flamingo workshop designer',
      location: 'Lisbon, Portugal',
      remote: 'hybrid',
    });
    const result = await runAlerts(deps);
    expect(result.instant).toBeGreaterThanOrEqual(1);

    const [mail, ...more] = mailsTo(reader);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('New job for "Flamingo jobs": Flamingo workshop designer');
    expect(mail!.text).toContain('Hello Ada,');
    expect(mail!.text).toContain(
      `Flamingo workshop designer\nAcme Offsites · Lisbon, Portugal\nhttp://localhost:3000/jobs/${job.id}?src=alert`,
    );
    expect(mail!.text).toContain(
      'See all matching jobs:\nhttp://localhost:3000/jobs?q=flamingo&remote=hybrid',
    );
    expect(mail!.text).toContain(
      'Account settings → Notifications: http://localhost:3000/account/settings#notifications',
    );
    expect(mail!.html).toContain('Flamingo workshop designer');
    expect(mail!.html).toContain('See all matching jobs');
    const unsubscribeUrl = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(mail!.headers!['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/alerts\/unsubscribe\/[^>]+>$/,
    );
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribeUrl);
    expect(ctx.app.signedLinks.verify('alerts.unsubscribe', tokenOf(mail!), clock.now())).toBe(search.id);

    const bell = await bellOf(reader);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      title: 'New job for "Flamingo jobs"',
      body: 'Flamingo workshop designer',
      link: '/jobs?q=flamingo&remote=hybrid',
    });
    const [match] = await ctx.db.select().from(alertMatches).where(eq(alertMatches.userId, reader.id));
    expect(match!.sentAt).toEqual(clock.now());

    await runAlerts(deps);
    expect(mailsTo(reader)).toHaveLength(1);
    expect(await bellOf(reader)).toHaveLength(1);
  });

  it('never send a job twice: closed and reopened, or matched by two searches of the same person', async () => {
    const reader = await signUp(ctx, 'facilitator');
    const instant = await saveSearch(reader, { q: 'narwhal' }, 'instant', 'Narwhal now');
    await saveSearch(reader, { q: 'narwhal retreat' }, 'daily', 'Narwhal daily');
    const job = await publish({ title: 'Narwhal retreat facilitator' });
    await runAlerts(deps);
    expect(mailsTo(reader)).toHaveLength(1);
    const rows = await ctx.db.select().from(alertMatches).where(eq(alertMatches.userId, reader.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.savedSearchId).toBe(instant.id);

    await setStatus(job.id, 'closed');
    await setStatus(job.id, 'published');
    await runAlerts(deps);
    // The daily digest comes due: the job went out already.
    nowMs += 2 * 24 * HOUR;
    await runAlerts(deps);
    expect(mailsTo(reader)).toHaveLength(1);
    expect(await bellOf(reader)).toHaveLength(1);
  });

  it('ring the bell only when job alert emails are off', async () => {
    const reader = await signUp(ctx, 'facilitator');
    await saveNotificationSettings(
      ctx.db,
      reader.id,
      { ...DEFAULT_NOTIFICATION_SETTINGS, jobAlerts: false },
      clock.now(),
    );
    await saveSearch(reader, { q: 'manatee' });
    await publish({ title: 'Manatee kickoff moderator' });
    await runAlerts(deps);
    expect(mailsTo(reader)).toHaveLength(0);
    expect(await bellOf(reader)).toHaveLength(1);
  });
});

describe('digests', () => {
  it('go out at 07:00 in each subscriber’s time zone, then the next day', async () => {
    setNow('2031-01-06T00:00:00Z');
    const berlin = await signUp(ctx, 'facilitator');
    const newYork = await signUp(ctx, 'facilitator');
    await setTimeZone(berlin, 'Europe/Berlin');
    await setTimeZone(newYork, 'America/New_York');
    const berlinSearch = await saveSearch(berlin, { q: 'heron' }, 'daily', 'Heron daily');
    const newYorkSearch = await saveSearch(newYork, { q: 'heron' }, 'daily', 'Heron daily');
    await publish({ title: 'Heron workshop facilitator' });
    await publish({ title: 'Heron summit facilitator' });

    const sentAt = new Map<string, string>();
    for (let step = 0; step <= 14 * 2; step++) {
      await runAlerts(deps);
      for (const who of [berlin, newYork])
        if (!sentAt.has(who.email) && mailsTo(who).length > 0)
          sentAt.set(who.email, clock.now().toISOString());
      nowMs += HOUR / 2;
    }
    // 07:00 CET is 06:00 UTC; 07:00 EST is 12:00 UTC.
    expect(sentAt.get(berlin.email)).toBe('2031-01-06T06:00:00.000Z');
    expect(sentAt.get(newYork.email)).toBe('2031-01-06T12:00:00.000Z');
    const [mail] = mailsTo(berlin);
    expect(mail!.subject).toBe('2 new jobs this day for "Heron daily"');
    expect(mail!.text).toContain('This day, 2 new jobs');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await bellOf(berlin)).toHaveLength(1);
    const next = async (id: string) =>
      (await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!;
    expect((await next(berlinSearch.id)).nextDigestAt).toEqual(new Date('2031-01-07T06:00:00Z'));
    expect((await next(newYorkSearch.id)).nextDigestAt).toEqual(new Date('2031-01-07T12:00:00Z'));
    expect((await next(berlinSearch.id)).lastSentAt).toEqual(new Date('2031-01-06T06:00:00Z'));
  });

  it('weekly: on Monday at 07:00, at most 20 jobs with the total and a "see all" link', async () => {
    setNow('2031-01-08T10:00:00Z'); // a Wednesday
    const reader = await signUp(ctx, 'facilitator');
    await setTimeZone(reader, 'Europe/Berlin');
    const search = await saveSearch(reader, { q: 'pelican', focusArea: 'agile' }, 'weekly', 'Pelican weekly');
    expect(search.nextDigestAt).toEqual(new Date('2031-01-13T06:00:00Z'));
    for (let i = 1; i <= 23; i++) {
      await publish({ title: `Pelican sprint ${i}`, focusAreas: ['agile'] });
      nowMs += 60_000;
    }
    await runAlerts(deps);
    setNow('2031-01-13T05:00:00Z');
    await runAlerts(deps);
    expect(mailsTo(reader)).toHaveLength(0);
    setNow('2031-01-13T06:00:00Z');
    await runAlerts(deps);
    const [mail, ...more] = mailsTo(reader);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('23 new jobs this week for "Pelican weekly"');
    expect(mail!.text).toContain('This week, 23 new jobs on');
    expect(mail!.text).toContain('The newest 20:');
    expect(mail!.text.match(/Pelican sprint \d+\n/g)).toHaveLength(20);
    expect(mail!.text).toContain('Pelican sprint 23\n');
    expect(mail!.text).not.toContain('Pelican sprint 3\n');
    expect(mail!.text).toContain(
      'See all matching jobs:\nhttp://localhost:3000/jobs?q=pelican&focusArea=agile',
    );
    const [bell] = await bellOf(reader);
    expect(bell).toMatchObject({
      title: '23 new jobs for "Pelican weekly"',
      link: '/jobs?q=pelican&focusArea=agile',
    });
    const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.nextDigestAt).toEqual(new Date('2031-01-20T06:00:00Z'));
  });

  it('send nothing when nothing (still visible) matches, and move to the next day', async () => {
    setNow('2031-02-03T00:00:00Z');
    const reader = await signUp(ctx, 'facilitator');
    const search = await saveSearch(reader, { q: 'okapi' }, 'daily');
    const closed = await publish({ title: 'Okapi offsite facilitator' });
    await runAlerts(deps);
    // Matched, then closed before the digest: not sent.
    await setStatus(closed.id, 'closed');
    setNow('2031-02-03T07:00:00Z');
    await runAlerts(deps);
    expect(mailsTo(reader)).toHaveLength(0);
    expect(await bellOf(reader)).toHaveLength(0);
    const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.nextDigestAt).toEqual(new Date('2031-02-04T07:00:00Z'));
    expect(row!.lastSentAt).toBeNull();
  });
});

describe('one-click unsubscribe', () => {
  it('shows the search, turns it off by a POST without cookies from anywhere, then sends nothing more', async () => {
    setNow('2031-03-03T09:00:00Z');
    const reader = await signUp(ctx, 'facilitator');
    const search = await saveSearch(reader, { q: 'meerkat' }, 'instant', 'Meerkat alerts');
    await publish({ title: 'Meerkat retreat facilitator' });
    await runAlerts(deps);
    const [mail] = mailsTo(reader);
    const url = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    const token = encodeURIComponent(tokenOf(mail!));

    const info = await ctx.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe/${token}` });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({ searchName: 'Meerkat alerts', unsubscribed: false });

    // As a mail provider sends it (RFC 8058): a form, another origin, no cookie.
    const res = await ctx.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ searchName: 'Meerkat alerts', unsubscribed: true });
    const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.frequency).toBe('off');
    const again = await ctx.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe/${token}` });
    expect(again.json()).toEqual({ searchName: 'Meerkat alerts', unsubscribed: true });
    // The confirmation page's button: an empty POST.
    const button = await ctx.app.inject({ method: 'POST', url: url.pathname });
    expect(button.statusCode, button.body).toBe(200);

    await publish({ title: 'Meerkat summit facilitator' });
    await runAlerts(deps);
    expect(mailsTo(reader)).toHaveLength(1);
  });

  it('refuses forged, expired and other-purpose tokens with 400, a deleted search with 404', async () => {
    const reader = await signUp(ctx, 'facilitator');
    const search = await saveSearch(reader, { q: 'lemur' });
    const links = ctx.app.signedLinks;
    const valid = links.sign({
      purpose: 'alerts.unsubscribe',
      subject: search.id,
      expiresAt: new Date(nowMs + HOUR),
    });
    const bad = [
      `${valid.slice(0, -2)}xx`,
      links.sign({ purpose: 'alerts.unsubscribe', subject: search.id, expiresAt: new Date(nowMs - 1) }),
      links.sign({ purpose: 'job.extend', subject: search.id, expiresAt: new Date(nowMs + HOUR) }),
      'not-a-token',
    ];
    for (const token of bad) {
      for (const [method, url] of [
        ['GET', `/api/alerts/unsubscribe/${encodeURIComponent(token)}`],
        ['POST', `/alerts/unsubscribe/${encodeURIComponent(token)}`],
      ] as const) {
        const res = await ctx.app.inject({ method, url });
        expect(res.statusCode, `${method} ${token}`).toBe(400);
        expect(res.json().error.message).toBe('This link is not valid or has expired.');
      }
    }
    const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.frequency).toBe('instant');

    await ctx.db.delete(savedSearches).where(eq(savedSearches.id, search.id));
    const gone = await ctx.app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe/${encodeURIComponent(valid)}`,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('the alerts tick queue', () => {
  it('keeps one run waiting: a second enqueue is refused without an error', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const first = await ctx.queue.enqueueOnce('alerts.tick', {}, { startAfter: later });
    const second = await ctx.queue.enqueueOnce('alerts.tick', {}, { startAfter: later });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await ctx.pool.query(`delete from pgboss.job where name = 'alerts.tick'`);
  });
});
