CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_eur" numeric(20, 8) NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "facilitator_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facilitator_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"year" integer NOT NULL,
	"expires_on" date,
	"evidence_url" text,
	"evidence_path" text,
	"evidence_type" text,
	"evidence_name" text,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"verified_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilitator_unavailable_dates" (
	"facilitator_id" uuid NOT NULL,
	"day" date NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilitator_unavailable_dates_key" UNIQUE NULLS NOT DISTINCT("facilitator_id","day","application_id")
);
--> statement-breakpoint
DROP INDEX "jobs_published_search_idx";--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "rate_currency" text;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "day_rate_min" integer;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "day_rate_max" integer;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "hourly_rate_min" integer;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "hourly_rate_max" integer;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "virtual_tools" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "travel" text;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "travel_radius_km" integer;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "session_formats" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "group_sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "availability_status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "verified_credentials" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "session_format" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "session_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "session_time_zone" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "session_dates_flexible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "duration_value" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "duration_unit" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "group_size" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "session_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "design_days" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "delivery_days" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "deliverables" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "roles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_type" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilitator_credentials" ADD CONSTRAINT "facilitator_credentials_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilitator_credentials" ADD CONSTRAINT "facilitator_credentials_verified_by_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilitator_unavailable_dates" ADD CONSTRAINT "facilitator_unavailable_dates_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilitator_unavailable_dates" ADD CONSTRAINT "facilitator_unavailable_dates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilitator_credentials_facilitator_idx" ON "facilitator_credentials" USING btree ("facilitator_id","created_at");--> statement-breakpoint
CREATE INDEX "facilitator_credentials_unverified_idx" ON "facilitator_credentials" USING btree ("created_at","id") WHERE verified_at is null;--> statement-breakpoint
CREATE INDEX "facilitator_unavailable_dates_application_idx" ON "facilitator_unavailable_dates" USING btree ("application_id") WHERE application_id is not null;--> statement-breakpoint
CREATE INDEX "facilitators_facets_idx" ON "facilitators" USING gin ("methods","languages","session_formats","group_sizes");--> statement-breakpoint
CREATE INDEX "facilitators_day_rate_idx" ON "facilitators" USING btree ("rate_currency","day_rate_min") WHERE day_rate_min is not null;--> statement-breakpoint
CREATE INDEX "facilitators_hourly_rate_idx" ON "facilitators" USING btree ("rate_currency","hourly_rate_min") WHERE hourly_rate_min is not null;--> statement-breakpoint
CREATE INDEX "facilitators_verified_idx" ON "facilitators" USING btree ("id") WHERE verified_credentials > 0;--> statement-breakpoint
CREATE INDEX "jobs_published_search_idx" ON "jobs" USING gin ("search","focus_areas","remote","employment_type","experience","session_format","group_size","session_languages","session_dates","budget_currency") WHERE status = 'published';--> statement-breakpoint
-- The starting exchange rates (units per euro); the operator updates them in the console.
INSERT INTO "exchange_rates" ("currency", "per_eur", "as_of") VALUES
	('EUR', 1, '2026-11-02'),
	('USD', 1.16, '2026-11-02'),
	('GBP', 0.88, '2026-11-02'),
	('CHF', 0.93, '2026-11-02'),
	('CAD', 1.62, '2026-11-02'),
	('AUD', 1.77, '2026-11-02'),
	('NZD', 2.02, '2026-11-02'),
	('SEK', 10.95, '2026-11-02'),
	('NOK', 11.70, '2026-11-02'),
	('DKK', 7.46, '2026-11-02'),
	('PLN', 4.25, '2026-11-02'),
	('CZK', 24.30, '2026-11-02'),
	('JPY', 176, '2026-11-02'),
	('SGD', 1.51, '2026-11-02'),
	('INR', 102.5, '2026-11-02'),
	('ZAR', 20.10, '2026-11-02'),
	('KES', 150, '2026-11-02'),
	('NGN', 1680, '2026-11-02'),
	('BRL', 6.25, '2026-11-02'),
	('MXN', 21.40, '2026-11-02')
ON CONFLICT ("currency") DO NOTHING;
