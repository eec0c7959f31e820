CREATE TABLE "agreements" (
	"status" smallint PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_status_known" CHECK ("agreements"."status" in (1, 2, 3))
);
