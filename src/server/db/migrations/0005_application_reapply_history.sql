ALTER TABLE "applications" ADD COLUMN "withdrawn_from" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_notification_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_notified_at" timestamp with time zone;