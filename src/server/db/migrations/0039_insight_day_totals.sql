CREATE TABLE "insight_day_totals" (
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	"search" integer DEFAULT 0 NOT NULL,
	"directory" integer DEFAULT 0 NOT NULL,
	"alert" integer DEFAULT 0 NOT NULL,
	"rss" integer DEFAULT 0 NOT NULL,
	"external" integer DEFAULT 0 NOT NULL,
	"direct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_day_totals_subject_subject_id_day_metric_pk" PRIMARY KEY("subject","subject_id","day","metric")
);
--> statement-breakpoint
-- The days counted so far, in total and per source, as the counter's upserts keep them from now on.
INSERT INTO "insight_day_totals" ("subject", "subject_id", "day", "metric", "count", "search", "directory", "alert", "rss", "external", "direct")
SELECT "subject", "subject_id", "day", "metric", sum("count"),
  coalesce(sum("count") FILTER (WHERE "source" = 'search'), 0), coalesce(sum("count") FILTER (WHERE "source" = 'directory'), 0),
  coalesce(sum("count") FILTER (WHERE "source" = 'alert'), 0), coalesce(sum("count") FILTER (WHERE "source" = 'rss'), 0),
  coalesce(sum("count") FILTER (WHERE "source" = 'external'), 0), coalesce(sum("count") FILTER (WHERE "source" = 'direct'), 0)
FROM "insight_counts" GROUP BY 1, 2, 3, 4;
