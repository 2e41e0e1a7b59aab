-- An extension moves a job's application deadline with its expiry (extendJobOnce), and each new expiry
-- period starts without the reminder and extension of the one before (newExpiryPeriod). The jobs on the
-- site, or held there by their company's suspension, are put right once; their expiry stays as it is.
--
-- A job extended with a deadline kept that deadline: listed past it, it took no applications. It moves to
-- the day the expiry ends (jobExpiresAt: 12:00 UTC on the day after the deadline).
UPDATE "jobs" SET "application_deadline" = (("expires_at" AT TIME ZONE 'UTC') - interval '36 hours')::date
WHERE "status" IN ('published', 'suspended') AND "extended_at" IS NOT NULL
  AND "application_deadline" < (("expires_at" AT TIME ZONE 'UTC') - interval '36 hours')::date;
--> statement-breakpoint
-- A reopening, an approval after a second review and a new deadline kept an earlier period's reminder and
-- extension. An extension comes at most 5 days (JOB_EXPIRY_REMINDER_DAYS) before the expiry it moves by 30
-- (JOB_EXTEND_DAYS); a reminder at most 5 days before its expiry, or 35 before an extended one. One further
-- from the job's expiry than that belongs to an earlier period, and is cleared.
UPDATE "jobs" SET
  "extended_at" = CASE
    WHEN "expires_at" > "extended_at" + interval '35 days' THEN NULL
    ELSE "extended_at"
  END,
  "expiry_reminded_at" = CASE
    WHEN "expires_at" > "expiry_reminded_at" + CASE
        WHEN "expires_at" <= "extended_at" + interval '35 days' THEN interval '35 days'
        ELSE interval '5 days'
      END
    THEN NULL
    ELSE "expiry_reminded_at"
  END
WHERE "status" IN ('published', 'suspended') AND "expires_at" IS NOT NULL
  AND ("extended_at" IS NOT NULL OR "expiry_reminded_at" IS NOT NULL);
