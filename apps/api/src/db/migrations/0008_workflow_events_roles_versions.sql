CREATE TABLE "workflow_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"event" text NOT NULL,
	"actor_user_id" integer,
	"actor_role" text NOT NULL,
	"reason" text,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_login_signs" DROP CONSTRAINT "qr_login_signs_state_valid";--> statement-breakpoint
ALTER TABLE "qr_login_signs" DROP CONSTRAINT "qr_login_signs_confirmed_has_user";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_login_signs" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_events" ADD CONSTRAINT "workflow_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_events_entity_idx" ON "workflow_events" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "workflow_events_actor_idx" ON "workflow_events" USING btree ("actor_user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('member', 'operator', 'handler'));--> statement-breakpoint
ALTER TABLE "qr_login_signs" ADD CONSTRAINT "qr_login_signs_state_valid" CHECK ("qr_login_signs"."state" in ('waiting', 'confirmed', 'delivered', 'cancelled', 'refused', 'expired'));--> statement-breakpoint
ALTER TABLE "qr_login_signs" ADD CONSTRAINT "qr_login_signs_confirmed_has_user" CHECK ("qr_login_signs"."state" in ('waiting', 'cancelled', 'expired') or "qr_login_signs"."user_id" is not null);