import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertMatches, facilitators, jobs, savedFacilitators, savedJobs, savedSearches } from '../db/schema';
import { makeJob, listedFacilitatorValues, postSavedSearch } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { readDataExport } from '../test/unzip';

const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });

const exportOf = async (who: TestUser) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return (await readDataExport(res.rawPayload)).data as Record<string, unknown>;
};

const deleteAccount = (who: TestUser) =>
  sendAs(ctx, who, 'DELETE', '/api/account', { confirmEmail: who.email, password: who.password });

async function listedFacilitator() {
  const u = await signUp(ctx, 'facilitator', { firstName: 'Rosa', lastName: 'Lindqvist' });
  await ctx.db
    .update(facilitators)
    .set(listedFacilitatorValues(ctx.clock.now()))
    .where(eq(facilitators.id, u.id));
  return u;
}

/** A facilitator who saved a job and a search, with one alert sent for it; a company that saved them. */
async function savedEverything() {
  const company = await signUp(ctx, 'company', { companyName: 'Northwind Workshops' });
  const facilitator = await listedFacilitator();
  const job = await makeJob(ctx, company, { title: 'Design sprint facilitator' });
  const matched = await makeJob(ctx, company, { title: 'Matched retrospective job' });
  expect((await sendAs(ctx, facilitator, 'PUT', `/api/saved-jobs/${job.id}`)).statusCode).toBe(200);
  const search = await postSavedSearch(ctx, facilitator, {
    name: 'Retros',
    filters: { q: 'retrospective', remote: 'yes' },
    frequency: 'weekly',
    timeZone: 'Europe/Lisbon',
  });
  const matchedAt = ctx.clock.now();
  await ctx.db.insert(alertMatches).values({
    userId: facilitator.id,
    jobId: matched.id,
    savedSearchId: search.id,
    matchedAt,
    sentAt: matchedAt,
  });
  const note = await sendAs(ctx, company, 'PUT', `/api/saved-facilitators/${facilitator.id}`, {
    note: 'Ran our last offsite',
  });
  expect(note.statusCode, note.body).toBe(200);
  return { company, facilitator, job, matched, searchId: search.id, matchedAt };
}

describe('data export', () => {
  it('holds the saved jobs, saved searches, alert history and saved facilitators', async () => {
    const { company, facilitator, job, matched, searchId, matchedAt } = await savedEverything();

    const mine = await exportOf(facilitator);
    expect(mine.savedJobs).toEqual([
      {
        jobId: job.id,
        jobTitle: 'Design sprint facilitator',
        company: 'Northwind Workshops',
        state: 'open',
        savedAt: expect.any(String),
        deadlineRemindedAt: null,
      },
    ]);
    expect(mine.savedSearches).toEqual([
      {
        id: searchId,
        name: 'Retros',
        filters: { q: 'retrospective', remote: 'yes' },
        frequency: 'weekly',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        lastSentAt: null,
        nextDigestAt: expect.any(String),
      },
    ]);
    expect(mine.alertTimeZone).toBe('Europe/Lisbon');
    expect(mine.alertHistory).toEqual([
      {
        jobId: matched.id,
        jobTitle: 'Matched retrospective job',
        company: 'Northwind Workshops',
        searchName: 'Retros',
        matchedAt: matchedAt.toISOString(),
        sentAt: matchedAt.toISOString(),
      },
    ]);
    expect(mine.savedFacilitators).toEqual([]);

    const theirs = await exportOf(company);
    expect(theirs.savedFacilitators).toEqual([
      {
        facilitatorId: facilitator.id,
        name: 'Rosa Lindqvist',
        note: 'Ran our last offsite',
        savedAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(theirs.savedJobs).toEqual([]);

    // A deleted search's history stays, without its name.
    expect((await sendAs(ctx, facilitator, 'DELETE', `/api/saved-searches/${searchId}`)).statusCode).toBe(
      204,
    );
    const after = await exportOf(facilitator);
    expect(after.savedSearches).toEqual([]);
    expect(after.alertHistory).toEqual([expect.objectContaining({ jobId: matched.id, searchName: null })]);
  });

  it('marks a saved job that closed as such', async () => {
    const { facilitator, job } = await savedEverything();
    await ctx.db.update(jobs).set({ status: 'closed', closedAt: ctx.clock.now() }).where(eq(jobs.id, job.id));
    expect((await exportOf(facilitator)).savedJobs).toEqual([expect.objectContaining({ state: 'closed' })]);
  });
});

describe('account deletion', () => {
  it('removes a facilitator’s saved jobs, searches and alert history, and the facilitator from companies’ lists', async () => {
    const { company, facilitator } = await savedEverything();
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/saved-facilitators',
      headers: as(company),
    });
    expect(before.json().total).toBe(1);

    expect((await deleteAccount(facilitator)).statusCode).toBe(204);
    expect(await ctx.db.select().from(savedJobs).where(eq(savedJobs.userId, facilitator.id))).toEqual([]);
    expect(await ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, facilitator.id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(alertMatches).where(eq(alertMatches.userId, facilitator.id))).toEqual(
      [],
    );
    expect(
      await ctx.db
        .select()
        .from(savedFacilitators)
        .where(eq(savedFacilitators.facilitatorId, facilitator.id)),
    ).toEqual([]);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/saved-facilitators',
      headers: as(company),
    });
    expect(after.json()).toMatchObject({ items: [], total: 0 });
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/saved-facilitators/ids', headers: as(company) })
      ).json(),
    ).toEqual({ facilitatorIds: [] });
  });

  it('removes a company’s saved facilitators and notes', async () => {
    const { company, facilitator } = await savedEverything();
    expect((await deleteAccount(company)).statusCode).toBe(204);
    expect(
      await ctx.db.select().from(savedFacilitators).where(eq(savedFacilitators.companyId, company.id)),
    ).toEqual([]);
    // The facilitator's own saved job of that company stays, marked unavailable: a deleted company's job is gone
    // for visitors (410), like a hidden one.
    const saved = await ctx.app.inject({ method: 'GET', url: '/api/saved-jobs', headers: as(facilitator) });
    expect(saved.json().items).toEqual([
      expect.objectContaining({
        state: 'unavailable',
        job: expect.objectContaining({ companyName: 'Former company' }),
      }),
    ]);
  });
});
