-- Issue 20, the public surface: careers-site applications kept as their own rows (never written into an
-- existing candidate), campaign recipients' link tokens stored as SHA-256 digests (base64url, as the
-- sessions' and user tokens'), sessions that must change the demo password first, and the user an
-- outbox message is for (only they see its links unredacted).
CREATE TABLE "careers_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vacancy_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_candidate" boolean NOT NULL,
	"resume_storage_key" text NOT NULL,
	"resume_file_name" text NOT NULL,
	"resume_content_type" text NOT NULL,
	"resume_size_bytes" bigint NOT NULL,
	"resume_sha256" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "careers_applications_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "careers_applications_resume_storage_key_unique" UNIQUE("resume_storage_key")
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" DROP CONSTRAINT "campaign_recipients_token_unique";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "recipient_user_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "campaign_recipients" SET "token_hash" = translate(rtrim(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '='), '+/', '-_');--> statement-breakpoint
ALTER TABLE "careers_applications" ADD CONSTRAINT "careers_applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers_applications" ADD CONSTRAINT "careers_applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careers_applications_candidate_idx" ON "careers_applications" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "careers_applications_vacancy_idx" ON "careers_applications" USING btree ("vacancy_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_token_hash_unique" UNIQUE("token_hash");