CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"category" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" uuid
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "reports_open_target_idx" ON "reports" USING btree ("target_type","target_id","created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_published_expires_idx" ON "jobs" USING btree ("expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_pending_review_idx" ON "jobs" USING btree ("submitted_at","id") WHERE status = 'pending_review';--> statement-breakpoint
-- Jobs published before moderation existed count as approved.
UPDATE "jobs" SET "approved_at" = coalesce("posted_at", "created_at") WHERE "status" IN ('published', 'closed');--> statement-breakpoint
-- Published jobs get their expiry: the end of the deadline's day where that day ends last (12:00 UTC on
-- the next day, as "accepting applications" reads a deadline), or 60 days (JOB_TTL_DAYS' default) after
-- publication. Those already past it expire at the scheduler's first sweep.
UPDATE "jobs" SET "expires_at" = CASE
    WHEN "application_deadline" IS NOT NULL THEN (("application_deadline" + 1)::timestamp + interval '12 hours') AT TIME ZONE 'UTC'
    ELSE coalesce("posted_at", "created_at") + interval '60 days'
  END
WHERE "status" = 'published';
