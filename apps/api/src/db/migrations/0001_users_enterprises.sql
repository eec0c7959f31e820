CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text,
	"nickname" text,
	"mobile" text,
	"email" text,
	"password_hash" text,
	"notice_until" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"failed_login_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_authentications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"enterprise_id" integer,
	"enterprise_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "enterprise_edits_status_valid" CHECK ("enterprise_edits"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text,
	"industry" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"scale" text DEFAULT '' NOT NULL,
	"registered_capital" numeric(14, 2),
	"established_on" date,
	"staff_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_authentications" ADD CONSTRAINT "enterprise_authentications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_authentications" ADD CONSTRAINT "enterprise_authentications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD CONSTRAINT "enterprise_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_edits" ADD CONSTRAINT "enterprise_edits_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_unique" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_authentications_user_unique" ON "enterprise_authentications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enterprise_authentications_enterprise_idx" ON "enterprise_authentications" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "enterprise_edits_user_idx" ON "enterprise_edits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_credit_code_unique" ON "enterprises" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "enterprises_industry_idx" ON "enterprises" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "enterprises_district_idx" ON "enterprises" USING btree ("district");--> statement-breakpoint
CREATE INDEX "enterprises_created_at_idx" ON "enterprises" USING btree ("created_at");