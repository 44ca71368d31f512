CREATE TABLE "audiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by_user_id" integer,
	"candidate_filters" jsonb NOT NULL,
	"application_filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audiences_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "eligible_to_work_in_us" boolean;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "require_sponsorship_to_work_in_us" boolean;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "on_site_work" boolean;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "full_time_work" boolean;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "rotating_shifts_work" boolean;--> statement-breakpoint
ALTER TABLE "audiences" ADD CONSTRAINT "audiences_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audiences_name_lower_unique" ON "audiences" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "audiences_updated_idx" ON "audiences" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "audiences_created_by_idx" ON "audiences" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "candidates_notice_period_idx" ON "candidates" USING btree ("notice_period") WHERE "candidates"."notice_period" is not null;--> statement-breakpoint
CREATE INDEX "candidates_expected_rate_idx" ON "candidates" USING btree ("expected_rate") WHERE "candidates"."expected_rate" is not null;