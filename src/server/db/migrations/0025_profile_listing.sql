-- A facilitator profile is listed once it meets the listing rule (docs/decisions/035): the column is computed
-- for every existing row, so a profile onboarded without its years of experience or a rate leaves the directory
-- until its owner adds them. The directory's index now holds listed profiles only.
DROP INDEX "facilitators_listed_name_idx";--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "listable" boolean GENERATED ALWAYS AS (btrim(headline) <> '' and btrim(bio) <> '' and btrim(location) <> '' and coalesce(cardinality(focus_areas), 0) > 0 and years_experience is not null and rate_currency is not null and (day_rate_min is not null or day_rate_max is not null or hourly_rate_min is not null or hourly_rate_max is not null)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "facilitators_listed_name_idx" ON "facilitators" USING btree ("last_name","first_name","id") WHERE profile_completed_at is not null and hidden_at is null and listable;