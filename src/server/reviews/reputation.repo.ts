import { sql } from 'drizzle-orm';
import { REPEAT_CLIENT_MIN_ENGAGEMENTS } from '../../shared/review-options';
import type { DbOrTx } from '../db/client';

/**
 * A facilitator's reputation columns, recomputed from what they count in one statement (docs/decisions/042):
 * visible published reviews (count, average, outcomes met of rated), completed engagements, repeat clients
 * and answered six-week follow-ups. Run in the transaction that changes any of them; never reads a private
 * note or a sealed review.
 */
export async function recomputeFacilitatorReputation(tx: DbOrTx, facilitatorId: string): Promise<void> {
  await tx.execute(sql`
    update facilitators f set
      review_count = r.review_count,
      rating_average = r.rating_average,
      outcomes_met = r.outcomes_met,
      outcomes_rated = r.outcomes_rated,
      completed_engagements = e.completed,
      repeat_clients = e.repeat_clients,
      outcomes_held = u.held,
      outcomes_followed_up = u.followed_up
    from
      (select count(*)::int as review_count,
              avg(rating)::float8 as rating_average,
              coalesce(sum(o.met), 0)::int as outcomes_met,
              coalesce(sum(o.rated), 0)::int as outcomes_rated
         from reviews
         left join lateral (
           select count(*) filter (where answer = 'yes') as met, count(*) as rated
             from jsonb_array_elements_text(coalesce(reviews.outcomes, '[]'::jsonb)) as answer
         ) o on true
        where reviews.facilitator_id = ${facilitatorId} and reviews.subject = 'facilitator'
          and reviews.published_at is not null and reviews.hidden_at is null) r,
      (select coalesce(sum(n), 0)::int as completed,
              (count(*) filter (where n >= ${REPEAT_CLIENT_MIN_ENGAGEMENTS} and organisation_id is not null))::int
                as repeat_clients
         from (select organisation_id, count(*) as n from engagements
                where facilitator_id = ${facilitatorId} and status = 'completed'
                group by organisation_id) per_client) e,
      (select (count(*) filter (where answer = 'yes'))::int as held,
              (count(*) filter (where answer <> 'too_early'))::int as followed_up
         from outcome_follow_ups, jsonb_array_elements_text(answers) as answer
        where outcome_follow_ups.facilitator_id = ${facilitatorId} and answers is not null) u
    where f.id = ${facilitatorId}`);
}

/**
 * An organisation's reputation columns from the facilitators' side: visible published reviews of it,
 * completed engagements, and the facilitators it completed one and two or more engagements with (the rebook
 * rate).
 */
export async function recomputeOrganisationReputation(tx: DbOrTx, organisationId: string): Promise<void> {
  await tx.execute(sql`
    update companies c set
      review_count = r.review_count,
      rating_average = r.rating_average,
      completed_engagements = e.completed,
      facilitators_engaged = e.engaged,
      facilitators_rebooked = e.rebooked
    from
      (select count(*)::int as review_count, avg(rating)::float8 as rating_average
         from reviews
        where organisation_id = ${organisationId} and subject = 'organisation'
          and published_at is not null and hidden_at is null) r,
      (select coalesce(sum(n), 0)::int as completed,
              (count(*) filter (where facilitator_id is not null))::int as engaged,
              (count(*) filter (where n >= 2 and facilitator_id is not null))::int as rebooked
         from (select facilitator_id, count(*) as n from engagements
                where organisation_id = ${organisationId} and status = 'completed'
                group by facilitator_id) per_facilitator) e
    where c.id = ${organisationId}`);
}

/** Both parties of an engagement at once (completion, publication), each only while it still exists. */
export async function recomputeReputations(
  tx: DbOrTx,
  parties: { facilitatorId: string | null; organisationId: string | null },
): Promise<void> {
  if (parties.facilitatorId) await recomputeFacilitatorReputation(tx, parties.facilitatorId);
  if (parties.organisationId) await recomputeOrganisationReputation(tx, parties.organisationId);
}
