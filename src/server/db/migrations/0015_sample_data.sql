CREATE TABLE "sample_data" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A database seeded before this table existed (every start loaded the samples) counts as loaded, so that
-- the samples an admin deleted there are not brought back.
INSERT INTO "sample_data" ("id", "state", "changed_at")
SELECT 'samples', 'loaded', now()
WHERE EXISTS (SELECT 1 FROM "jobs" WHERE "seed_key" IS NOT NULL)
   OR EXISTS (SELECT 1 FROM "user" WHERE "email" LIKE '%@facilitators.example')
ON CONFLICT ("id") DO NOTHING;
