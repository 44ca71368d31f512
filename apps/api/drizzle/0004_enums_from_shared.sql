ALTER TABLE "candidate_vacancies" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "candidate_vacancies" ALTER COLUMN "status" SET DEFAULT 'PENDING'::text;--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "status" SET DEFAULT 'NOT_ASSIGNED'::text;--> statement-breakpoint
DROP TYPE "public"."candidate_status";--> statement-breakpoint
CREATE TYPE "public"."candidate_status" AS ENUM('PENDING', 'ACCEPTED', 'SHORTLISTED', 'OFFER_ACCEPTED', 'ONBOARDED', 'REJECTED', 'NOT_ASSIGNED');--> statement-breakpoint
ALTER TABLE "candidate_vacancies" ALTER COLUMN "status" SET DEFAULT 'PENDING'::"public"."candidate_status";--> statement-breakpoint
ALTER TABLE "candidate_vacancies" ALTER COLUMN "status" SET DATA TYPE "public"."candidate_status" USING "status"::"public"."candidate_status";--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "status" SET DEFAULT 'NOT_ASSIGNED'::"public"."candidate_status";--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "status" SET DATA TYPE "public"."candidate_status" USING "status"::"public"."candidate_status";