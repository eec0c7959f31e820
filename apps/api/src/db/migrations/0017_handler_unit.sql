CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_kind_valid" CHECK ("units"."kind" in ('department', 'subdistrict', 'park')),
	CONSTRAINT "units_name_not_blank" CHECK (btrim("units"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unit_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_unique" ON "units" USING btree ("name");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_unit_idx" ON "users" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unit_only_handlers" CHECK ("users"."unit_id" is null or "users"."role" = 'handler');