CREATE TYPE "public"."user_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."user_token_purpose" AS ENUM('INVITATION', 'PASSWORD_RESET');--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "user_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "vacancy_skills" (
	"vacancy_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "vacancy_skills_vacancy_id_skill_id_pk" PRIMARY KEY("vacancy_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" "user_status" DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "hiring_manager" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "working_location" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "openings" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_skills" ADD CONSTRAINT "vacancy_skills_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_skills" ADD CONSTRAINT "vacancy_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "vacancy_skills_skill_idx" ON "vacancy_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_lower_unique" ON "vendors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_name_trgm_idx" ON "vendors" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_status_idx" ON "vendors" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_created_idx" ON "vacancies" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_title_lower_idx" ON "vacancies" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "vacancies_title_trgm_idx" ON "vacancies" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_glo_trgm_idx" ON "vacancies" USING gin (lower("glo_vacancy_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_project_idx" ON "vacancies" USING btree ("project_name");