CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uploads_purpose_valid" CHECK ("uploads"."purpose" in ('avatar', 'licence', 'authorisation'))
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reauth_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enterprise_record_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"version" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	CONSTRAINT "message_preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"entity_type" text,
	"entity_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_edits" DROP CONSTRAINT "enterprise_edits_status_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_upload_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_openid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_nickname" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_bound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD COLUMN "legal_person" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD COLUMN "licence_upload_id" integer;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD COLUMN "authorisation_upload_id" integer;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD COLUMN "resubmit_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "legal_person" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "industry_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "average_staff" integer;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "revenue" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "rd_spending" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "tax_paid" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reauth_grants" ADD CONSTRAINT "reauth_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_record_versions" ADD CONSTRAINT "enterprise_record_versions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_record_versions" ADD CONSTRAINT "enterprise_record_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_unique" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_states_state_hash_unique" ON "oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reauth_grants_token_hash_unique" ON "reauth_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reauth_grants_user_idx" ON "reauth_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "enterprise_record_versions_idx" ON "enterprise_record_versions" USING btree ("enterprise_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_user_unread_idx" ON "messages" USING btree ("user_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_upload_id_uploads_id_fk" FOREIGN KEY ("avatar_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD CONSTRAINT "enterprise_edits_licence_upload_id_uploads_id_fk" FOREIGN KEY ("licence_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD CONSTRAINT "enterprise_edits_authorisation_upload_id_uploads_id_fk" FOREIGN KEY ("authorisation_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD CONSTRAINT "enterprise_edits_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_openid_unique" ON "users" USING btree ("wechat_openid");--> statement-breakpoint
CREATE INDEX "enterprise_edits_state_idx" ON "enterprise_edits" USING btree ("state","submitted_at");--> statement-breakpoint
-- Existing requests keep their review outcome: status 1/2/3 become the flow's states.
UPDATE "enterprise_edits" SET "state" = CASE "status" WHEN 2 THEN 'approved' WHEN 3 THEN 'returned' ELSE 'pending' END, "submitted_at" = "created_at";--> statement-breakpoint
ALTER TABLE "enterprise_edits" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD CONSTRAINT "enterprise_edits_state_valid" CHECK ("enterprise_edits"."state" in ('pending', 'awaiting_enterprise', 'approved', 'returned', 'withdrawn'));