CREATE TABLE "policy_catalogue_stamp" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "policy_catalogue_stamp_one_row" CHECK ("policy_catalogue_stamp"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "policy_catalogue_stamp" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- One bump per writing statement (not per row): a 100 000-row seed insert adds one.
CREATE FUNCTION "policy_catalogue_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "policy_catalogue_stamp" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "policies_catalogue_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION "policy_catalogue_bump"();--> statement-breakpoint
CREATE TRIGGER "policy_calls_catalogue_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policy_calls" FOR EACH STATEMENT EXECUTE FUNCTION "policy_catalogue_bump"();
