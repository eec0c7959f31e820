CREATE TABLE "message_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_outbox_channel_valid" CHECK ("message_outbox"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "qr_login_signs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sign_hash" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"user_id" integer,
	"session_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qr_login_signs_state_valid" CHECK ("qr_login_signs"."state" in ('waiting', 'confirmed', 'delivered', 'cancelled')),
	CONSTRAINT "qr_login_signs_confirmed_has_user" CHECK ("qr_login_signs"."state" in ('waiting', 'cancelled') or "qr_login_signs"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_ip" text NOT NULL,
	"delivered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "verification_codes_attempts_nonnegative" CHECK ("verification_codes"."attempts" >= 0),
	CONSTRAINT "verification_codes_channel_valid" CHECK ("verification_codes"."channel" in ('sms', 'email')),
	CONSTRAINT "verification_codes_purpose_valid" CHECK ("verification_codes"."purpose" in ('login', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "qr_login_signs" ADD CONSTRAINT "qr_login_signs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_login_signs" ADD CONSTRAINT "qr_login_signs_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_recipient_idx" ON "message_outbox" USING btree ("channel","recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_login_signs_sign_hash_unique" ON "qr_login_signs" USING btree ("sign_hash");--> statement-breakpoint
CREATE INDEX "qr_login_signs_expires_at_idx" ON "qr_login_signs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("channel","target","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("request_ip","created_at");