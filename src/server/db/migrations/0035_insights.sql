CREATE TABLE "insight_counts" (
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"source" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_counts_subject_subject_id_day_metric_source_pk" PRIMARY KEY("subject","subject_id","day","metric","source")
);
--> statement-breakpoint
CREATE TABLE "insight_filter_counts" (
	"facilitator_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_filter_counts_facilitator_id_day_kind_value_pk" PRIMARY KEY("facilitator_id","day","kind","value")
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_visitor_marks" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "insight_visitor_marks_day_hash_pk" PRIMARY KEY("day","hash")
);
--> statement-breakpoint
CREATE TABLE "job_listing_periods" (
	"job_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_listing_periods_job_id_started_at_pk" PRIMARY KEY("job_id","started_at")
);
--> statement-breakpoint
ALTER TABLE "insight_filter_counts" ADD CONSTRAINT "insight_filter_counts_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listing_periods" ADD CONSTRAINT "job_listing_periods_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_counts_day_idx" ON "insight_counts" USING btree ("metric","day","subject");--> statement-breakpoint
-- A job's listing periods: each publication that sets its posting date (the first one, each relisting) starts
-- one; a reopened job keeps its posting date and so its period. Existing jobs start with their current one.
CREATE FUNCTION fh_job_listing_period() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.posted_at IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.posted_at IS DISTINCT FROM OLD.posted_at) THEN
    INSERT INTO job_listing_periods (job_id, started_at) VALUES (NEW.id, NEW.posted_at) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_listing_period AFTER INSERT OR UPDATE OF posted_at ON jobs
  FOR EACH ROW EXECUTE FUNCTION fh_job_listing_period();
--> statement-breakpoint
INSERT INTO job_listing_periods (job_id, started_at) SELECT id, posted_at FROM jobs WHERE posted_at IS NOT NULL;
