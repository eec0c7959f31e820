CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"title" text NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"issuing_unit" text NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"published_on" date NOT NULL,
	"apply_start_on" date,
	"apply_end_on" date,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_level_valid" CHECK ("policies"."level" in (18, 19, 20, 21)),
	CONSTRAINT "policies_apply_window_ordered" CHECK ("policies"."apply_start_on" is null or "policies"."apply_end_on" is null or "policies"."apply_start_on" <= "policies"."apply_end_on")
);
--> statement-breakpoint
CREATE TABLE "policy_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"size_bytes" integer
);
--> statement-breakpoint
CREATE TABLE "policy_award_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"enterprise_id" integer,
	"enterprise_name" text NOT NULL,
	"topic_name" text NOT NULL,
	"level" smallint NOT NULL,
	"unit" text NOT NULL,
	"total_money" numeric(14, 2) NOT NULL,
	CONSTRAINT "policy_award_companies_level_valid" CHECK ("policy_award_companies"."level" in (18, 19, 20, 21)),
	CONSTRAINT "policy_award_companies_money_nonnegative" CHECK ("policy_award_companies"."total_money" >= 0)
);
--> statement-breakpoint
CREATE TABLE "policy_award_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_name" text NOT NULL,
	"level" smallint NOT NULL,
	"policy_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_award_groups_level_valid" CHECK ("policy_award_groups"."level" in (18, 19, 20, 21))
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"level" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"issuing_unit" text DEFAULT '' NOT NULL,
	"policy_id" integer,
	"deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletins_level_valid" CHECK ("bulletins"."level" in (18, 19, 20, 21))
);
--> statement-breakpoint
CREATE TABLE "information" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"policy_id" integer,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_system_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type_id" integer NOT NULL,
	"policy_name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_applications_nonnegative" CHECK ("services"."applications_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expert_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"institutions_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"strong_fields" text DEFAULT '' NOT NULL,
	"label1" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"birth" date NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"post" text DEFAULT '' NOT NULL,
	"desire_area" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"category" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	CONSTRAINT "appeals_status_valid" CHECK ("appeals"."status" in ('pending', 'processing', 'done')),
	CONSTRAINT "appeals_done_has_reply" CHECK ("appeals"."status" <> 'done' or ("appeals"."reply" is not null and "appeals"."handled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "copyrights" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"work_category" text DEFAULT '' NOT NULL,
	"registered_on" date,
	CONSTRAINT "copyrights_status_valid" CHECK ("copyrights"."status" in ('valid', 'pending', 'lapsed'))
);
--> statement-breakpoint
CREATE TABLE "patents" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patent_type" text NOT NULL,
	"applied_on" date,
	"granted_on" date,
	CONSTRAINT "patents_status_valid" CHECK ("patents"."status" in ('valid', 'pending', 'lapsed')),
	CONSTRAINT "patents_type_valid" CHECK ("patents"."patent_type" in ('invention', 'utility', 'design'))
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issuing_authority" text DEFAULT '' NOT NULL,
	"issued_on" date,
	CONSTRAINT "qualifications_status_valid" CHECK ("qualifications"."status" in ('valid', 'pending', 'lapsed'))
);
--> statement-breakpoint
CREATE TABLE "software_copyrights" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" text DEFAULT 'V1.0' NOT NULL,
	"registered_on" date,
	CONSTRAINT "software_copyrights_status_valid" CHECK ("software_copyrights"."status" in ('valid', 'pending', 'lapsed'))
);
--> statement-breakpoint
CREATE TABLE "trademarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nice_class" smallint NOT NULL,
	"registered_on" date,
	CONSTRAINT "trademarks_status_valid" CHECK ("trademarks"."status" in ('valid', 'pending', 'lapsed')),
	CONSTRAINT "trademarks_nice_class_valid" CHECK ("trademarks"."nice_class" between 1 and 45)
);
--> statement-breakpoint
CREATE TABLE "generated_images" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text DEFAULT 'image/svg+xml' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_attachments" ADD CONSTRAINT "policy_attachments_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_award_companies" ADD CONSTRAINT "policy_award_companies_group_id_policy_award_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."policy_award_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_award_companies" ADD CONSTRAINT "policy_award_companies_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_award_groups" ADD CONSTRAINT "policy_award_groups_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge" ADD CONSTRAINT "knowledge_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_category_id_expert_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expert_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_talent_type_id_talent_types_id_fk" FOREIGN KEY ("talent_type_id") REFERENCES "public"."talent_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyrights" ADD CONSTRAINT "copyrights_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patents" ADD CONSTRAINT "patents_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_copyrights" ADD CONSTRAINT "software_copyrights_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trademarks" ADD CONSTRAINT "trademarks_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policies_level_published_idx" ON "policies" USING btree ("level","published_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policies_published_idx" ON "policies" USING btree ("published_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policies_issuing_unit_idx" ON "policies" USING btree ("issuing_unit");--> statement-breakpoint
CREATE INDEX "policies_industry_idx" ON "policies" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "policies_region_idx" ON "policies" USING btree ("region");--> statement-breakpoint
CREATE INDEX "policies_apply_end_idx" ON "policies" USING btree ("apply_end_on");--> statement-breakpoint
CREATE INDEX "policy_attachments_policy_idx" ON "policy_attachments" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_award_companies_group_money_idx" ON "policy_award_companies" USING btree ("group_id","total_money" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "policy_award_companies_enterprise_idx" ON "policy_award_companies" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "policy_award_groups_level_created_idx" ON "policy_award_groups" USING btree ("level","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bulletins_type_created_at_idx" ON "bulletins" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bulletins_type_level_created_at_idx" ON "bulletins" USING btree ("type","level","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bulletins_created_at_idx" ON "bulletins" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bulletins_policy_idx" ON "bulletins" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "information_created_at_idx" ON "information" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "information_type_created_at_idx" ON "information" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_created_at_idx" ON "knowledge" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_policy_idx" ON "knowledge" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_system_items_sort_idx" ON "service_system_items" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_name_unique" ON "service_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "service_types_sort_idx" ON "service_types" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_type_created_at_idx" ON "services" USING btree ("service_type_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "expert_categories_name_unique" ON "expert_categories" USING btree ("institutions_name");--> statement-breakpoint
CREATE INDEX "expert_categories_sort_idx" ON "expert_categories" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "experts_category_created_at_idx" ON "experts" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experts_created_at_idx" ON "experts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "talent_types_name_unique" ON "talent_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "talent_types_sort_idx" ON "talent_types" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "talents_type_created_at_idx" ON "talents" USING btree ("talent_type_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talents_created_at_idx" ON "talents" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appeals_status_created_at_idx" ON "appeals" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appeals_enterprise_created_at_idx" ON "appeals" USING btree ("enterprise_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appeals_user_created_at_idx" ON "appeals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appeals_created_at_idx" ON "appeals" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "copyrights_enterprise_status_due_idx" ON "copyrights" USING btree ("enterprise_id","status","due_on");--> statement-breakpoint
CREATE INDEX "patents_enterprise_status_due_idx" ON "patents" USING btree ("enterprise_id","status","due_on");--> statement-breakpoint
CREATE INDEX "qualifications_enterprise_status_due_idx" ON "qualifications" USING btree ("enterprise_id","status","due_on");--> statement-breakpoint
CREATE INDEX "software_copyrights_enterprise_status_due_idx" ON "software_copyrights" USING btree ("enterprise_id","status","due_on");--> statement-breakpoint
CREATE INDEX "trademarks_enterprise_status_due_idx" ON "trademarks" USING btree ("enterprise_id","status","due_on");