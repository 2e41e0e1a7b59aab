CREATE TABLE "applicant_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_ratings" (
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applicant_ratings_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_company_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_company_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_facilitators" DROP CONSTRAINT "saved_facilitators_company_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "company_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "active_organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "applicant_notes" ADD CONSTRAINT "applicant_notes_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_notes" ADD CONSTRAINT "applicant_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_notes" ADD CONSTRAINT "applicant_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_ratings" ADD CONSTRAINT "applicant_ratings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_ratings" ADD CONSTRAINT "applicant_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_ratings" ADD CONSTRAINT "applicant_ratings_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_audit_log" ADD CONSTRAINT "organisation_audit_log_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_audit_log" ADD CONSTRAINT "organisation_audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_notes_application_idx" ON "applicant_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "organisation_audit_log_org_idx" ON "organisation_audit_log" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organisation_invitations_org_idx" ON "organisation_invitations" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organisation_invitations_email_idx" ON "organisation_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "organisation_members_user_idx" ON "organisation_members" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_changed_by_user_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_company_owner_id_user_id_fk" FOREIGN KEY ("company_owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organisation_id_companies_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_facilitators" ADD CONSTRAINT "saved_facilitators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_organisation_idx" ON "notifications" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A notification is for one person or for one organisation.
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_recipient" CHECK (num_nonnulls("user_id", "organisation_id") = 1);
--> statement-breakpoint
-- Every company becomes an organisation with the same id, and its user its owner: the jobs, applications,
-- threads, invitations and saved facilitators already name that id, so none of them moves.
INSERT INTO "organisation_members" ("organisation_id", "user_id", "role", "created_at")
SELECT c."id", u."id", 'owner', c."created_at" FROM "companies" c JOIN "user" u ON u."id" = c."id";
--> statement-breakpoint
UPDATE "user" u SET "active_organisation_id" = u."id" FROM "companies" c WHERE c."id" = u."id";
--> statement-breakpoint
UPDATE "jobs" j SET "owner_id" = j."company_id" FROM "user" u WHERE u."id" = j."company_id";
--> statement-breakpoint
UPDATE "conversations" t SET "company_owner_id" = t."company_id" FROM "user" u WHERE u."id" = t."company_id";
--> statement-breakpoint
-- The company's notification history is the organisation's.
UPDATE "notifications" n SET "organisation_id" = n."user_id", "user_id" = NULL FROM "companies" c WHERE c."id" = n."user_id";
--> statement-breakpoint
-- A company signed up from now on is an organisation of one owner, with the account's id.
CREATE OR REPLACE FUNCTION fh_user_create_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_type = 'company' THEN
    INSERT INTO companies (id, name) VALUES (NEW.id, NEW.name) ON CONFLICT (id) DO NOTHING;
    INSERT INTO organisation_members (organisation_id, user_id, role) VALUES (NEW.id, NEW.id, 'owner')
    ON CONFLICT DO NOTHING;
  ELSIF NEW.user_type = 'facilitator' THEN
    INSERT INTO facilitators (id, first_name, last_name)
    VALUES (NEW.id, coalesce(NEW.first_name, split_part(NEW.name, ' ', 1)), coalesce(NEW.last_name, nullif(substr(NEW.name, length(split_part(NEW.name, ' ', 1)) + 2), ''), ''))
    ON CONFLICT (id) DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The organisation audit log is append-only, like the operator's: nothing is changed or removed, except
-- by the foreign keys' own actions (an actor's deleted account, a deleted organisation), which run nested.
CREATE FUNCTION "organisation_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 AND TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
     AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'organisation_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "organisation_audit_log_append_only" BEFORE UPDATE OR DELETE ON "organisation_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "organisation_audit_log_append_only"();
