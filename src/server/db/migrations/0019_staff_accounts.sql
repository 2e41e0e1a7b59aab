ALTER TABLE "facilitator_credentials" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facilitator_credentials" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "facilitator_credentials" ADD COLUMN "evidence_requested_at" timestamp with time zone;--> statement-breakpoint
-- The operator's staff are not companies: an admin (the role recorded when an ADMIN_EMAILS address was
-- confirmed) becomes a staff account. Their profile row and whatever hangs on it stay as they are.
UPDATE "user" SET "user_type" = 'staff' WHERE "role" = 'admin';
