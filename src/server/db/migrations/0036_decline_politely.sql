CREATE TABLE "application_declines" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"previous_status" text NOT NULL,
	"declined_by" uuid,
	"subject" text,
	"body" text,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decline_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"replaces_default" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tell_remaining_applicants" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "application_declines" ADD CONSTRAINT "application_declines_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_declines" ADD CONSTRAINT "application_declines_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_declines" ADD CONSTRAINT "application_declines_declined_by_user_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_templates" ADD CONSTRAINT "decline_templates_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_declines_due_idx" ON "application_declines" USING btree ("send_at") WHERE sent_at is null and cancelled_at is null and send_at is not null;--> statement-breakpoint
CREATE INDEX "application_declines_org_idx" ON "application_declines" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "decline_templates_org_idx" ON "decline_templates" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "decline_templates_default_idx" ON "decline_templates" USING btree ("organisation_id","replaces_default") WHERE replaces_default is not null;