import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGE_WORDS, detectContentLanguage } from '../../shared/detect-content-language';
import type { JobDetail, JobListResponse } from '../../shared/jobs';
import { matchNewJobs } from '../alerts/matcher';
import { alertMatches, facilitators, savedSearches } from '../db/schema';
import { postJob, LISTING_DETAILS } from '../test/factories';
import { as, buildTestApp, signUp } from '../test/helpers';

// Search in English and in German (docs/decisions/036): each text is indexed in its own language, and a
// search text is read in both.

const ctx = await buildTestApp();
const company = await signUp(ctx, 'company', { companyName: 'Nordlicht Beratung' });
// The seed's jobs wait in the alert outbox: they are not new to these tests.
await matchNewJobs(ctx.db, ctx.clock.now());

const GERMAN_DESCRIPTION =
  'Wir suchen für unsere Führungsklausur eine erfahrene Begleitung, die den Tag plant und mit uns durchführt.';
const GERMAN_REQUIREMENTS = 'Erfahrung mit Großgruppen und Führungsteams, gerne auf Deutsch und Englisch.';

/** A German posting of `company`. */
const germanJob = (title: string, overrides: object = {}) =>
  postJob(ctx, company, {
    title,
    description: GERMAN_DESCRIPTION,
    requirements: GERMAN_REQUIREMENTS,
    responsibilities: '',
    ...overrides,
  });

async function found(q: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/jobs?q=${encodeURIComponent(q)}&pageSize=50`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as JobListResponse).items.map((job) => job.id).sort();
}
const idsOf = (...jobs: JobDetail[]) => jobs.map((job) => job.id).sort();

describe('the language of a text', () => {
  it('is detected from frequent words and umlauts, and English when in doubt', () => {
    expect(detectContentLanguage(GERMAN_DESCRIPTION)).toBe('de');
    expect(detectContentLanguage('We are looking for a facilitator for our strategy offsite.')).toBe('en');
    expect(detectContentLanguage('Moderation')).toBe('en');
    expect(detectContentLanguage('', null, undefined)).toBe('en');
    expect(detectContentLanguage('Workshop', 'Über uns und unsere Teams')).toBe('de');
  });

  it('is detected by the migration as by the server', async () => {
    const texts = [
      GERMAN_DESCRIPTION,
      GERMAN_REQUIREMENTS,
      'We are looking for a facilitator for our strategy offsite.',
      'Für Teams: Workshops über Führung, mit Übungen.',
      'Zürich offsite: the team and the board, in one room',
      ...CONTENT_LANGUAGE_WORDS.de,
      ...CONTENT_LANGUAGE_WORDS.en,
    ];
    const { rows } = await ctx.db.execute<{ language: string }>(
      sql`select fh_detect_content_language(t) as language from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as x(t, n) order by n`,
    );
    expect(rows.map((row) => row.language)).toEqual(texts.map((text) => detectContentLanguage(text)));
  });

  it('is the author’s choice when sent, is detected when not, and is detected again when the text changes', async () => {
    const german = await germanJob('Moderation einer Führungsklausur');
    expect(german.contentLanguage).toBe('de');
    const english = await postJob(ctx, company, { title: 'Facilitator for a leadership offsite' });
    expect(english.contentLanguage).toBe('en');
    const chosen = await germanJob('Moderation einer Klausur', { contentLanguage: 'en' });
    expect(chosen.contentLanguage).toBe('en');

    const patch = (id: string, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/jobs/${id}`, headers: as(company), payload });
    const retitled = await patch(chosen.id, { location: 'Hamburg, Germany' });
    expect(retitled.json().contentLanguage).toBe('en');
    const rewritten = await patch(chosen.id, { description: GERMAN_DESCRIPTION.replace('Tag', 'Abend') });
    expect(rewritten.json().contentLanguage).toBe('de');
    const set = await patch(chosen.id, { contentLanguage: 'en' });
    expect(set.json().contentLanguage).toBe('en');

    const refused = await patch(chosen.id, { contentLanguage: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors.contentLanguage).toEqual(['Choose English or German']);
  });
});

describe('searching jobs in German', () => {
  let moderation: JobDetail;
  let moderieren: JobDetail;
  let workshop: JobDetail;
  let english: JobDetail;

  it('finds the inflections Snowball keeps apart: Moderatorin, Moderation, moderieren; Workshops, Workshop', async () => {
    moderation = await germanJob('Kranich: Moderation für den Vorstand');
    moderieren = await germanJob('Kranich: Wer kann unsere Klausur moderieren?');
    workshop = await germanJob('Kranich: Workshop zur Teamentwicklung');
    english = await postJob(ctx, company, {
      title: 'Kranich: workshops for a product team',
      description: 'We are looking for a facilitator who runs our quarterly workshops with the product team.',
    });

    expect(await found('Kranich Moderatorin')).toEqual(idsOf(moderation, moderieren));
    expect(await found('Kranich Moderation')).toEqual(idsOf(moderation, moderieren));
    expect(await found('Kranich moderieren')).toEqual(idsOf(moderation, moderieren));
    expect(await found('Kranich Workshops')).toEqual(idsOf(workshop, english));
    expect(await found('Kranich Workshop')).toEqual(idsOf(workshop, english));
    // Umlauts typed or not.
    expect(await found('Kranich Fuhrungsklausur')).toEqual(idsOf(moderation, moderieren, workshop));
    expect(await found('Kranich Führungsklausur')).toEqual(idsOf(moderation, moderieren, workshop));
    // A stop word of either language alone filters nothing; beside other words, it is one in its language only.
    const unfiltered = await found('');
    expect(await found('die')).toEqual(unfiltered);
    expect(await found('the')).toEqual(unfiltered);
    expect(await found('Kranich die')).toEqual(idsOf(moderation, moderieren, workshop));
    expect(await found('Kranich the')).toEqual(idsOf(english));
  });

  it('keeps English search as it was: English stems, no prefixes on English texts', async () => {
    expect(await found('Kranich workshop product')).toEqual(idsOf(english));
    expect(await found('Kranich facilitation quarterly')).toEqual(idsOf(english));
    // German derivations are read as prefixes on German texts only.
    expect(await found('Kranich facilitatorin')).toEqual([]);
    expect(await found('Kranich "product team" -quarterly')).toEqual([]);
  });

  it('finds the same jobs through the search without a provider key', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/job-search',
      query: { query: 'Kranich Moderatorin', location: '', remote: 'false' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { data: { job_id: string }[] }).data.map((job) => job.job_id).sort();
    expect(ids).toEqual(idsOf(moderation, moderieren));
  });

  it('alerts a saved German search to a new job of another inflection', async () => {
    const reader = await signUp(ctx, 'facilitator');
    await matchNewJobs(ctx.db, ctx.clock.now());
    const now = ctx.clock.now();
    await ctx.db.insert(savedSearches).values({
      userId: reader.id,
      name: 'Moderatorin',
      filters: { q: 'Moderatorin Klausur' },
      frequency: 'instant',
      createdAt: now,
      updatedAt: now,
    });
    const [search] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, reader.id));
    expect(search!.lexemes).toEqual(expect.arrayContaining(['moder', 'klaus']));

    const newJob = await germanJob('Wir suchen jemanden, der unsere Klausur moderiert');
    await germanJob('Workshop ohne passendes Stichwort');
    await matchNewJobs(ctx.db, ctx.clock.now());
    const matches = await ctx.db.select().from(alertMatches).where(eq(alertMatches.userId, reader.id));
    expect(matches.map((match) => match.jobId)).toEqual([newJob.id]);
  });
});

describe('searching the directories in German', () => {
  it('finds a facilitator and a company by the German forms of their words', async () => {
    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Greta', lastName: 'Reiher' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/facilitator',
      headers: as(facilitator),
      payload: {
        firstName: 'Greta',
        lastName: 'Reiher',
        headline: 'Moderation und Prozessbegleitung',
        bio: 'Ich begleite Teams und Führungskräfte durch Workshops, Klausuren und Großgruppen, auf Deutsch und Englisch.',
        location: 'Hamburg, Germany',
        focusAreas: ['team-building'],
        ...LISTING_DETAILS,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contentLanguage).toBe('de');
    const [row] = await ctx.db
      .select({ contentLanguage: facilitators.contentLanguage })
      .from(facilitators)
      .where(eq(facilitators.id, facilitator.id));
    expect(row!.contentLanguage).toBe('de');
    const directory = await ctx.app.inject({
      method: 'GET',
      url: '/api/facilitators?q=Moderatorin%20Reiher',
    });
    expect(directory.json().items.map((item: { id: string }) => item.id)).toEqual([facilitator.id]);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/company',
      headers: as(company),
      payload: {
        name: 'Nordlicht Beratung',
        industry: 'Beratung',
        description:
          'Wir sind eine Beratung für Organisationsentwicklung und begleiten Unternehmen im Wandel.',
        size: '11-50',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().contentLanguage).toBe('de');
    const companies = await ctx.app.inject({
      method: 'GET',
      url: '/api/companies?q=Organisationsentwicklerin',
    });
    expect(companies.json().items.map((item: { id: string }) => item.id)).toEqual([company.id]);
  });
});
