CREATE TABLE "work_calendar_days" (
	"day" date PRIMARY KEY NOT NULL,
	"is_workday" boolean NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_calendar_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "work_calendar_years" ADD CONSTRAINT "work_calendar_years_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
-- Audit rows are written once and never changed (issue 26, Safety): no call updates them, and the
-- database refuses it too. The one change allowed is the foreign key's own ON DELETE SET NULL
-- when an actor's user row goes.
CREATE OR REPLACE FUNCTION audit_log_unchangeable() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.actor_user_id IS NULL
     AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER audit_log_unchangeable BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_unchangeable();
