CREATE TYPE "public"."email_template_kind" AS ENUM('CAMPAIGN', 'GENERAL');--> statement-breakpoint
CREATE TYPE "public"."general_email_template_key" AS ENUM('INVITATION', 'PASSWORD_RESET');--> statement-breakpoint
DROP INDEX "email_templates_title_lower_unique";--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "kind" "email_template_kind" DEFAULT 'CAMPAIGN' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "system_key" "general_email_template_key";--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_system_key_unique" ON "email_templates" USING btree ("system_key");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_title_lower_unique" ON "email_templates" USING btree (lower("title")) WHERE "email_templates"."kind" = 'CAMPAIGN';--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_system_key_kind" CHECK (("email_templates"."kind" = 'GENERAL') = ("email_templates"."system_key" IS NOT NULL));