CREATE TYPE "public"."survey_question_type" AS ENUM('BOOLEAN', 'DATE', 'SELECT', 'SINGLE_CHOICE', 'NUMBER', 'MULTIPLE_CHOICE');--> statement-breakpoint
CREATE TABLE "survey_question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"question_id" integer NOT NULL,
	"order_no" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "survey_question_options_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"template_id" integer NOT NULL,
	"order_no" integer NOT NULL,
	"text" text NOT NULL,
	"type" "survey_question_type" NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	CONSTRAINT "survey_questions_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "survey_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_templates_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "survey_question_options" ADD CONSTRAINT "survey_question_options_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_template_id_survey_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."survey_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_templates" ADD CONSTRAINT "survey_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_question_options_order_unique" ON "survey_question_options" USING btree ("question_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_template_order_unique" ON "survey_questions" USING btree ("template_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_templates_title_lower_unique" ON "survey_templates" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "survey_templates_updated_idx" ON "survey_templates" USING btree ("updated_at","id");