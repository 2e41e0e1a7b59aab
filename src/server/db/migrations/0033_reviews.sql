CREATE TABLE "outcome_follow_ups" (
	"engagement_id" uuid PRIMARY KEY NOT NULL,
	"facilitator_id" uuid,
	"organisation_id" uuid,
	"asked_at" timestamp with time zone NOT NULL,
	"answers" jsonb,
	"answered_at" timestamp with time zone,
	"answered_by" uuid
);
--> statement-breakpoint
CREATE TABLE "outside_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facilitator_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"given_at" timestamp with time zone,
	"body" text,
	"role" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"facilitator_id" uuid,
	"organisation_id" uuid,
	"author_id" uuid,
	"rating" integer NOT NULL,
	"criteria" jsonb NOT NULL,
	"outcomes" jsonb,
	"would_hire_again" boolean,
	"body" text NOT NULL,
	"private_note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	"reply_body" text,
	"reply_at" timestamp with time zone,
	"reply_author_id" uuid,
	"reply_hidden_at" timestamp with time zone,
	"reply_hidden_reason" text,
	CONSTRAINT "reviews_rating_check" CHECK (rating between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "completed_engagements" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "facilitators_engaged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "facilitators_rebooked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "review_reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "reviews_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "completed_engagements" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "repeat_clients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "outcomes_met" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "outcomes_rated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "outcomes_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "outcomes_followed_up" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outcome_follow_ups" ADD CONSTRAINT "outcome_follow_ups_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_follow_ups" ADD CONSTRAINT "outcome_follow_ups_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_follow_ups" ADD CONSTRAINT "outcome_follow_ups_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_follow_ups" ADD CONSTRAINT "outcome_follow_ups_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_references" ADD CONSTRAINT "outside_references_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_author_id_user_id_fk" FOREIGN KEY ("reply_author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outcome_follow_ups_facilitator_idx" ON "outcome_follow_ups" USING btree ("facilitator_id");--> statement-breakpoint
CREATE INDEX "outside_references_facilitator_idx" ON "outside_references" USING btree ("facilitator_id","requested_at");--> statement-breakpoint
CREATE INDEX "outside_references_requested_idx" ON "outside_references" USING btree ("requested_at") WHERE status = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_engagement_subject_idx" ON "reviews" USING btree ("engagement_id","subject");--> statement-breakpoint
CREATE INDEX "reviews_facilitator_published_idx" ON "reviews" USING btree ("facilitator_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE subject = 'facilitator' and published_at is not null;--> statement-breakpoint
CREATE INDEX "reviews_organisation_published_idx" ON "reviews" USING btree ("organisation_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE subject = 'organisation' and published_at is not null;--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "engagements_completed_idx" ON "engagements" USING btree ("completed_at") WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "facilitators_listed_rating_idx" ON "facilitators" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"id") WHERE profile_completed_at is not null and hidden_at is null and listable;--> statement-breakpoint
-- Backfill: the completed engagements that came before the reputation columns count from the start.
UPDATE "facilitators" f SET "completed_engagements" = e.completed, "repeat_clients" = e.repeat_clients
FROM (SELECT facilitator_id, sum(n)::int AS completed,
             (count(*) FILTER (WHERE n >= 2 AND organisation_id IS NOT NULL))::int AS repeat_clients
        FROM (SELECT facilitator_id, organisation_id, count(*) AS n FROM "engagements"
               WHERE status = 'completed' AND facilitator_id IS NOT NULL
               GROUP BY facilitator_id, organisation_id) per_client
       GROUP BY facilitator_id) e
WHERE f.id = e.facilitator_id;--> statement-breakpoint
UPDATE "companies" c SET "completed_engagements" = e.completed, "facilitators_engaged" = e.engaged,
       "facilitators_rebooked" = e.rebooked
FROM (SELECT organisation_id, sum(n)::int AS completed,
             (count(*) FILTER (WHERE facilitator_id IS NOT NULL))::int AS engaged,
             (count(*) FILTER (WHERE n >= 2 AND facilitator_id IS NOT NULL))::int AS rebooked
        FROM (SELECT organisation_id, facilitator_id, count(*) AS n FROM "engagements"
               WHERE status = 'completed' AND organisation_id IS NOT NULL
               GROUP BY organisation_id, facilitator_id) per_facilitator
       GROUP BY organisation_id) e
WHERE c.id = e.organisation_id;
