CREATE TABLE "alert_matches" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"saved_search_id" uuid,
	"matched_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_matches_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_alert_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_facilitators" (
	"company_id" uuid NOT NULL,
	"facilitator_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_facilitators_company_id_facilitator_id_pk" PRIMARY KEY("company_id","facilitator_id")
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deadline_reminded_at" timestamp with time zone,
	CONSTRAINT "saved_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"q" text,
	"focus_area" text,
	"remote" text,
	"employment_type" text,
	"experience" text,
	"frequency" text NOT NULL,
	"query" "tsquery" GENERATED ALWAYS AS (websearch_to_tsquery('english', coalesce(q, ''))) STORED,
	"lexemes" text[] GENERATED ALWAYS AS (case when numnode(websearch_to_tsquery('english', coalesce(q, ''))) = 0 or querytree(websearch_to_tsquery('english', coalesce(q, ''))) = 'T' then null else tsvector_to_array(to_tsvector('english', q)) end) STORED,
	"next_digest_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "email_job_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_outbox" ADD CONSTRAINT "job_alert_outbox_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_facilitators" ADD CONSTRAINT "saved_facilitators_company_id_user_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_facilitators" ADD CONSTRAINT "saved_facilitators_facilitator_id_user_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_unsent_idx" ON "alert_matches" USING btree ("saved_search_id","matched_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "alert_matches_job_idx" ON "alert_matches" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "saved_facilitators_company_idx" ON "saved_facilitators" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_facilitators_facilitator_idx" ON "saved_facilitators" USING btree ("facilitator_id");--> statement-breakpoint
CREATE INDEX "saved_jobs_user_idx" ON "saved_jobs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_jobs_job_idx" ON "saved_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_searches_lexemes_idx" ON "saved_searches" USING gin ("lexemes") WHERE frequency <> 'off' and lexemes is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_focus_area_idx" ON "saved_searches" USING btree ("focus_area") WHERE frequency <> 'off' and lexemes is null;--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_digest_at") WHERE frequency in ('daily', 'weekly');--> statement-breakpoint
-- A job that becomes publicly visible (its status becomes 'published': a publication, an approval, a
-- reopening, a relisting, an admin's unhiding, its company's reinstatement) waits here for the alert matcher.
CREATE FUNCTION jobs_became_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'published') THEN
    INSERT INTO job_alert_outbox (job_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_became_public AFTER INSERT OR UPDATE OF status ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_became_public();
