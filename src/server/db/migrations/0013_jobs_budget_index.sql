-- btree_gist lets the budget index hold the currency's and the type's equality beside the budget's range. It
-- is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "jobs_published_budget_idx" ON "jobs" USING gist ("budget_currency","budget_type",int4range("budget_min", "budget_max", '[]')) WHERE status = 'published' and budget_currency is not null;
