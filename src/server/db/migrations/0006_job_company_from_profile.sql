-- A job shows its company's profile name, never text of its own. The name is
-- copied from companies whenever a job is written with a company, and a
-- renamed company renames its jobs, so lists, search, titles, feeds and
-- JSON-LD all read the same, verified name. A job whose company is gone
-- (company_id null) keeps what was written with that change: account deletion
-- writes an anonymous label.
CREATE OR REPLACE FUNCTION fh_job_company_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.company_id IS NOT NULL THEN
    -- An unknown company keeps the row as it is, for the foreign key to refuse.
    NEW.company_name := coalesce((SELECT c.name FROM companies c WHERE c.id = NEW.company_id), NEW.company_name);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_company_name BEFORE INSERT OR UPDATE OF company_id, company_name ON jobs
  FOR EACH ROW EXECUTE FUNCTION fh_job_company_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fh_company_name_to_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET company_name = NEW.name WHERE company_id = NEW.id AND company_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_name_to_jobs AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION fh_company_name_to_jobs();
--> statement-breakpoint
-- Jobs posted before this migration may carry any text: from now on, their company's name.
UPDATE jobs SET company_name = c.name FROM companies c
  WHERE c.id = jobs.company_id AND jobs.company_name IS DISTINCT FROM c.name;
