CREATE TABLE "focus_area_job_counts" (
	"focus_area" text PRIMARY KEY NOT NULL,
	"published_jobs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Statement-level triggers keep the counts: each statement on jobs adds its published rows' focus areas
-- and takes away those of the rows it replaced or deleted, in one upsert in focus-area order (so that
-- concurrent writers lock the counter rows in the same order and cannot deadlock).
CREATE FUNCTION "focus_area_job_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE focus_area_job_counts SET published_jobs = 0;
    RETURN NULL;
  END IF;
  -- A transition table exists only for the operations that have it, so each is read in its own branch.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(area), '{}') INTO added
    FROM new_rows, unnest(new_rows.focus_areas) AS area WHERE new_rows.status = 'published';
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(area), '{}') INTO removed
    FROM old_rows, unnest(old_rows.focus_areas) AS area WHERE old_rows.status = 'published';
  END IF;
  INSERT INTO focus_area_job_counts AS c (focus_area, published_jobs)
  SELECT area, sum(delta)::int
  FROM (
    SELECT unnest(added) AS area, 1 AS delta
    UNION ALL
    SELECT unnest(removed), -1
  ) AS changes
  GROUP BY area
  HAVING sum(delta) <> 0
  ORDER BY area
  ON CONFLICT (focus_area) DO UPDATE SET published_jobs = c.published_jobs + excluded.published_jobs;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_focus_area_counts_insert" AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "focus_area_job_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "jobs_focus_area_counts_update" AFTER UPDATE ON "jobs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "focus_area_job_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "jobs_focus_area_counts_delete" AFTER DELETE ON "jobs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "focus_area_job_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "jobs_focus_area_counts_truncate" AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "focus_area_job_counts_apply"();--> statement-breakpoint
INSERT INTO "focus_area_job_counts" ("focus_area", "published_jobs")
SELECT area, count(*)::int FROM "jobs", unnest("jobs"."focus_areas") AS area
WHERE "jobs"."status" = 'published' GROUP BY area;
