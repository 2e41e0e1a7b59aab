import type pg from 'pg';

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

const arr = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/**
 * A pseudo-random but repeatable index in [0, n) for row i: every column draws with its own seed, so that
 * columns are independent (a search word says nothing about the remote type or the focus area, as in real data).
 */
const draw = (seed: number, n: number) => `((hashint8extended(i::bigint, ${seed}) % ${n} + ${n}) % ${n})`;
const pick = (values: string[], seed: number) => `(${arr(values)})[1 + ${draw(seed, values.length)}]`;

/**
 * Inserts `count` published jobs with generate_series (one statement per
 * batch, no row-by-row round trips). Texts combine word pools, every choice
 * drawn independently, so that a search word matches a realistic fraction of the
 * rows and says nothing about the filters. One job every 30 seconds, oldest first, so
 * that the table's physical order follows the posting date, as when jobs arrive one by one.
 */
export async function loadJobs(pool: pg.Pool, count: number, log: (msg: string) => void) {
  const { rows: companies } = await pool.query<{ id: string; name: string }>(
    'select id, name from companies order by id',
  );
  const companyIds = companies.map((c) => c.id);
  const companyNames = companies.map((c) => c.name);
  const batch = 100_000;
  const started = Date.now();
  // One connection without the app's statement timeout: a batch of 100,000 rows may take longer on a busy machine.
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    for (let offset = 0; offset < count; offset += batch) {
      const size = Math.min(batch, count - offset);
      await client.query(`
      insert into jobs (title, company_id, company_name, location, salary, remote, experience, employment_type,
                        description, requirements, responsibilities, focus_areas, status, posted_at)
      select
        ${pick(TITLES_A, 1)} || ' ' || ${pick(TITLES_B, 2)} || ' for ' || ${pick(TOPICS, 3)},
        (${arr(companyIds)}::uuid[])[1 + ${draw(4, companyIds.length)}],
        (${arr(companyNames)})[1 + ${draw(4, companyNames.length)}],
        ${pick(CITIES, 5)},
        case when ${draw(91, 4)} = 0 then null else '€' || (500 + ${draw(92, 8)} * 100) || '–€' || (900 + ${draw(92, 8)} * 100) || ' per day' end,
        (array['no','yes','hybrid'])[1 + ${draw(93, 3)}],
        (array['entry','intermediate','senior','executive'])[1 + ${draw(94, 4)}],
        (array['full-time','part-time','contract','one-time'])[1 + ${draw(95, 4)}],
        'We are looking for a facilitator to ' || ${pick(VERBS, 6)} || ' ' || ${pick(NOUNS, 7)} ||
          ' for ' || ${pick(AUDIENCES, 8)} || ' around ' || ${pick(TOPICS, 9)} ||
          '. The engagement combines ' || ${pick(SKILLS, 10)} || ' with ' || ${pick(SKILLS, 11)} ||
          ' and ends with a written summary of decisions and next steps for ' || ${pick(AUDIENCES, 12)} || '.',
        '- Experience with ' || ${pick(SKILLS, 13)} || E'\\n- Has facilitated for ' || ${pick(AUDIENCES, 14)} ||
          E'\\n- Comfortable with groups of ' || (8 + ${draw(96, 40)}) || ' people',
        '- ' || initcap(${pick(VERBS, 15)}) || ' the agenda' || E'\\n- Run the ' || ${pick(NOUNS, 16)},
        array[${pick(FOCUS, 17)}],
        'published',
        now() - ((${count} - i) * interval '30 seconds')
      from generate_series(${offset + 1}, ${offset + size}) as i
    `);
      log(`  loaded ${offset + size} / ${count} jobs (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await client.query('analyze jobs');
  } finally {
    client.release();
  }
}
