import { describe, expect, it } from 'vitest';
import { AVAILABILITY_HORIZON_DAYS } from '../../shared/facilitation';
import { makeEngagement } from '../test/engagement-factories';
import { LISTING_DETAILS, makeApplication, makeJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { addDays, monthStart, utcDay } from './days';

const ctx = await buildTestApp();
const today = utcDay(ctx.clock.now());

const call = (
  who: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

const publicDates = async (id: string): Promise<string[]> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/facilitators/${id}` })).json().unavailableDates;

/** A signed-up facilitator whose profile is listed (saved once through the API). */
async function listedFacilitator() {
  const who = await signUp(ctx, 'facilitator');
  const res = await sendAs(ctx, who, 'PUT', '/api/profile/facilitator', {
    firstName: 'Ines',
    lastName: 'Calendar',
    headline: 'Workshop facilitator',
    bio: 'Ines designs and runs workshops for product teams, from discovery to retrospectives.',
    location: 'Porto, Portugal',
    focusAreas: ['agile'],
    ...LISTING_DETAILS,
  });
  expect(res.statusCode, res.body).toBe(200);
  return who;
}

describe('availability', () => {
  it('is for facilitators only', async () => {
    const company = await signUp(ctx, 'company');
    expect((await call(undefined, 'GET', '/api/profile/availability')).statusCode).toBe(401);
    expect((await call(company, 'GET', '/api/profile/availability')).statusCode).toBe(403);
  });

  it('sets the status, which profiles and cards show', async () => {
    const who = await listedFacilitator();
    const initial = await call(who, 'GET', '/api/profile/availability');
    expect(initial.json()).toEqual({ status: 'available', availableFrom: null, days: [] });
    const from = addDays(today, 14);
    const set = await call(who, 'PUT', '/api/profile/availability', {
      status: 'available-from',
      availableFrom: from,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ status: 'available-from', availableFrom: from });
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/facilitators/${who.id}` })).json();
    expect(pub.availability).toEqual({ status: 'available-from', availableFrom: from });
    // Unavailable drops the date.
    const off = await call(who, 'PUT', '/api/profile/availability', {
      status: 'unavailable',
      availableFrom: from,
    });
    expect(off.json()).toMatchObject({ status: 'unavailable', availableFrom: null });
    const missing = await call(who, 'PUT', '/api/profile/availability', {
      status: 'available-from',
      availableFrom: null,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fieldErrors)).toEqual(['availableFrom']);
  });

  it('blocks and unblocks days by hand, and refuses past and too distant days', async () => {
    const who = await listedFacilitator();
    const day = addDays(today, 3);
    const blocked = await call(who, 'PUT', `/api/profile/availability/dates/${day}`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().days).toEqual([{ date: day, source: 'manual', job: null }]);
    // Twice is once.
    expect((await call(who, 'PUT', `/api/profile/availability/dates/${day}`)).json().days).toHaveLength(1);
    expect(await publicDates(who.id)).toEqual([day]);
    const unblocked = await call(who, 'DELETE', `/api/profile/availability/dates/${day}`);
    expect(unblocked.json().days).toEqual([]);
    expect(await publicDates(who.id)).toEqual([]);

    // Today can be blocked; two days ago is over everywhere.
    expect((await call(who, 'PUT', `/api/profile/availability/dates/${today}`)).statusCode).toBe(200);
    for (const [date, message] of [
      [addDays(today, -2), 'You cannot block a day in the past.'],
      [
        addDays(today, AVAILABILITY_HORIZON_DAYS + 1),
        `You can block days up to ${AVAILABILITY_HORIZON_DAYS} days ahead.`,
      ],
    ]) {
      const res = await call(who, 'PUT', `/api/profile/availability/dates/${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(
      (await call(who, 'PUT', `/api/profile/availability/dates/${addDays(today, AVAILABILITY_HORIZON_DAYS)}`))
        .statusCode,
    ).toBe(200);
    expect((await call(who, 'PUT', '/api/profile/availability/dates/2026-13-01')).statusCode).toBe(400);
  });

  it('reads the range asked for, at most a year, this month and the next two by default', async () => {
    const who = await listedFacilitator();
    const inRange = addDays(monthStart(today, 3), -1);
    const beyond = monthStart(today, 3);
    await call(who, 'PUT', `/api/profile/availability/dates/${inRange}`);
    await call(who, 'PUT', `/api/profile/availability/dates/${beyond}`);
    const byDefault = await call(who, 'GET', '/api/profile/availability');
    expect(byDefault.json().days.map((d: { date: string }) => d.date)).toEqual([inRange]);
    const asked = await call(
      who,
      'GET',
      `/api/profile/availability?from=${beyond}&to=${addDays(beyond, 30)}`,
    );
    expect(asked.json().days.map((d: { date: string }) => d.date)).toEqual([beyond]);
    for (const query of [
      `from=${today}&to=${addDays(today, 366)}`,
      `from=${today}&to=${addDays(today, -1)}`,
      'from=nope',
    ]) {
      expect((await call(who, 'GET', `/api/profile/availability?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('blocks the session dates of a hire and frees them when the hire is undone', async () => {
    const company = await signUp(ctx, 'company');
    const who = await listedFacilitator();
    const sessionDates = [addDays(today, 20), addDays(today, 21)];
    const job = await makeJob(ctx, company, { sessionDates, sessionTimeZone: 'Europe/Lisbon' });
    const application = await makeApplication(ctx, job, who);
    // The facilitator had blocked the first day by hand already.
    await call(who, 'PUT', `/api/profile/availability/dates/${sessionDates[0]}`);
    const setStatus = (status: string) =>
      sendAs(ctx, company, 'PATCH', `/api/applications/${application.id}/status`, { status });

    expect((await setStatus('hired')).statusCode).toBe(200);
    const hired = (await call(who, 'GET', '/api/profile/availability')).json();
    expect(hired.days).toEqual(
      sessionDates.map((date) => ({ date, source: 'hire', job: { id: job.id, title: job.title } })),
    );
    expect(await publicDates(who.id)).toEqual(sessionDates);
    // A hire-blocked day stays blocked when unblocked by hand (the hand block goes).
    const handOff = await call(who, 'DELETE', `/api/profile/availability/dates/${sessionDates[1]}`);
    expect(handOff.json().days).toHaveLength(2);
    // The directory leaves the facilitator out on those days.
    const onDay = await ctx.app.inject({
      method: 'GET',
      url: `/api/facilitators?availableOn=${sessionDates[1]}&q=Calendar`,
    });
    expect(onDay.json().items.map((f: { id: string }) => f.id)).not.toContain(who.id);

    expect((await setStatus('shortlisted')).statusCode).toBe(200);
    expect(await publicDates(who.id)).toEqual([sessionDates[0]]);
    expect((await call(who, 'GET', '/api/profile/availability')).json().days).toEqual([
      { date: sessionDates[0], source: 'manual', job: null },
    ]);
  });

  it("shows an engagement's days as booked, keeps them when unblocked by hand, and leaves the directory's day filter", async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Booking Works' });
    const who = await listedFacilitator();
    const days = [addDays(today, 40), addDays(today, 41)];
    // The facilitator had blocked the first day by hand already.
    await call(who, 'PUT', `/api/profile/availability/dates/${days[0]}`);
    const engagement = await makeEngagement(ctx, {
      organisationId: company.id,
      facilitatorId: who.id,
      status: 'confirmed',
      days,
    });
    // An open offer books nothing.
    await makeEngagement(ctx, {
      organisationId: company.id,
      facilitatorId: who.id,
      days: [addDays(today, 45)],
    });

    const range = `from=${days[0]}&to=${addDays(today, 45)}`;
    const booked = { id: engagement.id, title: 'Booking Works' };
    const expected = days.map((date) => ({ date, source: 'engagement', job: null, engagement: booked }));
    expect((await call(who, 'GET', `/api/profile/availability?${range}`)).json().days).toEqual(expected);
    expect(await publicDates(who.id)).toEqual(expect.arrayContaining(days));

    // Unblocking by hand, one day or a range, frees only the hand block.
    await call(who, 'DELETE', `/api/profile/availability/dates/${days[1]}`);
    await call(who, 'POST', '/api/profile/availability/range', {
      from: days[0],
      to: days[1],
      blocked: false,
    });
    expect((await call(who, 'GET', `/api/profile/availability?${range}`)).json().days).toEqual(expected);
    expect(await publicDates(who.id)).toEqual(expect.arrayContaining(days));

    // The directory leaves the facilitator out on a booked day, and keeps them the day after.
    const onDay = async (day: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/facilitators?availableOn=${day}&q=Calendar` }))
        .json()
        .items.map((f: { id: string }) => f.id);
    expect(await onDay(days[1]!)).not.toContain(who.id);
    expect(await onDay(addDays(today, 42))).toContain(who.id);
  });

  it('blocks and unblocks a range of days at once, up to a year, leaving a hire alone', async () => {
    const company = await signUp(ctx, 'company');
    const who = await listedFacilitator();
    const from = addDays(today, 5);
    const to = addDays(today, 9);
    const hireDay = addDays(today, 7);
    const job = await makeJob(ctx, company, { sessionDates: [hireDay], sessionTimeZone: 'Europe/Lisbon' });
    const application = await makeApplication(ctx, job, who);
    const hired = await sendAs(ctx, company, 'PATCH', `/api/applications/${application.id}/status`, {
      status: 'hired',
    });
    expect(hired.statusCode).toBe(200);

    const blocked = await call(who, 'POST', '/api/profile/availability/range', { from, to, blocked: true });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const range = [0, 1, 2, 3, 4].map((n) => addDays(from, n));
    expect(blocked.json().days.map((d: { date: string; source: string }) => [d.date, d.source])).toEqual(
      range.map((date) => [date, date === hireDay ? 'hire' : 'manual']),
    );
    expect(await publicDates(who.id)).toEqual(range);

    const unblocked = await call(who, 'POST', '/api/profile/availability/range', {
      from,
      to,
      blocked: false,
    });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json().days).toEqual([
      { date: hireDay, source: 'hire', job: { id: job.id, title: job.title } },
    ]);

    const refused: [object, string, string][] = [
      [{ from: to, to: from, blocked: true }, 'to', 'The end date must not be before the start date.'],
      [{ from, to: addDays(from, 366), blocked: false }, 'to', 'Choose at most 366 days at a time.'],
      [{ from: addDays(today, -2), to, blocked: true }, 'from', 'You cannot block a day in the past.'],
      [
        {
          from: addDays(today, AVAILABILITY_HORIZON_DAYS - 5),
          to: addDays(today, AVAILABILITY_HORIZON_DAYS + 1),
          blocked: true,
        },
        'to',
        `You can block days up to ${AVAILABILITY_HORIZON_DAYS} days ahead.`,
      ],
      [{ from, to }, 'blocked', 'Choose whether to block or unblock the days.'],
    ];
    for (const [payload, field, message] of refused) {
      const res = await call(who, 'POST', '/api/profile/availability/range', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fieldErrors[field], JSON.stringify(payload)).toEqual([message]);
    }
    // A full year at once is fine.
    const year = await call(who, 'POST', '/api/profile/availability/range', {
      from: today,
      to: addDays(today, 365),
      blocked: true,
    });
    expect(year.statusCode, year.body).toBe(200);
    const yearDays = await call(
      who,
      'GET',
      `/api/profile/availability?from=${today}&to=${addDays(today, 365)}`,
    );
    expect(yearDays.json().days).toHaveLength(366);
  });
});
