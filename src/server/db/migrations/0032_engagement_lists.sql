-- Each side's Engagements page and an organisation's audit log are read newest first straight from an index
-- in their exact order (ORDER BY … DESC is NULLS FIRST; an index in the other null order cannot give it).
DROP INDEX "organisation_audit_log_org_idx";--> statement-breakpoint
CREATE INDEX "engagements_facilitator_created_idx" ON "engagements" USING btree ("facilitator_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "engagements_organisation_created_idx" ON "engagements" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organisation_audit_log_org_idx" ON "organisation_audit_log" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);