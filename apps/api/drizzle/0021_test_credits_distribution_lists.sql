CREATE TABLE "distribution_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"addresses" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_lists_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_test_credits" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_test_credits_granted_check" CHECK ("vendor_test_credits"."granted" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_test_credits" ADD CONSTRAINT "vendor_test_credits_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_lists_name_lower_unique" ON "distribution_lists" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "candidates_vendor_credit_idx" ON "candidates" USING btree ("vendor_id") WHERE "candidates"."assessment_status" in ('NOT_INITIATED', 'COMPLETED', 'EXPIRED');