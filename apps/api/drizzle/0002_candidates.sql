CREATE TYPE "public"."vacancy_status" AS ENUM('OPEN', 'CLOSED', 'ON_HOLD', 'CLOSED_REJECTED', 'CLOSED_FULFILLED_INTERNALLY', 'CLOSED_NO_LONGER_VALID', 'CLOSED_PERSON_JOINED');--> statement-breakpoint
CREATE TYPE "public"."vacancy_type" AS ENUM('EXTERNAL', 'INTERNAL');--> statement-breakpoint
CREATE TYPE "public"."assessment_status" AS ENUM('NOT_SENT', 'NOT_INITIATED', 'COMPLETED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."background_status" AS ENUM('NOT_INITIATED', 'READY_FOR_BGC', 'BGC_INITIATED', 'BGC_IN_PROGRESS', 'CRIMINAL_CHECK_COMPLETE', 'BGC_COMPLETE', 'BGC_DECLINED');--> statement-breakpoint
CREATE TYPE "public"."candidate_source" AS ENUM('DIRECT_SEARCH', 'GL_WEBSITE', 'VENDOR', 'EXTERNAL');--> statement-breakpoint
CREATE TYPE "public"."candidate_status" AS ENUM('NOT_ASSIGNED', 'PENDING', 'ACCEPTED', 'SHORTLISTED', 'OFFER_ACCEPTED', 'ONBOARDED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."status_history_kind" AS ENUM('VACANCY_STATUS', 'BACKGROUND_STATUS');--> statement-breakpoint
CREATE TYPE "public"."test_status" AS ENUM('SENT', 'IN_PROGRESS', 'TERMINATED', 'LEFT', 'PASSED', 'FAILED', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"glo_vacancy_id" text,
	"status" "vacancy_status" DEFAULT 'OPEN' NOT NULL,
	"type" "vacancy_type" DEFAULT 'EXTERNAL' NOT NULL,
	"business_group_id" integer,
	"project_name" text,
	"publish_to_external_app" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancies_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "vacancies_glo_vacancy_id_unique" UNIQUE("glo_vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "vacancy_vendors" (
	"vacancy_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_vendors_vacancy_id_vendor_id_pk" PRIMARY KEY("vacancy_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_languages" (
	"candidate_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "candidate_languages_candidate_id_language_id_pk" PRIMARY KEY("candidate_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"candidate_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "candidate_skills_candidate_id_skill_id_pk" PRIMARY KEY("candidate_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"vacancy_id" integer,
	"kind" "status_history_kind" NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"status" "candidate_status" DEFAULT 'PENDING' NOT NULL,
	"glo_assignment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_vacancies_pair_unique" UNIQUE("candidate_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"linkedin_url" text,
	"country" text NOT NULL,
	"state" text,
	"city" text NOT NULL,
	"years_of_experience" text NOT NULL,
	"educational_qualification" text NOT NULL,
	"experience" text,
	"comments" text,
	"expected_rate" numeric(12, 2),
	"notice_period" text,
	"source" "candidate_source" NOT NULL,
	"source_name" text,
	"vendor_id" integer,
	"created_by_user_id" integer,
	"status" "candidate_status" DEFAULT 'NOT_ASSIGNED' NOT NULL,
	"location_compliance" boolean DEFAULT true NOT NULL,
	"pre_screening_status" "test_status",
	"test_status" "test_status",
	"assessment_status" "assessment_status",
	"background_status" "background_status" DEFAULT 'NOT_INITIATED' NOT NULL,
	"background_status_updated_at" timestamp with time zone,
	"glo_candidate_id" text,
	"glo_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "glo_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_vacancy_id" integer NOT NULL,
	"connector" text NOT NULL,
	"glo_candidate_id" text NOT NULL,
	"glo_assignment_id" text NOT NULL,
	"exported_by_user_id" integer,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "resumes_candidate_id_unique" UNIQUE("candidate_id"),
	CONSTRAINT "resumes_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_business_group_id_business_groups_id_fk" FOREIGN KEY ("business_group_id") REFERENCES "public"."business_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_vendors" ADD CONSTRAINT "vacancy_vendors_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_vendors" ADD CONSTRAINT "vacancy_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD CONSTRAINT "candidate_languages_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD CONSTRAINT "candidate_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_status_history" ADD CONSTRAINT "candidate_status_history_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_status_history" ADD CONSTRAINT "candidate_status_history_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_status_history" ADD CONSTRAINT "candidate_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_vacancies" ADD CONSTRAINT "candidate_vacancies_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_vacancies" ADD CONSTRAINT "candidate_vacancies_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_country_countries_name_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glo_exports" ADD CONSTRAINT "glo_exports_candidate_vacancy_id_candidate_vacancies_id_fk" FOREIGN KEY ("candidate_vacancy_id") REFERENCES "public"."candidate_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glo_exports" ADD CONSTRAINT "glo_exports_exported_by_user_id_users_id_fk" FOREIGN KEY ("exported_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_status_idx" ON "vacancies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vacancies_business_group_idx" ON "vacancies" USING btree ("business_group_id");--> statement-breakpoint
CREATE INDEX "vacancy_vendors_vendor_idx" ON "vacancy_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "candidate_languages_language_idx" ON "candidate_languages" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "candidate_skills_skill_idx" ON "candidate_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "candidate_status_history_candidate_idx" ON "candidate_status_history" USING btree ("candidate_id","changed_at");--> statement-breakpoint
CREATE INDEX "candidate_vacancies_vacancy_idx" ON "candidate_vacancies" USING btree ("vacancy_id","status");--> statement-breakpoint
CREATE INDEX "candidate_vacancies_status_idx" ON "candidate_vacancies" USING btree ("status","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_email_lower_unique" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_phone_unique" ON "candidates" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "candidates_full_name_trgm" ON "candidates" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_created_at_id_idx" ON "candidates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_full_name_id_idx" ON "candidates" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "candidates_country_idx" ON "candidates" USING btree ("country","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_state_idx" ON "candidates" USING btree ("state");--> statement-breakpoint
CREATE INDEX "candidates_city_idx" ON "candidates" USING btree ("city");--> statement-breakpoint
CREATE INDEX "candidates_source_idx" ON "candidates" USING btree ("source","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_source_name_idx" ON "candidates" USING btree ("source_name");--> statement-breakpoint
CREATE INDEX "candidates_vendor_idx" ON "candidates" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_status_idx" ON "candidates" USING btree ("status");--> statement-breakpoint
CREATE INDEX "candidates_years_idx" ON "candidates" USING btree ("years_of_experience");--> statement-breakpoint
CREATE INDEX "candidates_qualification_idx" ON "candidates" USING btree ("educational_qualification");--> statement-breakpoint
CREATE INDEX "candidates_compliance_idx" ON "candidates" USING btree ("location_compliance");--> statement-breakpoint
CREATE INDEX "candidates_assessment_idx" ON "candidates" USING btree ("assessment_status");--> statement-breakpoint
CREATE INDEX "candidates_background_idx" ON "candidates" USING btree ("background_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_pre_screening_idx" ON "candidates" USING btree ("pre_screening_status");--> statement-breakpoint
CREATE INDEX "candidates_test_idx" ON "candidates" USING btree ("test_status");