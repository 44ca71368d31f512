-- A vacancy's pipeline in each of its sort orders reads the first entries of one index range (ties by
-- id), where it sorted every assignment of the vacancy. Extended statistics tell the planner that a
-- vendor's candidates all have the source VENDOR (the columns are not independent): without them it
-- expected 11,000 of a vendor's DIRECT_SEARCH candidates and walked a million-row index to find none.
DROP INDEX "candidate_vacancies_vacancy_idx";--> statement-breakpoint
CREATE INDEX "candidate_vacancies_vacancy_created_idx" ON "candidate_vacancies" USING btree ("vacancy_id","created_at","id");--> statement-breakpoint
CREATE INDEX "candidate_vacancies_vacancy_updated_idx" ON "candidate_vacancies" USING btree ("vacancy_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "candidate_vacancies_vacancy_idx" ON "candidate_vacancies" USING btree ("vacancy_id","status","id");--> statement-breakpoint
CREATE STATISTICS "candidates_vendor_source_stats" (mcv, dependencies) ON "vendor_id", "source" FROM "candidates";
