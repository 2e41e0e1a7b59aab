import type pg from 'pg';
import { CREDENTIAL_KINDS, GROUP_SIZES, SESSION_FORMATS } from '../../src/shared/facilitation-options';
import { METHOD_IDS } from '../../src/shared/methods';
import { FOCUS, TITLES_A, TOPICS } from './load-jobs';
import { GERMAN_PROFILE_TEXT, inLanguage, isGerman } from './german-content';
import { chance, draw, pick } from './sql-draw';

/** Up to `picks.length` values, each present with its chance, without repeats or nulls. */
const someOf = (picks: { values: readonly string[]; seed: number; percent: number }[]) =>
  `array(select distinct x from unnest(array[${picks
    .map(
      ({ values, seed, percent }) =>
        `case when ${chance(seed + 1000, percent)} then ${pick(values, seed)} end`,
    )
    .join(',')}]::text[]) as x where x is not null)`;

/** The first ten methods are asked for (and practised) most: they appear four times as often. */
const POPULAR_METHODS = [
  ...METHOD_IDS.slice(0, 10),
  ...METHOD_IDS.slice(0, 10),
  ...METHOD_IDS.slice(0, 10),
  ...METHOD_IDS,
];
const OTHER_LANGUAGES = ['de', 'fr', 'es', 'nl', 'it', 'pt', 'sv', 'pl', 'da', 'ja'];
/** Rate currencies, by how often facilitators quote in them. */
const RATE_CURRENCIES = [
  'EUR',
  'EUR',
  'EUR',
  'EUR',
  'EUR',
  'EUR',
  'USD',
  'USD',
  'USD',
  'GBP',
  'GBP',
  'CHF',
  'SEK',
  'CAD',
  'AUD',
];
const CITIES = [
  'Berlin',
  'Hamburg',
  'Vienna',
  'Zurich',
  'Amsterdam',
  'Paris',
  'London',
  'Madrid',
  'Lisbon',
  'Stockholm',
  'Toronto',
  'New York',
  'Sydney',
];

/** An English profile's texts (seeds 23–27), for row i. */
const ENGLISH_TEXT = {
  headline: `${pick(TITLES_A, 23)} || ' facilitator for ' || ${pick(TOPICS, 24)}`,
  bio: `'I design and run ' || lower(${pick(TITLES_A, 25)}) || 's on ' || ${pick(TOPICS, 26)} || ' and ' ||
    ${pick(TOPICS, 27)} || ' for teams of every size.'`,
};

/**
 * Loads `count` listed facilitators with generate_series (one statement per batch): accounts (the
 * user_create_profile trigger makes the profile rows), then their texts (a fifth in German,
 * german-content.ts) and facilitation details drawn independently per column: methods (popular ones more
 * often), languages (mostly English plus another), day rates in several currencies (a tenth without), hourly
 * rates for some, availability (most available, some from a later date, some unavailable), formats, group
 * sizes; blocked days for a third of them over the next two months; claimed credentials for a fifth and
 * verified ones for about one in seven.
 */
export async function loadFacilitators(pool: pg.Pool, count: number, log: (msg: string) => void) {
  const batch = 50_000;
  const text = inLanguage('s.german', ENGLISH_TEXT, GERMAN_PROFILE_TEXT);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    for (let offset = 0; offset < count; offset += batch) {
      const size = Math.min(batch, count - offset);
      const range = `generate_series(${offset + 1}, ${offset + size}) as i`;
      await client.query(`
        insert into "user" (name, email, email_verified, user_type, first_name, last_name)
        select 'Load Facilitator ' || i, 'load-facilitator-' || i || '@bench.example', true, 'facilitator',
               ${pick(['Anna', 'Ben', 'Chloe', 'David', 'Elif', 'Felix', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Lena'], 21)},
               ${pick(['Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Hansen', 'Ivanova', 'Jensen', 'Kowalski', 'Larsen', 'Meyer', 'Novak', 'Okafor', 'Petrov', 'Rossi'], 22)} || ' ' || i
        from ${range}`);
      await client.query(`
        update facilitators f set
          headline = ${text.headline},
          bio = ${text.bio},
          content_language = case when s.german then 'de' else 'en' end,
          location = ${pick(CITIES, 28)},
          focus_areas = array[${pick(FOCUS, 29)}],
          -- With a rate (90 % have one), years of experience meet the listing rule (docs/decisions/035).
          years_experience = 1 + ${draw(51, 30)},
          methods = ${someOf([
            { values: POPULAR_METHODS, seed: 30, percent: 100 },
            { values: POPULAR_METHODS, seed: 31, percent: 80 },
            { values: POPULAR_METHODS, seed: 32, percent: 50 },
            { values: METHOD_IDS, seed: 33, percent: 30 },
          ])},
          languages = ${someOf([
            { values: ['en'], seed: 34, percent: 85 },
            { values: OTHER_LANGUAGES, seed: 35, percent: 60 },
            { values: OTHER_LANGUAGES, seed: 36, percent: 15 },
          ])},
          session_formats = ${someOf([
            { values: SESSION_FORMATS, seed: 37, percent: 100 },
            { values: SESSION_FORMATS, seed: 38, percent: 60 },
          ])},
          group_sizes = ${someOf([
            { values: GROUP_SIZES, seed: 39, percent: 100 },
            { values: GROUP_SIZES, seed: 40, percent: 50 },
          ])},
          virtual_tools = ${someOf([{ values: ['Miro', 'Mural', 'Zoom breakout rooms'], seed: 41, percent: 70 }])},
          rate_currency = r.currency,
          day_rate_min = case when r.currency is null then null else round((400 + ${draw(42, 33)} * 50) * r.per_eur)::int end,
          day_rate_max = case when r.currency is null then null else round((900 + ${draw(42, 33)} * 60) * r.per_eur)::int end,
          hourly_rate_min = case when r.currency is null or not (${chance(43, 40)}) then null else round((60 + ${draw(44, 20)} * 10) * r.per_eur)::int end,
          availability_status = case when ${draw(45, 100)} < 75 then 'available' when ${draw(45, 100)} < 87 then 'available-from' else 'unavailable' end,
          available_from = case when ${draw(45, 100)} between 75 and 86 then current_date + (1 + ${draw(46, 90)})::int end,
          profile_completed_at = now()
        from (select i, u.id, case when ${chance(47, 90)} then ${pick(RATE_CURRENCIES, 48)} end as code,
                     ${isGerman(57)} as german
              from ${range}
              join "user" u on u.email = 'load-facilitator-' || i || '@bench.example') as s
        left join exchange_rates r on r.currency = s.code
        where f.id = s.id`);
      // Blocked days: a third block about five days over the next two months.
      await client.query(`
        insert into facilitator_unavailable_dates (facilitator_id, day)
        select u.id, current_date + (1 + ${draw(50, 60)} + d * 7)::int
        from ${range}
        join "user" u on u.email = 'load-facilitator-' || i || '@bench.example'
        cross join generate_series(0, 4) as d
        where ${chance(49, 33)}
        on conflict do nothing`);
      // Credentials: a fifth claim one; about one in seven has one verified, some of them a second.
      const credential = (seed: number, verified: boolean) => `
        insert into facilitator_credentials (facilitator_id, kind, detail, year, verified_at, verified_by_name)
        select u.id, k.kind, case when k.kind in ('lego-serious-play', 'other', 'icf') then 'Bench training body' end,
               2010 + ${draw(seed + 1, 15)}, ${verified ? "now(), 'Bench Admin'" : 'null, null'}
        from ${range}
        join "user" u on u.email = 'load-facilitator-' || i || '@bench.example'
        cross join lateral (select ${pick(CREDENTIAL_KINDS, seed + 2)} as kind) k`;
      await client.query(`${credential(60, false)} where ${chance(56, 20)}`);
      await client.query(`${credential(70, true)} where ${chance(53, 14)}`);
      await client.query(`${credential(80, true)} where ${chance(53, 14)} and ${chance(55, 40)}`);
      log(`  loaded ${offset + size} / ${count} facilitators (${seconds()} s)`);
    }
    await client.query(`
      update facilitators f set verified_credentials = c.n
      from (select facilitator_id, count(*)::int as n from facilitator_credentials
            where verified_at is not null group by facilitator_id) c
      where c.facilitator_id = f.id`);
    await client.query('analyze facilitators');
    await client.query('analyze facilitator_unavailable_dates');
    await client.query('analyze facilitator_credentials');
  } finally {
    client.release();
  }
}
