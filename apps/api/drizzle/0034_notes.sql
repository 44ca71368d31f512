CREATE TYPE "public"."note_visibility" AS ENUM('INTERNAL', 'VENDOR', 'PRIVATE');--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" integer,
	"vacancy_id" integer,
	"author_user_id" integer NOT NULL,
	"visibility" "note_visibility" NOT NULL,
	"body" text NOT NULL,
	"mentions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "notes_one_target" CHECK (("notes"."candidate_id" is null) <> ("notes"."vacancy_id" is null))
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_candidate_time_idx" ON "notes" USING btree ("candidate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE candidate_id is not null;--> statement-breakpoint
CREATE INDEX "notes_vacancy_time_idx" ON "notes" USING btree ("vacancy_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE vacancy_id is not null;