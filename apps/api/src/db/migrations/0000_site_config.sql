CREATE TABLE "site_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"extra_enterprise_count" integer DEFAULT 0 NOT NULL,
	"carousel_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_hotline" text NOT NULL,
	"address" text NOT NULL,
	"business_contact" text NOT NULL,
	"phone" text NOT NULL,
	"service_qr_image" text NOT NULL,
	"icp_record" text NOT NULL,
	"copyright" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_single_row" CHECK ("site_config"."id" = 1),
	CONSTRAINT "site_config_extra_enterprise_count_nonnegative" CHECK ("site_config"."extra_enterprise_count" >= 0)
);
