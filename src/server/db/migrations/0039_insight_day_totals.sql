CREATE TABLE "insight_day_totals" (
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_day_totals_subject_subject_id_day_metric_pk" PRIMARY KEY("subject","subject_id","day","metric")
);
--> statement-breakpoint
-- The days counted so far, summed over their sources, as the counter's upserts keep them from now on.
INSERT INTO "insight_day_totals" ("subject", "subject_id", "day", "metric", "count")
SELECT "subject", "subject_id", "day", "metric", sum("count") FROM "insight_counts" GROUP BY 1, 2, 3, 4;
