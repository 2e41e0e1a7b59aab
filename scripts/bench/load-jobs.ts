import type pg from 'pg';
import { GROUP_SIZES, SESSION_FORMATS } from '../../src/shared/facilitation-options';
import { germanJobText, inLanguage, isGerman } from './german-content';
import { arr, draw, pick } from './sql-draw';

/** Word pools of the generated jobs (exported: the alerts bench draws its saved searches from them). */
export const TITLES_A = [
  'Workshop',
  'Retreat',
  'Offsite',
  'Design Sprint',
  'Training',
  'Summit',
  'Kickoff',
  'Retrospective',
  'Town Hall',
  'Hackathon',
  'Strategy Day',
  'Bootcamp',
];
const TITLES_B = [
  'Facilitator',
  'Moderator',
  'Trainer',
  'Coach',
  'Lead Facilitator',
  'Co-Facilitator',
  'Workshop Designer',
];
/** Topics, in titles and descriptions. */
export const TOPICS = [
  'product discovery',
  'leadership alignment',
  'team onboarding',
  'conflict mediation',
  'change readiness',
  'agile transformation',
  'customer journey mapping',
  'OKR planning',
  'innovation pipeline',
  'inclusive hiring',
  'budget prioritisation',
  'merger integration',
  'service design',
  'quarterly planning',
  'stakeholder mapping',
  'culture renewal',
  'sales enablement',
  'safety culture',
  'remote collaboration',
  'board strategy',
  'digital literacy',
  'process improvement',
  'mentoring programme',
  'community engagement',
];
const CITIES = [
  'Berlin',
  'Munich',
  'Hamburg',
  'Vienna',
  'Zurich',
  'Amsterdam',
  'Paris',
  'London',
  'Dublin',
  'Madrid',
  'Lisbon',
  'Copenhagen',
  'Stockholm',
  'Oslo',
  'Toronto',
  'New York',
  'Chicago',
  'Austin',
  'Singapore',
  'Sydney',
];
const VERBS = [
  'design',
  'facilitate',
  'moderate',
  'plan',
  'run',
  'co-create',
  'structure',
  'guide',
  'shape',
  'lead',
];
const NOUNS = [
  'sessions',
  'exercises',
  'breakouts',
  'retrospectives',
  'canvases',
  'dialogues',
  'simulations',
  'role plays',
  'check-ins',
  'debriefs',
  'storyboards',
  'prototypes',
];
/** Who the sessions are for, in descriptions and requirements. */
export const AUDIENCES = [
  'engineering managers',
  'nurses',
  'sales teams',
  'executives',
  'volunteers',
  'teachers',
  'product teams',
  'factory supervisors',
  'civil servants',
  'founders',
  'researchers',
  'customer support agents',
];
/** Methods and tools, in descriptions and requirements. */
export const SKILLS = [
  'Liberating Structures',
  'LEGO Serious Play',
  'Design Thinking',
  'Scrum',
  'Open Space',
  'World Cafe',
  'Appreciative Inquiry',
  'Lean Coffee',
  'Theory U',
  'Kanban',
  'Miro',
  'Mural',
];
/** One focus area per job. */
export const FOCUS = [
  'design-thinking',
  'team-building',
  'strategic-planning',
  'leadership',
  'innovation',
  'conflict-resolution',
  'change-management',
  'diversity-inclusion',
  'training',
  'performance',
  'agile',
  'digital-transformation',
];

/** Session languages: English first on most jobs, a second language on some. */
const FIRST_LANGUAGES = ['en', 'en', 'en', 'en', 'de', 'de', 'fr', 'es', 'nl', 'it', 'sv', 'pt'];
const SECOND_LANGUAGES = ['de', 'fr', 'es', 'nl', 'it', 'pl', 'da', 'en'];
const TIME_ZONES = [
  'Europe/Berlin',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Toronto',
  'Asia/Singapore',
  'Australia/Sydney',
];
/** Budget currencies, euros most often. */
const BUDGET_CURRENCIES = [
  'EUR',
  'EUR',
  'EUR',
  'EUR',
  'USD',
  'USD',
  'GBP',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'SEK',
  'DKK',
  'PLN',
  'SGD',
];

/** An English job's texts (seeds 1–16), for row i. */
const ENGLISH_TEXT = {
  title: `${pick(TITLES_A, 1)} || ' ' || ${pick(TITLES_B, 2)} || ' for ' || ${pick(TOPICS, 3)}`,
  description: `'We are looking for a facilitator to ' || ${pick(VERBS, 6)} || ' ' || ${pick(NOUNS, 7)} ||
    ' for ' || ${pick(AUDIENCES, 8)} || ' around ' || ${pick(TOPICS, 9)} ||
    '. The engagement combines ' || ${pick(SKILLS, 10)} || ' with ' || ${pick(SKILLS, 11)} ||
    ' and ends with a written summary of decisions and next steps for ' || ${pick(AUDIENCES, 12)} || '.'`,
  requirements: `'- Experience with ' || ${pick(SKILLS, 13)} || E'\\n- Has facilitated for ' || ${pick(AUDIENCES, 14)} ||
    E'\\n- Comfortable with groups of ' || (8 + ${draw(96, 40)}) || ' people'`,
  responsibilities: `'- ' || initcap(${pick(VERBS, 15)}) || ' the agenda' || E'\\n- Run the ' || ${pick(NOUNS, 16)}`,
};

/**
 * Inserts `count` published jobs with generate_series (one statement per
 * batch, no row-by-row round trips). Texts combine word pools, every choice
 * drawn independently, so that a search word matches a realistic fraction of the
 * rows and says nothing about the filters; a fifth are written in German (german-content.ts); the session
 * details and budgets are spread as on a real board. One job every 30 seconds, oldest first, so
 * that the table's physical order follows the posting date, as when jobs arrive one by one.
 */
export async function loadJobs(pool: pg.Pool, count: number, log: (msg: string) => void) {
  const { rows: companies } = await pool.query<{ id: string; name: string }>(
    'select id, name from companies order by id',
  );
  const { rows: rates } = await pool.query<{ currency: string; per_eur: string }>(
    'select currency, per_eur from exchange_rates',
  );
  const perEur = new Map(rates.map((rate) => [rate.currency, Number(rate.per_eur)]));
  const currencyRates = `array[${BUDGET_CURRENCIES.map((code) => perEur.get(code) ?? 1).join(',')}]::numeric[]`;
  const companyIds = companies.map((c) => c.id);
  const companyNames = companies.map((c) => c.name);
  const batch = 100_000;
  const started = Date.now();
  const german = isGerman(118);
  const text = inLanguage(german, ENGLISH_TEXT, germanJobText());
  // One connection without the app's statement timeout: a batch of 100,000 rows may take longer on a busy machine.
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    for (let offset = 0; offset < count; offset += batch) {
      const size = Math.min(batch, count - offset);
      await client.query(`
      insert into jobs (title, company_id, company_name, location, remote, experience, employment_type,
                        description, requirements, responsibilities, content_language, focus_areas, status, posted_at,
                        session_format, session_dates, session_time_zone, session_languages, group_size,
                        budget_type, budget_min, budget_max, budget_currency)
      select
        ${text.title},
        (${arr(companyIds)}::uuid[])[1 + ${draw(4, companyIds.length)}],
        (${arr(companyNames)})[1 + ${draw(4, companyNames.length)}],
        ${pick(CITIES, 5)},
        (array['no','yes','hybrid'])[1 + ${draw(93, 3)}],
        (array['entry','intermediate','senior','executive'])[1 + ${draw(94, 4)}],
        (array['full-time','part-time','contract','one-time'])[1 + ${draw(95, 4)}],
        ${text.description},
        ${text.requirements},
        ${text.responsibilities},
        case when ${german} then 'de' else 'en' end,
        array[${pick(FOCUS, 17)}],
        'published',
        now() - ((${count} - i) * interval '30 seconds'),
        -- Session details: a format on 70 %, dates (1–3 days running, within the next six months) on 50 %,
        -- one or two languages on 85 %, a group size on 70 %, a budget on 60 % in several currencies and types.
        case when ${draw(101, 10)} < 7 then ${pick(SESSION_FORMATS, 102)} end,
        case when s.has_dates then array(select s.first_day + k from generate_series(0, s.days - 1) k) else '{}' end,
        case when s.has_dates then ${pick(TIME_ZONES, 103)} end,
        case when ${draw(104, 20)} < 3 then '{}'
             when ${draw(105, 10)} < 3 and s.language_2 <> s.language_1 then array[s.language_1, s.language_2]
             else array[s.language_1] end,
        case when ${draw(106, 10)} < 7 then ${pick(GROUP_SIZES, 107)} end,
        case when s.has_budget then s.budget_type end,
        case when s.has_budget then round(s.min_eur * s.rate) end,
        case when s.has_budget then round(s.min_eur * (1 + ${draw(108, 5)} * 0.1) * s.rate) end,
        case when s.has_budget then (${arr(BUDGET_CURRENCIES)})[s.currency] end
      from generate_series(${offset + 1}, ${offset + size}) as i
      cross join lateral (
        select *,
          case b.budget_type
            when 'day-rate' then 400 + 100 * ${draw(109, 12)}
            when 'hourly-rate' then 60 + 10 * ${draw(109, 12)}
            when 'salary' then 40000 + 5000 * ${draw(109, 12)}
            else 1500 + 500 * ${draw(109, 12)}
          end as min_eur,
          (${currencyRates})[b.currency] as rate
        from (
          select
            ${draw(110, 2)} = 0 as has_dates,
            current_date + 3 + ${draw(111, 180)}::int as first_day,
            1 + ${draw(112, 3)}::int as days,
            ${pick(FIRST_LANGUAGES, 113)} as language_1,
            ${pick(SECOND_LANGUAGES, 114)} as language_2,
            ${draw(115, 10)} < 6 as has_budget,
            (array['day-rate','day-rate','hourly-rate','fixed-fee','salary'])[1 + ${draw(116, 5)}] as budget_type,
            1 + ${draw(117, BUDGET_CURRENCIES.length)}::int as currency
        ) b
      ) s
    `);
      log(`  loaded ${offset + size} / ${count} jobs (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await client.query('analyze jobs');
  } finally {
    client.release();
  }
}
