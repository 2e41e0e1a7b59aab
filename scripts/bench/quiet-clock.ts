/**
 * The loaded data as the business clock's sweeps would have left it (workers.ts), so that the measured server
 * finds nothing to do and its sweeps are not measured with the endpoints (bench.ts fails a run in which it
 * mailed anyone): jobs expiring soon were reminded; completed engagements had their review reminders sent,
 * their review windows closed once past, and their agreed outcomes followed up once due. Over every row, the
 * sample data's included.
 */
import type pg from 'pg';
import { JOB_EXPIRY_REMINDER_DAYS } from '../../src/shared/job-options';
import {
  FOLLOW_UP_AFTER_DAYS,
  REVIEW_REMINDER_DAYS,
  REVIEW_WINDOW_DAYS,
} from '../../src/shared/review-options';

export async function quietBusinessClock(pool: pg.Pool, log: (msg: string) => void) {
  const started = Date.now();
  const reminded = await pool.query(
    `update jobs set expiry_reminded_at = now()
     where status = 'published' and expiry_reminded_at is null
       and expires_at > now() and expires_at <= now() + $1 * interval '1 day'`,
    [JOB_EXPIRY_REMINDER_DAYS],
  );
  const reviewed = await pool.query(
    `update engagements e
     set review_reminders_sent = (select count(*) from unnest($1::int[]) as d
                                  where e.completed_at + d * interval '1 day' <= now()),
         reviews_closed_at = case when e.completed_at <= now() - $2 * interval '1 day'
                                  then e.completed_at + $2 * interval '1 day' end
     where e.status = 'completed' and e.reviews_closed_at is null`,
    [REVIEW_REMINDER_DAYS, REVIEW_WINDOW_DAYS],
  );
  const followedUp = await pool.query(
    `insert into outcome_follow_ups (engagement_id, facilitator_id, organisation_id, asked_at)
     select e.id, e.facilitator_id, e.organisation_id, e.completed_at + $1 * interval '1 day'
     from engagements e
     join engagement_versions v on v.engagement_id = e.id and v.version = e.version
     where e.status = 'completed' and e.completed_at <= now() - $1 * interval '1 day'
       and jsonb_array_length(coalesce(v.terms -> 'outcomes', '[]'::jsonb)) > 0
     on conflict (engagement_id) do nothing`,
    [FOLLOW_UP_AFTER_DAYS],
  );
  log(
    `  the business clock quieted: ${reminded.rowCount} expiry reminders, ${reviewed.rowCount} completed engagements’ review reminders and windows, ${followedUp.rowCount} follow-ups marked done (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
