ALTER TABLE "policies" DROP CONSTRAINT "policies_apply_window_ordered";--> statement-breakpoint
DROP INDEX "policies_apply_end_idx";--> statement-breakpoint
ALTER TABLE "policies" DROP COLUMN "apply_start_on";--> statement-breakpoint
ALTER TABLE "policies" DROP COLUMN "apply_end_on";