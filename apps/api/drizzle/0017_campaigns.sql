CREATE TYPE "public"."campaign_audience_mode" AS ENUM('NONE', 'SAVED', 'CUSTOM');--> statement-breakpoint
CREATE TYPE "public"."campaign_creation_step" AS ENUM('AUDIENCE', 'CONTENT', 'PREVIEW');--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."recipient_delivery" AS ENUM('QUEUED', 'SENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."survey_event_type" AS ENUM('EMAIL_SENT', 'EMAIL_OPENED', 'SURVEY_OPENED', 'SURVEY_SUBMITTED', 'UNSUBSCRIBE_EVENT');--> statement-breakpoint
CREATE TABLE "campaign_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"recipient_id" integer,
	"type" "survey_event_type" NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"delivery" "recipient_delivery" DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"survey_opened_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_recipients_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "campaign_recipients_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "campaign_survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"order_no" integer NOT NULL,
	"text" text NOT NULL,
	"type" "survey_question_type" NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "campaign_survey_questions_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" "campaign_status" DEFAULT 'DRAFT' NOT NULL,
	"creation_step" "campaign_creation_step" DEFAULT 'AUDIENCE' NOT NULL,
	"owner_user_id" integer,
	"audience_mode" "campaign_audience_mode" DEFAULT 'NONE' NOT NULL,
	"audience_id" integer,
	"candidate_filters" jsonb,
	"application_filters" jsonb,
	"vacancy_id" integer,
	"email_template_id" integer,
	"from_address" text,
	"subject" text,
	"body" text,
	"survey_template_id" integer,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"comment" text,
	"scheduled_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"boolean_value" boolean,
	"number_value" numeric,
	"date_value" date,
	"choice_external_ids" uuid[]
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "survey_responses_recipient_id_unique" UNIQUE("recipient_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_recipient_id_campaign_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."campaign_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_survey_questions" ADD CONSTRAINT "campaign_survey_questions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_audience_id_audiences_id_fk" FOREIGN KEY ("audience_id") REFERENCES "public"."audiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_email_template_id_email_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_survey_template_id_survey_templates_id_fk" FOREIGN KEY ("survey_template_id") REFERENCES "public"."survey_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_campaign_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."campaign_survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_recipient_id_campaign_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."campaign_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_type_time_idx" ON "campaign_events" USING btree ("campaign_id","type","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_campaign_candidate_unique" ON "campaign_recipients" USING btree ("campaign_id","candidate_id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_campaign_delivery_idx" ON "campaign_recipients" USING btree ("campaign_id","delivery","id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_candidate_idx" ON "campaign_recipients" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_survey_questions_order_unique" ON "campaign_survey_questions" USING btree ("campaign_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_name_lower_unique" ON "campaigns" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "campaigns_owner_created_idx" ON "campaigns" USING btree ("owner_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_status_start_idx" ON "campaigns" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "campaigns_status_end_idx" ON "campaigns" USING btree ("status","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_response_question_unique" ON "survey_answers" USING btree ("response_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_responses_campaign_idx" ON "survey_responses" USING btree ("campaign_id","submitted_at");