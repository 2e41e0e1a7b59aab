import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '../../shared/saved';
import { asAddressValues, EVERY_KIND_OF_FILTER } from '../../shared/test/saved-search-examples';
import type { Clock } from '../clock';
import { notificationSettings, savedSearches } from '../db/schema';
import { saveNotificationSettings } from '../notifications/notification-settings.repo';
import { postSavedSearch } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';

/** A Wednesday, 10:00 UTC (11:00 in Berlin, 19:00 in Tokyo); tests move it with `at`. */
const WEDNESDAY = '2026-03-04T10:00:00.000Z';
let instant = new Date(WEDNESDAY);
const clock: Clock = { now: () => new Date(instant) };
const at = (iso: string) => (instant = new Date(iso));

const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000' }, { clock });

const get = (who: TestUser | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: as(who) });

const create = (who: TestUser | undefined, payload: object) =>
  sendAs(ctx, who, 'POST', '/api/saved-searches', payload);

const storedTimeZone = async (who: TestUser) => {
  const [row] = await ctx.db
    .select({ timeZone: notificationSettings.timeZone })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, who.id));
  return row?.timeZone ?? null;
};

describe('saving a search', () => {
  it('keeps every /jobs filter: format, group size, language, session dates and budget', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    // As the /jobs address has them: strings, and empty fields for the filters not set.
    const saved = await postSavedSearch(ctx, facilitator, {
      name: 'German workshops',
      filters: { ...asAddressValues(EVERY_KIND_OF_FILTER), budgetMax: '', experience: '' },
    });
    expect(saved.filters).toEqual(EVERY_KIND_OF_FILTER);
    const listed = (await get(facilitator, '/api/saved-searches')).json().items as SavedSearch[];
    expect(listed.map((search) => search.filters)).toEqual([EVERY_KIND_OF_FILTER]);
    const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row!.filters).toEqual(EVERY_KIND_OF_FILTER);

    // The same rules as /jobs: a date range the wrong way round is refused with its message.
    const backwards = await create(facilitator, {
      name: 'Backwards',
      filters: { sessionFrom: '2027-06-30', sessionTo: '2027-05-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fieldErrors['filters.sessionTo']).toEqual([
      'The end of the date range must not be before its start',
    ]);
  });

  it('stores the filters as /jobs reads them and the browser’s time zone as the account’s', async () => {
    at(WEDNESDAY);
    const facilitator = await signUp(ctx, 'facilitator');
    const search = await postSavedSearch(ctx, facilitator, {
      name: '  Remote agile  ',
      filters: {
        q: 'retrospective',
        focusArea: 'agile',
        remote: 'yes',
        employmentType: '',
        experience: '',
      },
      frequency: 'daily',
      timeZone: 'Europe/Berlin',
    });
    expect(search).toEqual({
      id: expect.any(String),
      name: 'Remote agile',
      filters: { q: 'retrospective', focusArea: 'agile', remote: 'yes' },
      frequency: 'daily',
      createdAt: WEDNESDAY,
      lastSentAt: null,
      // 07:00 in Berlin (CET, UTC+1) the next day.
      nextDigestAt: '2026-03-05T06:00:00.000Z',
    });
    const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row).toMatchObject({
      userId: facilitator.id,
      filters: { q: 'retrospective', focusArea: 'agile', remote: 'yes' },
      focusArea: 'agile',
      // The first five letters of each word (decision 036): German searches are prefix searches.
      lexemes: ['retro'],
    });
    expect(await storedTimeZone(facilitator)).toBe('Europe/Berlin');

    // The account's time zone stays; the next search's weekly digest is on Monday at 07:00 there.
    at('2026-03-04T10:05:00.000Z');
    const weekly = await create(facilitator, {
      name: 'Everything',
      filters: {},
      frequency: 'weekly',
      timeZone: 'America/New_York',
    });
    expect(weekly.json()).toMatchObject({ filters: {}, nextDigestAt: '2026-03-09T06:00:00.000Z' });
    expect(await storedTimeZone(facilitator)).toBe('Europe/Berlin');

    const list = await get(facilitator, '/api/saved-searches');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toMatchObject({ total: 2, totalPages: 1, timeZone: 'Europe/Berlin' });
    expect(list.json().items.map((item: SavedSearch) => item.name)).toEqual(['Everything', 'Remote agile']);
  });

  it('falls back to UTC without a time zone, keeps email settings, and defaults to daily', async () => {
    at(WEDNESDAY);
    const company = await signUp(ctx, 'company');
    await saveNotificationSettings(
      ctx.db,
      company.id,
      {
        messages: false,
        applications: true,
        statusChanges: true,
        invitations: true,
        engagements: true,
        jobAlerts: false,
      },
      clock.now(),
    );
    const search = await postSavedSearch(ctx, company, {
      name: 'Facilitators for our offsite',
      filters: { q: 'offsite' },
    });
    expect(search).toMatchObject({ frequency: 'daily', nextDigestAt: '2026-03-05T07:00:00.000Z' });
    expect((await get(company, '/api/saved-searches')).json().timeZone).toBeNull();

    const instantSearch = await create(company, {
      name: 'Now',
      filters: {},
      frequency: 'instant',
      timeZone: 'Asia/Tokyo',
    });
    expect(instantSearch.json().nextDigestAt).toBeNull();
    expect(await storedTimeZone(company)).toBe('Asia/Tokyo');
    const [settings] = await ctx.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, company.id));
    expect(settings).toMatchObject({ emailMessages: false, emailJobAlerts: false });
  });

  it('refuses bad input with 400 and readable messages', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    for (const [payload, field, message] of [
      [{ name: 'x', filters: { focusArea: 'nope' } }, 'filters.focusArea', 'Unknown focus area'],
      [
        { name: 'x', filters: { remote: 'maybe' } },
        'filters.remote',
        'Please choose one of the listed options',
      ],
      [{ name: 'x', filters: { salary: '100' } }, 'filters', undefined],
      [{ name: 'x'.repeat(81), filters: {} }, 'name', 'Name must be at most 80 characters'],
      [{ name: '   ', filters: {} }, 'name', 'Give the search a name'],
      [
        { name: 'x', filters: {}, frequency: 'hourly' },
        'frequency',
        'Please choose one of the listed options',
      ],
      [{ name: 'x', filters: {}, timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
      [{ name: 'x' }, 'filters', undefined],
    ] as const) {
      const res = await create(facilitator, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const errors = res.json().error.fieldErrors ?? {};
      expect(Object.keys(errors), JSON.stringify(payload)).toContain(field);
      if (message) expect(errors[field], JSON.stringify(payload)).toEqual([message]);
    }
    expect((await get(facilitator, '/api/saved-searches')).json().total).toBe(0);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches per account`, async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    await ctx.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({
        userId: facilitator.id,
        name: `Search ${i}`,
        frequency: 'off' as const,
        createdAt: new Date(clock.now().getTime() + i),
        updatedAt: clock.now(),
      })),
    );
    const full = await create(facilitator, { name: 'One more', filters: {} });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(
      `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
    );

    const first = (await get(facilitator, '/api/saved-searches')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: SAVED_SEARCHES_MAX, totalPages: 2 });
    expect(first.items[0].name).toBe(`Search ${SAVED_SEARCHES_MAX - 1}`);
    const second = (await get(facilitator, '/api/saved-searches?page=2')).json();
    expect(second.items.map((item: SavedSearch) => item.name)).toEqual([
      'Search 4',
      'Search 3',
      'Search 2',
      'Search 1',
      'Search 0',
    ]);
    expect((await get(facilitator, '/api/saved-searches?page=0')).statusCode).toBe(400);
  });

  it('is for signed-in users only', async () => {
    expect((await get(undefined, '/api/saved-searches')).statusCode).toBe(401);
    expect((await create(undefined, { name: 'x', filters: {} })).statusCode).toBe(401);
    const put = await sendAs(ctx, undefined, 'PUT', '/api/account/time-zone', { timeZone: 'UTC' });
    expect(put.statusCode).toBe(401);
  });
});

describe('changing a saved search', () => {
  it('renames without moving the digest, and reschedules on a new frequency', async () => {
    at(WEDNESDAY);
    const facilitator = await signUp(ctx, 'facilitator');
    const { id } = (
      await create(facilitator, { name: 'Agile', filters: { focusArea: 'agile' }, timeZone: 'Europe/Berlin' })
    ).json();
    const url = `/api/saved-searches/${id}`;

    at('2026-03-05T06:30:00.000Z');
    const renamed = await sendAs(ctx, facilitator, 'PATCH', url, { name: 'Agile jobs', frequency: 'daily' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Agile jobs', nextDigestAt: '2026-03-05T06:00:00.000Z' });

    const weekly = await sendAs(ctx, facilitator, 'PATCH', url, { frequency: 'weekly' });
    expect(weekly.json()).toMatchObject({
      name: 'Agile jobs',
      frequency: 'weekly',
      nextDigestAt: '2026-03-09T06:00:00.000Z',
    });
    const off = await sendAs(ctx, facilitator, 'PATCH', url, { frequency: 'off' });
    expect(off.json()).toMatchObject({ frequency: 'off', nextDigestAt: null });
    const back = await sendAs(ctx, facilitator, 'PATCH', url, { frequency: 'daily' });
    expect(back.json().nextDigestAt).toBe('2026-03-06T06:00:00.000Z');

    for (const [payload, status] of [
      [{}, 400],
      [{ name: '' }, 400],
      [{ frequency: 'monthly' }, 400],
      [{ name: 'x'.repeat(81) }, 400],
    ] as const) {
      const res = await sendAs(ctx, facilitator, 'PATCH', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof res.json().error.message).toBe('string');
    }
  });

  it('answers another account’s search, or an id that cannot exist, with 404', async () => {
    const owner = await signUp(ctx, 'facilitator');
    const other = await signUp(ctx, 'company');
    const { id } = (await create(owner, { name: 'Mine', filters: {} })).json();
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const res = await sendAs(ctx, other, method, `/api/saved-searches/${target}`, { name: 'Theirs' });
        expect(res.statusCode, `${method} ${target}`).toBe(404);
        expect(res.json().error.message).toBe('Saved search not found.');
      }
    }
    expect((await get(owner, '/api/saved-searches')).json().items[0].name).toBe('Mine');
    expect((await get(other, '/api/saved-searches')).json().total).toBe(0);

    expect((await sendAs(ctx, owner, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(204);
    expect((await sendAs(ctx, owner, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await get(owner, '/api/saved-searches')).json().total).toBe(0);
  });
});

describe('the account’s time zone', () => {
  it('moves every daily and weekly digest to 07:00 in the new zone', async () => {
    at(WEDNESDAY);
    const facilitator = await signUp(ctx, 'facilitator');
    const daily = (
      await create(facilitator, { name: 'Daily', filters: {}, timeZone: 'Europe/Berlin' })
    ).json();
    const weekly = (await create(facilitator, { name: 'Weekly', filters: {}, frequency: 'weekly' })).json();
    const instantSearch = (
      await create(facilitator, { name: 'Instant', filters: {}, frequency: 'instant' })
    ).json();
    // Another account's search stays where it was.
    const other = await signUp(ctx, 'facilitator');
    const theirs = (await create(other, { name: 'Theirs', filters: {}, timeZone: 'Europe/Berlin' })).json();

    const res = await sendAs(ctx, facilitator, 'PUT', '/api/account/time-zone', { timeZone: 'Asia/Tokyo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Asia/Tokyo' });
    const items: SavedSearch[] = (await get(facilitator, '/api/saved-searches')).json().items;
    const next = Object.fromEntries(items.map((item) => [item.id, item.nextDigestAt]));
    // 19:00 in Tokyo now: 07:00 there (22:00 UTC) tomorrow, and on Monday 9 March (Sunday 22:00 UTC).
    expect(next).toEqual({
      [daily.id]: '2026-03-04T22:00:00.000Z',
      [weekly.id]: '2026-03-08T22:00:00.000Z',
      [instantSearch.id]: null,
    });
    expect((await get(facilitator, '/api/saved-searches')).json().timeZone).toBe('Asia/Tokyo');
    expect((await get(other, '/api/saved-searches')).json().items[0].nextDigestAt).toBe(theirs.nextDigestAt);

    // A new search keeps the account's zone whatever the browser says.
    const later = await create(facilitator, { name: 'Later', filters: {}, timeZone: 'UTC' });
    expect(later.json().nextDigestAt).toBe('2026-03-04T22:00:00.000Z');

    for (const timeZone of ['Mars/Olympus', '', 'x'.repeat(100), 42]) {
      const bad = await sendAs(ctx, facilitator, 'PUT', '/api/account/time-zone', { timeZone });
      expect(bad.statusCode, String(timeZone)).toBe(400);
      expect(bad.json().error.fieldErrors.timeZone).toBeDefined();
    }
  });
});
