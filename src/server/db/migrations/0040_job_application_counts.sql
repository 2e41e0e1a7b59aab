CREATE TABLE "job_application_counts" (
	"job_id" uuid NOT NULL,
	"status" text NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_application_counts_job_id_status_pk" PRIMARY KEY("job_id","status")
);
--> statement-breakpoint
ALTER TABLE "job_application_counts" ADD CONSTRAINT "job_application_counts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement-level triggers keep the counts: each statement on applications adds its new rows per job and
-- status and takes away the rows it replaced or deleted, in one upsert in (job, status) order (so that
-- concurrent writers lock the counter rows in the same order and cannot deadlock). A statement that moves
-- no application between jobs or statuses writes nothing. A job deleted with its applications keeps no
-- counts: its rows went with it, and the upsert skips it.
CREATE FUNCTION "job_application_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added job_application_counts[] := '{}';
  removed job_application_counts[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_application_counts;
    RETURN NULL;
  END IF;
  -- A transition table exists only for the operations that have it, so each is read in its own branch.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(ROW(new_rows.job_id, new_rows.status, 1)::job_application_counts), '{}')
    INTO added FROM new_rows;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(ROW(old_rows.job_id, old_rows.status, -1)::job_application_counts), '{}')
    INTO removed FROM old_rows;
  END IF;
  INSERT INTO job_application_counts AS c (job_id, status, applications)
  SELECT change.job_id, change.status, sum(change.applications)::int
  FROM unnest(added || removed) AS change
  WHERE EXISTS (SELECT 1 FROM jobs WHERE jobs.id = change.job_id)
  GROUP BY change.job_id, change.status
  HAVING sum(change.applications) <> 0
  ORDER BY change.job_id, change.status
  ON CONFLICT (job_id, status) DO UPDATE SET applications = c.applications + excluded.applications;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_job_counts_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_application_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "applications_job_counts_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_application_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "applications_job_counts_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_application_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "applications_job_counts_truncate" AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_application_counts_apply"();--> statement-breakpoint
INSERT INTO "job_application_counts" ("job_id", "status", "applications")
SELECT "job_id", "status", count(*)::int FROM "applications" GROUP BY "job_id", "status";
--> statement-breakpoint
DROP INDEX "jobs_company_idx";--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);