CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_side" text NOT NULL,
	"actor_id" uuid,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_versions" (
	"engagement_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"author_side" text NOT NULL,
	"author_id" uuid,
	"terms" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"net_total_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_versions_engagement_id_version_pk" PRIMARY KEY("engagement_id","version")
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"facilitator_id" uuid,
	"owner_id" uuid,
	"job_id" uuid,
	"application_id" uuid,
	"conversation_id" uuid,
	"status" text DEFAULT 'offered' NOT NULL,
	"turn" text,
	"version" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"net_total_minor" bigint NOT NULL,
	"decline_reason" text,
	"accepted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_side" text,
	"cancel_reason" text,
	"cancellation_percent" integer,
	"cancellation_fee_minor" bigint,
	"flagged_at" timestamp with time zone,
	"flag_reason" text,
	"start_reminded_at" timestamp with time zone,
	"delivery_reminded_at" timestamp with time zone,
	"completion_reminded_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagements_days_check" CHECK (first_day <= last_day),
	CONSTRAINT "engagements_turn_check" CHECK ((status = 'offered') = (turn is not null))
);
--> statement-breakpoint
ALTER TABLE "facilitator_unavailable_dates" DROP CONSTRAINT "facilitator_unavailable_dates_key";--> statement-breakpoint
ALTER TABLE "facilitator_unavailable_dates" ADD COLUMN "engagement_id" uuid;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "cancellation_tiers" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "positions" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_events" ADD CONSTRAINT "engagement_events_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_events" ADD CONSTRAINT "engagement_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_versions" ADD CONSTRAINT "engagement_versions_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_versions" ADD CONSTRAINT "engagement_versions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_events_engagement_idx" ON "engagement_events" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE INDEX "engagements_facilitator_idx" ON "engagements" USING btree ("facilitator_id","status","first_day");--> statement-breakpoint
CREATE INDEX "engagements_organisation_idx" ON "engagements" USING btree ("organisation_id","status","first_day");--> statement-breakpoint
CREATE INDEX "engagements_offered_expiry_idx" ON "engagements" USING btree ("expires_at") WHERE status = 'offered';--> statement-breakpoint
CREATE INDEX "engagements_confirmed_day_idx" ON "engagements" USING btree ("first_day","last_day") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "engagements_delivered_idx" ON "engagements" USING btree ("delivered_at") WHERE status = 'delivered';--> statement-breakpoint
CREATE INDEX "engagements_flagged_idx" ON "engagements" USING btree ("flagged_at") WHERE flagged_at is not null;--> statement-breakpoint
CREATE INDEX "engagements_application_idx" ON "engagements" USING btree ("application_id") WHERE application_id is not null;--> statement-breakpoint
CREATE INDEX "engagements_job_idx" ON "engagements" USING btree ("job_id") WHERE job_id is not null;--> statement-breakpoint
ALTER TABLE "facilitator_unavailable_dates" ADD CONSTRAINT "facilitator_unavailable_dates_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilitator_unavailable_dates_engagement_idx" ON "facilitator_unavailable_dates" USING btree ("engagement_id") WHERE engagement_id is not null;--> statement-breakpoint
ALTER TABLE "facilitator_unavailable_dates" ADD CONSTRAINT "facilitator_unavailable_dates_key" UNIQUE NULLS NOT DISTINCT("facilitator_id","day","application_id","engagement_id");--> statement-breakpoint
-- An offer's versions and an engagement's history are never rewritten: an UPDATE is refused, except the
-- foreign keys' own "set null" when an author's account is deleted (nested, and changing nothing else).
-- Rows go only with their engagement (cascade).
CREATE FUNCTION "engagement_records_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  author_column text := CASE TG_TABLE_NAME WHEN 'engagement_versions' THEN 'author_id' ELSE 'actor_id' END;
BEGIN
  IF pg_trigger_depth() > 1 AND (to_jsonb(OLD) ->> author_column) IS NOT NULL
     AND (to_jsonb(NEW) ->> author_column) IS NULL
     AND (to_jsonb(NEW) - author_column) = (to_jsonb(OLD) - author_column) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: UPDATE refused', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "engagement_versions_unchanged" BEFORE UPDATE ON "engagement_versions"
  FOR EACH ROW EXECUTE FUNCTION "engagement_records_unchanged"();
--> statement-breakpoint
CREATE TRIGGER "engagement_events_unchanged" BEFORE UPDATE ON "engagement_events"
  FOR EACH ROW EXECUTE FUNCTION "engagement_records_unchanged"();
