/**
 * Reviews and reputation in the bench (docs/decisions/042): REVIEWS published reviews of facilitators, each on
 * a completed engagement of its own, spread over about REVIEWED_FACILITATORS of the loaded listed facilitators
 * (so that most of the directory has no rating, as on a young marketplace), and PROFILE_REVIEWS of them on one
 * listed profile; then every reviewed facilitator's reputation columns, as recomputeFacilitatorReputation
 * keeps them. Measured: the directory sorted by rating (a broad page, and with "4 stars and up"), the
 * reviews of the profile with PROFILE_REVIEWS (its first page) and its public page.
 */
import type pg from 'pg';
import type { HtmlPage } from './html-pages';
import { REVIEW_TEXTS } from './review-texts';
import { draw, pick } from './sql-draw';

/** Listed facilitators the reviews are spread over (by id). */
const REVIEWED_FACILITATORS = 20_000;
/** The reviews of the one profile whose reviews page is measured. */
export const PROFILE_REVIEWS = 500;

/** The directory sorted by rating; measured and checked with the directory's other endpoints. */
export const RATING_DIRECTORY_ENDPOINTS = {
  facilitatorByRating: '/api/facilitators?sort=rating',
  facilitatorByRatingMin: '/api/facilitators?sort=rating&minRating=4',
};

/** The first page of the reviews of the profile with PROFILE_REVIEWS (the route of the profile's reviews). */
export const reviewEndpoints = (facilitatorId: string) => ({
  facilitatorReviews: `/api/facilitators/${facilitatorId}/reviews`,
});
export const REVIEW_ENDPOINT_NAMES = Object.keys(reviewEndpoints(''));

/** The profile's public page against its JSON. */
export const reviewHtmlPages = (facilitatorId: string): Record<string, HtmlPage> => ({
  facilitatorProfileHtml: {
    page: `/facilitators/${facilitatorId}`,
    json: `/api/facilitators/${facilitatorId}`,
  },
});
export const REVIEW_HTML_PAGE_NAMES = Object.keys(reviewHtmlPages(''));

export const REVIEW_P99_TARGET_MS = 50;

type Measured = Record<string, { ours: { rps: number; p99: number } }>;

/** Their lines in the bench's target list: p99 under REVIEW_P99_TARGET_MS each. */
export function reviewTargets(results: Measured, reviews: number): [string, boolean][] {
  return REVIEW_ENDPOINT_NAMES.filter((name) => name in results).map((name): [string, boolean] => {
    const { p99, rps } = results[name].ours;
    return [
      `${name} (${PROFILE_REVIEWS} reviews on the profile, ${reviews.toLocaleString('en')} in all): p99 ${p99} ms < ${REVIEW_P99_TARGET_MS} ms at ${rps.toFixed(0)} req/s`,
      p99 < REVIEW_P99_TARGET_MS,
    ];
  });
}

/**
 * Loads `count` reviews with generate_series: for each a completed engagement between a listed facilitator and
 * one of the bench's companies, the client's published review of the facilitator (ratings leaning to 4 and 5,
 * as on every marketplace, one in fifty hidden) and, for every third, the facilitator's reply. Returns the
 * profile with PROFILE_REVIEWS reviews.
 */
export async function loadReviews(
  pool: pg.Pool,
  { count }: { count: number },
  log: (msg: string) => void,
): Promise<{ profileId: string }> {
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('begin');
    const {
      rows: [profile],
    } = await client.query<{ id: string }>(
      `select id from facilitators where profile_completed_at is not null and hidden_at is null and listable
        order by id limit 1`,
    );
    await client.query(
      `
      create temp table bench_reviews on commit drop as
      with f as (select array_agg(id order by id) as ids from (select id from facilitators
                 where profile_completed_at is not null and hidden_at is null and listable and id <> $1
                 order by id offset 1 limit ${REVIEWED_FACILITATORS}) s),
           c as (select array_agg(id order by id) as ids from companies where name like 'Bench Company %')
      select i, gen_random_uuid() as engagement_id,
             case when i <= ${PROFILE_REVIEWS} then $1::uuid
                  else f.ids[1 + ${draw(401, REVIEWED_FACILITATORS)} % cardinality(f.ids)] end as facilitator_id,
             c.ids[1 + ${draw(402, 1000)} % cardinality(c.ids)] as organisation_id,
             (case when ${draw(403, 100)} < 55 then 5 when ${draw(403, 100)} < 85 then 4
                   when ${draw(403, 100)} < 94 then 3 when ${draw(403, 100)} < 98 then 2 else 1 end) as rating,
             current_date - (20 + ${draw(404, 700)}::int) as last_day,
             ${pick(REVIEW_TEXTS, 405)} as body,
             ${draw(406, 3)} = 0 as replied,
             ${draw(407, 50)} = 0 as hidden
      from generate_series(1, ${count}) as i cross join f cross join c`,
      [profile!.id],
    );
    await client.query(`
      insert into engagements (id, organisation_id, facilitator_id, owner_id, status, version, first_day, last_day,
                               time_zone, currency, net_total_minor, accepted_at, delivered_at, completed_at,
                               review_reminders_sent, reviews_closed_at, sequence, created_at, updated_at)
      select engagement_id, organisation_id, facilitator_id, organisation_id, 'completed', 1, last_day, last_day,
             'Europe/Berlin', 'EUR', 150000, last_day - 30, last_day + 1, last_day + 2, 3, last_day + 16, 2,
             last_day - 40, last_day + 2
      from bench_reviews`);
    await client.query(`
      insert into reviews (engagement_id, subject, facilitator_id, organisation_id, author_id, rating, criteria,
                           outcomes, would_hire_again, body, submitted_at, published_at, hidden_at, hidden_reason,
                           reply_body, reply_at, reply_author_id)
      select engagement_id, 'facilitator', facilitator_id, organisation_id, organisation_id, rating,
             jsonb_build_object('preparation', rating, 'facilitation', rating, 'communication', greatest(rating - 1, 1),
                                'outcomes', rating),
             '["yes", "partly"]'::jsonb, rating >= 4, body,
             (last_day + 4)::timestamptz + (i % 600) * interval '1 minute',
             (last_day + 5)::timestamptz + (i % 600) * interval '1 minute',
             case when hidden then (last_day + 9)::timestamptz end,
             case when hidden then 'Personal remarks that have nothing to do with the engagement.' end,
             case when replied then 'Thank you for the kind words and for the trust. It was a pleasure to work with your team.' end,
             case when replied then (last_day + 7)::timestamptz end,
             case when replied then facilitator_id end
      from bench_reviews`);
    // The reputation columns, as recomputeFacilitatorReputation computes them, for every reviewed profile at once.
    await client.query(`
      update facilitators f set review_count = r.n, rating_average = r.average, completed_engagements = e.n
      from (select facilitator_id, count(*)::int as n, avg(rating)::float8 as average from reviews
             where subject = 'facilitator' and published_at is not null and hidden_at is null
             group by facilitator_id) r,
           (select facilitator_id, count(*)::int as n from engagements where status = 'completed'
             group by facilitator_id) e
      where f.id = r.facilitator_id and e.facilitator_id = f.id`);
    await client.query('commit');
    // As autovacuum leaves them once the load settles: statistics, and the visibility map. The update above
    // wrote a new version of every reviewed profile; with no page of facilitators all-visible, the planner
    // prices the "4 stars and up" count's index-only scan (facilitators_listed_min_rating_idx) as a heap fetch
    // per row and counts with a sequential scan instead, 20–35 ms a count and more under load.
    for (const table of ['engagements', 'reviews', 'facilitators'])
      await client.query(`vacuum analyze ${table}`);
    log(
      `loaded ${count.toLocaleString('en')} reviews (${PROFILE_REVIEWS} on one profile) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { profileId: profile!.id };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
