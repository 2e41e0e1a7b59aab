/**
 * Offers and engagements in the bench (issue 35: "bench (100k engagements, p99 < 50 ms)"). ENGAGEMENTS rows in
 * every status, each with 1–3 versions of its terms, its history and, once accepted, its booked days, across
 * about FACILITATORS_WITH_ENGAGEMENTS of the loaded facilitators and the conversations' companies; the bench's
 * facilitator has READER_ENGAGEMENTS of them (a busy one) and the bench's organisation every fiftieth. The hot
 * reads are measured against the bare ceiling like the other endpoints: both sides' lists, one engagement
 * with three versions, the facilitator's calendar feed (at most 500 rows, calendar.ts) and the facilitator's
 * dashboard, whose next engagement and open offers are read beside its applications (the company dashboard
 * reads them too: `companyDashboard`, bench/organisation.ts).
 */
import type pg from 'pg';
import { arr, draw, pick } from './sql-draw';

/** Facilitators the load spreads engagements over (the loaded facilitators with a completed profile, by id). */
const FACILITATORS_WITH_ENGAGEMENTS = 2000;
/** The bench's facilitator's share: three times the average facilitator's, a busy calendar. */
const READER_ENGAGEMENTS = 150;
/** Every ORGANISATION_SHARE-th engagement is the bench's organisation's (2 %: its offers page reads them). */
const ORGANISATION_SHARE = 50;

/** The endpoints, with the engagement read in full (three versions) and the path of the facilitator's feed. */
export function engagementEndpoints({ engagementId, feedPath }: { engagementId: string; feedPath: string }) {
  return {
    // The facilitator's Engagements page: all of theirs, newest first, and the confirmed ones.
    engagementsFacilitator: '/api/engagements',
    engagementsFacilitatorConfirmed: '/api/engagements?filter=confirmed',
    // The organisation's Engagements page, read by its recruiter: all 2 % of the rows, and its open offers.
    engagementsOrganisation: '/api/engagements',
    engagementsOrganisationOffers: '/api/engagements?filter=offers',
    // One of the facilitator's engagements with three versions and its history.
    engagementDetail: `/api/engagements/${engagementId}`,
    // The facilitator's calendar feed, as a calendar app polls it (no session; the signed token).
    engagementsCalendarFeed: feedPath,
    // The facilitator's dashboard: the next engagement and the open offers beside the applications.
    facilitatorDashboard: '/api/facilitator/dashboard',
  };
}

export const ENGAGEMENT_ENDPOINT_NAMES = Object.keys(engagementEndpoints({ engagementId: '', feedPath: '' }));
/** Those read as the bench's facilitator (the feed is read with its token alone). */
export const FACILITATOR_ENGAGEMENT_ENDPOINTS = new Set([
  'engagementsFacilitator',
  'engagementsFacilitatorConfirmed',
  'engagementDetail',
  'facilitatorDashboard',
]);
/** Those read as the bench's recruiter. */
export const RECRUITER_ENGAGEMENT_ENDPOINTS = new Set([
  'engagementsOrganisation',
  'engagementsOrganisationOffers',
]);

export const ENGAGEMENT_P99_TARGET_MS = 50;

type Measured = Record<string, { ours: { rps: number; p99: number } }>;

/** Their lines in the bench's target list: p99 under ENGAGEMENT_P99_TARGET_MS each. */
export function engagementTargets(results: Measured, engagements: number): [string, boolean][] {
  return ENGAGEMENT_ENDPOINT_NAMES.filter((name) => name in results).map((name): [string, boolean] => {
    const { p99, rps } = results[name].ours;
    return [
      `${name} over ${engagements.toLocaleString('en')} engagements: p99 ${p99} ms < ${ENGAGEMENT_P99_TARGET_MS} ms at ${rps.toFixed(0)} req/s`,
      p99 < ENGAGEMENT_P99_TARGET_MS,
    ];
  });
}

/** Statuses by share, as two years of a live marketplace leave them: most completed, a few open offers. */
const STATUS = `case when ${draw(301, 100)} < 8 then 'offered' when ${draw(301, 100)} < 20 then 'confirmed'
  when ${draw(301, 100)} < 25 then 'delivered' when ${draw(301, 100)} < 63 then 'completed'
  when ${draw(301, 100)} < 70 then 'cancelled' when ${draw(301, 100)} < 82 then 'declined'
  when ${draw(301, 100)} < 86 then 'withdrawn' else 'expired' end`;
/** Places with their time zone and currency (the same index into each). */
const CITIES = ['Berlin', 'Vienna', 'Zurich', 'London', 'Amsterdam', 'New York'];
const TIME_ZONES = [
  'Europe/Berlin',
  'Europe/Vienna',
  'Europe/Zurich',
  'Europe/London',
  'Europe/Amsterdam',
  'America/New_York',
];
const CURRENCIES = ['EUR', 'EUR', 'CHF', 'GBP', 'EUR', 'USD'];
const FORMATS = ['workshop', 'strategy-retreat', 'training', 'team-event', 'leadership-meeting'];
const OUTCOMES = [
  'A shared roadmap for the next two quarters',
  'Three agreed priorities with named owners',
  'A decision on the new team structure',
  'Working agreements the whole team signed up to',
  'A prioritised backlog of improvement ideas',
  'A communication plan for the change',
];
const REASONS = [
  'The budget was cut for this quarter.',
  'We moved the offsite to next year.',
  'The dates no longer work for the team.',
  'A scheduling conflict on my side.',
];

/**
 * Loads `count` engagements with generate_series (no row-by-row round trips): the rows, their versions (the
 * company sends the odd ones, the facilitator counters with the even ones, a little dearer each time), their
 * events and the days the accepted ones book. Each row's dates follow its status: open offers were sent in
 * the last days and expire within the week, confirmed ones lie ahead, delivered ones ended in the last two
 * weeks, completed ones over the last two years; reminders that would be due are marked sent (and the rest
 * of the clock's work is marked done by quiet-clock.ts), so that the measured server's business clock finds
 * nothing to do. Returns an engagement of the bench's facilitator
 * with three versions.
 */
export async function loadEngagements(
  pool: pg.Pool,
  { count, facilitatorId, organisationId }: { count: number; facilitatorId: string; organisationId: string },
  log: (msg: string) => void,
): Promise<{ engagementId: string }> {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('begin');
    // The rows' values first, in a table of the transaction: the four inserts below read them.
    await client.query(
      `
      create temp table bench_engagements on commit drop as
      with f as (select array_agg(id order by id) as ids from (select id from facilitators
                 where profile_completed_at is not null and id <> $1 order by id
                 limit ${FACILITATORS_WITH_ENGAGEMENTS}) s),
           c as (select array_agg(id order by id) as ids from companies where name like 'Bench Company %'),
           j as (select array_agg(id order by created_at) as ids from jobs
                 where company_id = $2 and posted_at is not null)
      select i, gen_random_uuid() as id,
             case when i <= ${READER_ENGAGEMENTS} then $1::uuid
                  else f.ids[1 + ${draw(311, FACILITATORS_WITH_ENGAGEMENTS)} % cardinality(f.ids)] end
               as facilitator_id,
             o.organisation_id,
             case when o.organisation_id = $2 then j.ids[1 + ${draw(312, 1000)} % cardinality(j.ids)] end as job_id,
             s.status, s.sessions, s.versions, s.place, s.rate,
             case when s.status = 'offered' then case when s.versions % 2 = 1 then 'facilitator' else 'company' end
               end as turn,
             d.first_day, d.first_day + (s.sessions - 1) as last_day, t.created_at,
             t.created_at + (s.versions - 1) * interval '3 hours' as last_version_at,
             case when s.status in ('confirmed', 'delivered', 'completed', 'cancelled')
                  then t.created_at + (s.versions - 1) * interval '3 hours' + interval '6 hours' end as accepted_at,
             case when s.status in ('delivered', 'completed')
                  then least(now() - interval '1 minute',
                             (d.first_day + (s.sessions - 1) + 2)::timestamptz + interval '6 hours') end as delivered_at,
             ${draw(319, 100)} < 1 as flagged
      from generate_series(1, ${count}) as i
      cross join f cross join c cross join j
      cross join lateral (
        select case when i % ${ORGANISATION_SHARE} = 0 then $2::uuid
                    else c.ids[1 + ${draw(313, 1000)} % cardinality(c.ids)] end as organisation_id) o
      cross join lateral (
        select ${STATUS} as status, (1 + ${draw(302, 3)})::int as sessions, (1 + ${draw(314, 3)})::int as versions,
               (1 + ${draw(315, CITIES.length)})::int as place, (1000 + 100 * ${draw(316, 9)}) * 100 as rate) s
      cross join lateral (
        select case s.status
                 when 'offered' then current_date + 7 + ${draw(304, 120)}::int
                 when 'confirmed' then current_date + 1 + ${draw(304, 150)}::int
                 when 'delivered' then current_date - (2 + ${draw(304, 13)}::int) - (s.sessions - 1)
                 when 'completed' then current_date - (17 + ${draw(304, 700)}::int) - (s.sessions - 1)
                 when 'cancelled' then current_date - 350 + ${draw(304, 500)}::int
                 else current_date - 500 + ${draw(304, 600)}::int end as first_day) d
      cross join lateral (
        select case when s.status = 'offered' then now() - (6 + ${draw(303, 120)}) * interval '1 hour'
                    else least(now() - (case when s.status in ('declined', 'withdrawn', 'expired') then 8 else 1 end
                                        + ${draw(305, 20)}) * interval '1 day',
                               (d.first_day - 14 - ${draw(306, 60)}::int)::timestamptz + interval '9 hours')
               end as created_at) t`,
      [facilitatorId, organisationId],
    );
    // Each version's terms: the same days, hours and place; the day rate 100 more at every counter.
    await client.query(`
      create temp table bench_engagement_versions on commit drop as
      select e.id as engagement_id, k as version,
             case when k % 2 = 1 then 'company' else 'facilitator' end as author_side,
             case when k % 2 = 1 then e.organisation_id else e.facilitator_id end as author_id,
             e.created_at + (k - 1) * interval '3 hours' as created_at,
             p.delivery, e.rate + (k - 1) * 10000 as day_rate,
             case when p.delivery = 'in_person' then 40000 else 0 end as travel,
             e.i, e.organisation_id, e.facilitator_id, e.sessions, e.place, e.first_day
      from bench_engagements e
      cross join generate_series(1, e.versions) as k
      cross join lateral (select ${pick(['in_person', 'in_person', 'hybrid', 'remote'], 317)} as delivery) p`);
    await client.query(`
      insert into engagements (id, organisation_id, facilitator_id, owner_id, job_id, status, turn, version,
                               expires_at, first_day, last_day, time_zone, currency, net_total_minor,
                               decline_reason, accepted_at, delivered_at, completed_at, cancelled_at,
                               cancelled_by_side, cancel_reason, cancellation_percent, cancellation_fee_minor,
                               flagged_at, flag_reason, start_reminded_at, delivery_reminded_at,
                               completion_reminded_at, sequence, created_at, updated_at)
      select e.id, e.organisation_id, e.facilitator_id, e.organisation_id, e.job_id, e.status, e.turn, e.versions,
             e.last_version_at + interval '7 days', e.first_day, e.last_day,
             (${arr(TIME_ZONES)})[e.place], (${arr(CURRENCIES)})[e.place], v.net,
             case when e.status = 'declined' and ${draw(318, 2)} = 0 then ${pick(REASONS, 320)} end,
             e.accepted_at, e.delivered_at, x.completed_at, x.cancelled_at,
             case when e.status = 'cancelled' then case when ${draw(321, 3)} = 0 then 'facilitator' else 'company' end end,
             case when e.status = 'cancelled' then ${pick(REASONS, 322)} end,
             x.percent, v.net * x.percent / 100,
             case when e.flagged then x.updated_at end,
             case when e.flagged then 'We disagree about what was agreed for the second day.' end,
             case when e.status <> 'offered' and e.accepted_at is not null and e.first_day <= current_date + 3
                  then least(now(), (e.first_day - 3)::timestamptz) end,
             case when e.delivered_at is not null then e.delivered_at end,
             case when e.status = 'completed' then least(x.completed_at, e.delivered_at + interval '11 days')
                  when e.status = 'delivered' and e.delivered_at <= now() - interval '11 days'
                  then e.delivered_at + interval '11 days' end,
             e.versions + case when e.status = 'offered' then 0 when e.status = 'delivered' then 2
                               when e.status = 'completed' then 3 else 1 end,
             e.created_at, x.updated_at
      from bench_engagements e
      join (select engagement_id, version, day_rate, travel from bench_engagement_versions) v0
        on v0.engagement_id = e.id and v0.version = e.versions
      cross join lateral (select (e.sessions + 1) * v0.day_rate + v0.travel as net) v
      cross join lateral (
        select c.completed_at, c.cancelled_at,
               case when e.status = 'cancelled' then case when e.first_day - c.cancelled_at::date >= 42 then 0
                                                          when e.first_day - c.cancelled_at::date >= 14 then 50
                                                          else 100 end end as percent,
               greatest(e.last_version_at, e.accepted_at, e.delivered_at, c.completed_at, c.cancelled_at,
                        case when e.status in ('declined', 'withdrawn') then e.last_version_at + interval '1 day'
                             when e.status = 'expired' then e.last_version_at + interval '7 days' end) as updated_at
        from (select case when e.status = 'completed'
                          then e.delivered_at + (1 + ${draw(323, 14)}) * interval '1 day' end as completed_at,
                     case when e.status = 'cancelled'
                          then least(now() - interval '1 hour', e.accepted_at + (1 + ${draw(324, 20)}) * interval '1 day',
                                     (e.first_day - 1)::timestamptz)
                          end as cancelled_at) c) x`);
    log(`  loaded ${count.toLocaleString('en')} engagements (${seconds()} s)`);
    await client.query(`
      insert into engagement_versions (engagement_id, version, author_side, author_id, terms, message, expires_at,
                                       net_total_minor, created_at)
      select v.engagement_id, v.version, v.author_side, v.author_id,
             jsonb_build_object(
               'sessions', (select jsonb_agg(jsonb_build_object('date', to_char(v.first_day + n, 'YYYY-MM-DD'),
                                                                'start', '09:00', 'end', '17:00') order by n)
                            from generate_series(0, v.sessions - 1) as n),
               'timeZone', (${arr(TIME_ZONES)})[v.place],
               'format', ${pick(FORMATS, 325)},
               'delivery', v.delivery,
               'location', case when v.delivery = 'remote' then '' else (${arr(CITIES)})[v.place] end,
               'currency', (${arr(CURRENCIES)})[v.place],
               'lines', jsonb_build_array(
                          jsonb_build_object('kind', 'preparation_day', 'description', '', 'quantity', 1,
                                             'unitPriceMinor', v.day_rate),
                          jsonb_build_object('kind', 'facilitation_day', 'description', '',
                                             'quantity', v.sessions, 'unitPriceMinor', v.day_rate))
                        || case when v.travel > 0 then jsonb_build_array(jsonb_build_object(
                             'kind', 'travel', 'description', 'Return journey', 'quantity', 1,
                             'unitPriceMinor', v.travel)) else '[]'::jsonb end,
               'vat', case when v.place = 6 then '{"mode":"reverse_charge"}'::jsonb
                           else '{"mode":"rate","rateBp":1900}'::jsonb end,
               'paymentTermsDays', case when ${draw(326, 2)} = 0 then 14 else 30 end,
               'cancellationTiers',
                 '[{"minDaysBefore":42,"percent":0},{"minDaysBefore":14,"percent":50},{"minDaysBefore":0,"percent":100}]'::jsonb,
               'outcomes', jsonb_build_array(${pick(OUTCOMES.slice(0, 3), 327)}, ${pick(OUTCOMES.slice(3), 328)})
                           || case when ${draw(329, 2)} = 0 then jsonb_build_array('Notes everyone can act on')
                                   else '[]'::jsonb end),
             case when v.version = 1 then 'We would love to work with you on this.'
                  else 'Here is a version that works for us.' end,
             v.created_at + interval '7 days', (v.sessions + 1) * v.day_rate + v.travel, v.created_at
      from bench_engagement_versions v`);
    log(`  loaded their versions (${seconds()} s)`);
    // The history: the offer and its counters, then what happened to it, each by the side that did it.
    await client.query(`
      insert into engagement_events (engagement_id, kind, actor_side, actor_id, detail, created_at)
      select v.engagement_id, case when v.version = 1 then 'offered' else 'countered' end, v.author_side,
             v.author_id, jsonb_build_object('version', v.version), v.created_at
      from bench_engagement_versions v
      union all
      select e.id, x.kind, x.side,
             case x.side when 'company' then e.organisation_id when 'facilitator' then e.facilitator_id end,
             x.detail, x.at
      from engagements e
      join bench_engagements b on b.id = e.id
      cross join lateral (values
        ('accepted', case when e.version % 2 = 1 then 'facilitator' else 'company' end,
         jsonb_build_object('version', e.version), e.accepted_at),
        ('declined', case when e.version % 2 = 1 then 'facilitator' else 'company' end,
         case when e.decline_reason is not null then jsonb_build_object('reason', e.decline_reason) end,
         case when e.status = 'declined' then e.updated_at end),
        ('withdrawn', case when e.version % 2 = 1 then 'company' else 'facilitator' end, null,
         case when e.status = 'withdrawn' then e.updated_at end),
        ('expired', 'system', null, case when e.status = 'expired' then e.updated_at end),
        ('delivered', 'system', null, e.delivered_at),
        ('completed', 'company', null, e.completed_at),
        ('cancelled', e.cancelled_by_side, jsonb_build_object('reason', e.cancel_reason), e.cancelled_at),
        ('flagged', 'company', jsonb_build_object('reason', e.flag_reason), e.flagged_at)
      ) as x(kind, side, detail, at)
      where x.at is not null`);
    log(`  loaded their histories (${seconds()} s)`);
    // The accepted ones hold their days in the facilitator's availability (a cancellation freed them).
    await client.query(`
      insert into facilitator_unavailable_dates (facilitator_id, day, engagement_id, created_at)
      select e.facilitator_id, e.first_day + n, e.id, e.accepted_at
      from engagements e
      join bench_engagements b on b.id = e.id
      cross join generate_series(0, e.last_day - e.first_day) as n
      where e.status in ('confirmed', 'delivered', 'completed')`);
    await client.query('commit');
    for (const table of [
      'engagements',
      'engagement_versions',
      'engagement_events',
      'facilitator_unavailable_dates',
    ])
      await client.query(`vacuum analyze ${table}`);
    const {
      rows: [sample],
    } = await client.query<{ id: string }>(
      `select id from engagements where facilitator_id = $1 and version = 3 order by id limit 1`,
      [facilitatorId],
    );
    log(`  loaded their booked days and vacuumed (${seconds()} s)`);
    return { engagementId: sample!.id };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
