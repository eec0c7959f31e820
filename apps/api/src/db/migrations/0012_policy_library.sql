-- pg_trgm: fuzzy title matching (PGlite loads it as an extension; PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "policy_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"title" text NOT NULL,
	"apply_start_on" date,
	"apply_end_on" date,
	"delivery_mode" text NOT NULL,
	"support_type" text NOT NULL,
	"support_ceiling" numeric(14, 2),
	"support_text" text DEFAULT '' NOT NULL,
	"conditions" jsonb NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handling_unit" text DEFAULT '' NOT NULL,
	"consult_phone" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "policy_calls_mode_valid" CHECK ("policy_calls"."delivery_mode" in ('exempt', 'instant', 'review')),
	CONSTRAINT "policy_calls_state_valid" CHECK ("policy_calls"."state" in ('draft', 'published')),
	CONSTRAINT "policy_calls_window_ordered" CHECK ("policy_calls"."apply_start_on" is null or "policy_calls"."apply_end_on" is null or "policy_calls"."apply_start_on" <= "policy_calls"."apply_end_on"),
	CONSTRAINT "policy_calls_ceiling_nonnegative" CHECK ("policy_calls"."support_ceiling" is null or "policy_calls"."support_ceiling" >= 0)
);
--> statement-breakpoint
CREATE TABLE "policy_subscriptions" (
	"user_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_subscriptions_user_id_policy_id_pk" PRIMARY KEY("user_id","policy_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"upload_id" integer NOT NULL,
	"valid_until" date,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exempt_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"state" text DEFAULT 'matched' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"snapshot" jsonb NOT NULL,
	"amount" numeric(14, 2),
	"bank_account" jsonb,
	"answered_by" integer,
	"member_note" text,
	"reason" text,
	"notified_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exempt_cases_state_valid" CHECK ("exempt_cases"."state" in ('matched', 'notified', 'confirmed', 'disputed', 'declined', 'publicized', 'paid', 'received', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "policy_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"materials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"corrections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"amount" numeric(14, 2),
	"bank_account" jsonb,
	"submit_key" text,
	"serial_number" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_applications_state_valid" CHECK ("policy_applications"."state" in ('draft', 'submitted', 'accepted', 'rejected', 'correction', 'reviewing', 'publicized', 'paid', 'received', 'failed', 'withdrawn')),
	CONSTRAINT "policy_applications_amount_nonnegative" CHECK ("policy_applications"."amount" is null or "policy_applications"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "knowledge_policies" (
	"knowledge_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	CONSTRAINT "knowledge_policies_knowledge_id_policy_id_pk" PRIMARY KEY("knowledge_id","policy_id")
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_valid";--> statement-breakpoint
ALTER TABLE "knowledge" DROP CONSTRAINT "knowledge_policy_id_policies_id_fk";
--> statement-breakpoint
DROP INDEX "knowledge_policy_idx";--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "written_on" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "industry_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "themes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "validity" text DEFAULT 'current' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "successor_id" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "interpretation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "consult_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "verified_on" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "support_ceiling" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_award_groups" ADD COLUMN "call_id" integer;--> statement-breakpoint
ALTER TABLE "bulletins" ADD COLUMN "call_id" integer;--> statement-breakpoint
ALTER TABLE "knowledge" ADD COLUMN "kind" text DEFAULT 'interpretation' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "policy_calls" ADD CONSTRAINT "policy_calls_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_subscriptions" ADD CONSTRAINT "policy_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_subscriptions" ADD CONSTRAINT "policy_subscriptions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_materials" ADD CONSTRAINT "enterprise_materials_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_materials" ADD CONSTRAINT "enterprise_materials_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_materials" ADD CONSTRAINT "enterprise_materials_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exempt_cases" ADD CONSTRAINT "exempt_cases_call_id_policy_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."policy_calls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exempt_cases" ADD CONSTRAINT "exempt_cases_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exempt_cases" ADD CONSTRAINT "exempt_cases_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_applications" ADD CONSTRAINT "policy_applications_call_id_policy_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."policy_calls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_applications" ADD CONSTRAINT "policy_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_applications" ADD CONSTRAINT "policy_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_policies" ADD CONSTRAINT "knowledge_policies_knowledge_id_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_policies" ADD CONSTRAINT "knowledge_policies_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_calls_policy_idx" ON "policy_calls" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_calls_end_idx" ON "policy_calls" USING btree ("state","apply_end_on");--> statement-breakpoint
CREATE INDEX "policy_calls_mode_idx" ON "policy_calls" USING btree ("delivery_mode","state");--> statement-breakpoint
CREATE INDEX "policy_subscriptions_policy_idx" ON "policy_subscriptions" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "enterprise_materials_enterprise_kind_idx" ON "enterprise_materials" USING btree ("enterprise_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "exempt_cases_call_enterprise_idx" ON "exempt_cases" USING btree ("call_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "exempt_cases_enterprise_idx" ON "exempt_cases" USING btree ("enterprise_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exempt_cases_state_idx" ON "exempt_cases" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_applications_live_idx" ON "policy_applications" USING btree ("enterprise_id","call_id") WHERE "policy_applications"."state" not in ('withdrawn', 'rejected', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "policy_applications_serial_idx" ON "policy_applications" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "policy_applications_enterprise_idx" ON "policy_applications" USING btree ("enterprise_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policy_applications_state_idx" ON "policy_applications" USING btree ("state","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policy_applications_call_idx" ON "policy_applications" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "knowledge_policies_policy_idx" ON "knowledge_policies" USING btree ("policy_id");--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_successor_id_policies_id_fk" FOREIGN KEY ("successor_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_award_groups" ADD CONSTRAINT "policy_award_groups_call_id_policy_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."policy_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_call_id_policy_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."policy_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policies_search_idx" ON "policies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "policies_title_trgm_idx" ON "policies" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_themes_idx" ON "policies" USING gin ("themes");--> statement-breakpoint
CREATE INDEX "policies_industry_codes_idx" ON "policies" USING gin ("industry_codes");--> statement-breakpoint
CREATE INDEX "knowledge_search_idx" ON "knowledge" USING gin ("search_vector");--> statement-breakpoint
-- An interpretation's one policy becomes its first row in knowledge_policies.
INSERT INTO "knowledge_policies" ("knowledge_id", "policy_id") SELECT "id", "policy_id" FROM "knowledge" WHERE "policy_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge" DROP COLUMN "policy_id";--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_valid" CHECK ("uploads"."purpose" in ('avatar', 'licence', 'authorisation', 'material'));--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_validity_valid" CHECK ("policies"."validity" in ('current', 'revised', 'repealed'));--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_state_valid" CHECK ("policies"."state" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "knowledge" ADD CONSTRAINT "knowledge_kind_valid" CHECK ("knowledge"."kind" in ('interpretation', 'qa'));