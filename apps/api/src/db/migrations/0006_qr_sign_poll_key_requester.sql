-- Signs from before poll keys can never be collected now (they have no key) and live at most
-- 150 s: drop them, so the new NOT NULL columns need no made-up values.
DELETE FROM "qr_login_signs";--> statement-breakpoint
ALTER TABLE "qr_login_signs" DROP CONSTRAINT "qr_login_signs_state_valid";--> statement-breakpoint
ALTER TABLE "qr_login_signs" ADD COLUMN "poll_key_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_login_signs" ADD COLUMN "request_ip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_login_signs" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "qr_login_signs" ADD CONSTRAINT "qr_login_signs_state_valid" CHECK ("qr_login_signs"."state" in ('waiting', 'confirmed', 'delivered', 'cancelled', 'refused'));