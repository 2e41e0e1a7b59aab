DROP INDEX "applications_job_idx";--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
