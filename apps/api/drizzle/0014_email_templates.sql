CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"from_address" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"based_on_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_based_on_id_email_templates_id_fk" FOREIGN KEY ("based_on_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_title_lower_unique" ON "email_templates" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "email_templates_updated_idx" ON "email_templates" USING btree ("updated_at","id");