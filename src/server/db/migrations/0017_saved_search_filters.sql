-- A saved search keeps every filter of its /jobs search in one jsonb column, in the shape the shared /jobs
-- filter schema parses them; the matcher's index columns are derived from it.
ALTER TABLE "saved_searches" ADD COLUMN "filters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Existing searches keep what they had: their keyword and their four filters.
UPDATE "saved_searches" SET "filters" = jsonb_strip_nulls(jsonb_build_object(
  'q', nullif(btrim("q"), ''),
  'focusArea', "focus_area",
  'remote', "remote",
  'employmentType', "employment_type",
  'experience', "experience"
));--> statement-breakpoint
DROP INDEX IF EXISTS "saved_searches_lexemes_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "saved_searches_focus_area_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "lexemes";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "query";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "focus_area";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "q";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "remote";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "employment_type";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "experience";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_set" uuid GENERATED ALWAYS AS (md5((filters - 'q')::text)::uuid) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "focus_area" text GENERATED ALWAYS AS (filters ->> 'focusArea') STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "query" "tsquery" GENERATED ALWAYS AS (websearch_to_tsquery('english', coalesce(filters ->> 'q', ''))) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "lexemes" text[] GENERATED ALWAYS AS (case when numnode(websearch_to_tsquery('english', coalesce(filters ->> 'q', ''))) = 0 or querytree(websearch_to_tsquery('english', coalesce(filters ->> 'q', ''))) = 'T' then null else tsvector_to_array(to_tsvector('english', filters ->> 'q')) end) STORED;--> statement-breakpoint
CREATE INDEX "saved_searches_lexemes_idx" ON "saved_searches" USING gin ("lexemes") WHERE frequency <> 'off' and lexemes is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_focus_area_idx" ON "saved_searches" USING btree ("focus_area") WHERE frequency <> 'off' and lexemes is null;
