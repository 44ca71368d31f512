-- The global search's documents become stored generated columns: search_fold (a long translate) then runs once
-- per write instead of on every row an index recheck or a small table's scan reads. The trigram indexes move
-- from the expression to the column.
DROP INDEX "vendors_search_trgm";--> statement-breakpoint
DROP INDEX "users_search_trgm";--> statement-breakpoint
DROP INDEX "vacancies_search_trgm";--> statement-breakpoint
DROP INDEX "candidates_search_trgm";--> statement-breakpoint
DROP INDEX "audiences_search_trgm";--> statement-breakpoint
DROP INDEX "email_templates_search_trgm";--> statement-breakpoint
DROP INDEX "survey_templates_search_trgm";--> statement-breakpoint
DROP INDEX "campaigns_search_trgm";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_document" text GENERATED ALWAYS AS (search_fold(' ' || coalesce("name", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_document" text GENERATED ALWAYS AS (search_fold(' ' || coalesce("first_name", '') || ' ' || coalesce("middle_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search_document" text GENERATED ALWAYS AS (search_fold(' ' || coalesce("title", '') || ' ' || coalesce("glo_vacancy_id", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_document" text GENERATED ALWAYS AS (search_fold(' ' || coalesce("full_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("glo_candidate_id", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "audiences" ADD COLUMN "search_document" text GENERATED ALWAYS AS (search_fold(' ' || coalesce("name", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "search_document" text GENERATED ALWAYS AS (search_fold(' ' || coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_templates" ADD COLUMN "search_document" text GENERATED ALWAYS AS (search_fold(' ' || coalesce("title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "search_document" text GENERATED ALWAYS AS (search_fold(' ' || coalesce("name", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "vendors_search_trgm" ON "vendors" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_search_trgm" ON "vacancies" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_search_trgm" ON "candidates" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audiences_search_trgm" ON "audiences" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_templates_search_trgm" ON "email_templates" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "survey_templates_search_trgm" ON "survey_templates" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_search_trgm" ON "campaigns" USING gin ("search_document" gin_trgm_ops);