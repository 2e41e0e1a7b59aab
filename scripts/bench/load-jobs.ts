import type pg from 'pg';

const TITLES_A = [
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
const TOPICS = [
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
const AUDIENCES = [
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
const SKILLS = [
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
const FOCUS = [
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
const pick = (values: string[], expr: string) => `(${arr(values)})[1 + ((${expr}) % ${values.length})]`;

/**
 * Inserts `count` published jobs with generate_series (one statement per
 * batch, no row-by-row round trips). Texts combine word pools with different
 * strides, so that a search word matches a realistic fraction of the rows.
 */
export async function loadJobs(pool: pg.Pool, count: number, log: (msg: string) => void) {
  const { rows: companies } = await pool.query<{ id: string; name: string }>(
    'select id, name from companies order by id',
  );
  const companyIds = companies.map((c) => c.id);
  const companyNames = companies.map((c) => c.name);
  const batch = 100_000;
  const started = Date.now();
  for (let offset = 0; offset < count; offset += batch) {
    const size = Math.min(batch, count - offset);
    await pool.query(`
      insert into jobs (title, company_id, company_name, location, salary, remote, experience, employment_type,
                        description, requirements, responsibilities, focus_areas, status, posted_at)
      select
        ${pick(TITLES_A, 'i')} || ' ' || ${pick(TITLES_B, 'i * 7 + 3')} || ' for ' || ${pick(TOPICS, 'i * 13 + 5')},
        (${arr(companyIds)}::uuid[])[1 + (i % ${companyIds.length})],
        ${pick(companyNames, 'i')},
        ${pick(CITIES, 'i * 17 + 1')},
        case when i % 4 = 0 then null else '€' || (500 + (i % 8) * 100) || '–€' || (900 + (i % 8) * 100) || ' per day' end,
        (array['no','yes','hybrid'])[1 + (i % 3)],
        (array['entry','intermediate','senior','executive'])[1 + ((i / 3) % 4)],
        (array['full-time','part-time','contract','one-time'])[1 + ((i / 5) % 4)],
        'We are looking for a facilitator to ' || ${pick(VERBS, 'i * 3 + 1')} || ' ' || ${pick(NOUNS, 'i * 11 + 2')} ||
          ' for ' || ${pick(AUDIENCES, 'i * 19 + 7')} || ' around ' || ${pick(TOPICS, 'i * 23 + 11')} ||
          '. The engagement combines ' || ${pick(SKILLS, 'i * 29 + 13')} || ' with ' || ${pick(SKILLS, 'i * 31 + 17')} ||
          ' and ends with a written summary of decisions and next steps for ' || ${pick(AUDIENCES, 'i * 37 + 19')} || '.',
        '- Experience with ' || ${pick(SKILLS, 'i * 41 + 23')} || E'\\n- Has facilitated for ' || ${pick(AUDIENCES, 'i * 43 + 29')} ||
          E'\\n- Comfortable with groups of ' || (8 + i % 40) || ' people',
        '- ' || initcap(${pick(VERBS, 'i * 47 + 31')}) || ' the agenda' || E'\\n- Run the ' || ${pick(NOUNS, 'i * 53 + 37')},
        array[${pick(FOCUS, 'i * 59 + 41')}],
        'published',
        now() - ((i % 525600) * interval '1 minute')
      from generate_series(${offset + 1}, ${offset + size}) as i
    `);
    log(`  loaded ${offset + size} / ${count} jobs (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await pool.query('analyze jobs');
}
