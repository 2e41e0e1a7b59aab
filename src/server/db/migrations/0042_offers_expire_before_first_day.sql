-- An offer expires at the latest when its first session day begins in its time zone (docs/decisions/048):
-- each open offer sent before that rule is held to it. One whose first day has begun is past its expiry now,
-- and the sweep expires it, telling both sides. Its versions keep the expiry they were sent with (they are
-- append-only). A time zone PostgreSQL does not know is left alone: decide() holds that offer to its first
-- day all the same.
UPDATE "engagements"
SET "expires_at" = ("first_day"::timestamp AT TIME ZONE "time_zone") - interval '1 millisecond'
WHERE "status" = 'offered'
  AND "time_zone" IN (SELECT "name" FROM pg_timezone_names)
  AND "expires_at" > ("first_day"::timestamp AT TIME ZONE "time_zone") - interval '1 millisecond';
