DROP INDEX "jobs_company_idx";--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);