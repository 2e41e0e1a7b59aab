-- btree_gin lets the scalar filters (remote, employment type, experience) live in the same GIN index as the
-- search vector and the focus areas. It is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "jobs_focus_areas_idx";--> statement-breakpoint
CREATE INDEX "jobs_published_search_idx" ON "jobs" USING gin ("search","focus_areas","remote","employment_type","experience") WHERE status = 'published';
