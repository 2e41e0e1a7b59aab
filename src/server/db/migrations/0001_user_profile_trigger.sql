ALTER TABLE "user" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_name" text;--> statement-breakpoint
-- Every new user gets the empty profile row of their type in the same
-- transaction as the user row, whichever code path created the user.
CREATE OR REPLACE FUNCTION fh_user_create_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_type = 'company' THEN
    INSERT INTO companies (id, name) VALUES (NEW.id, NEW.name) ON CONFLICT (id) DO NOTHING;
  ELSIF NEW.user_type = 'facilitator' THEN
    INSERT INTO facilitators (id, first_name, last_name)
    VALUES (NEW.id, coalesce(NEW.first_name, split_part(NEW.name, ' ', 1)), coalesce(NEW.last_name, nullif(substr(NEW.name, length(split_part(NEW.name, ' ', 1)) + 2), ''), ''))
    ON CONFLICT (id) DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_create_profile AFTER INSERT ON "user" FOR EACH ROW EXECUTE FUNCTION fh_user_create_profile();
