ALTER TABLE "messages" ADD COLUMN "copies_due" text[];--> statement-breakpoint
CREATE INDEX "messages_copies_due_idx" ON "messages" USING btree ("id") WHERE "messages"."copies_due" is not null;