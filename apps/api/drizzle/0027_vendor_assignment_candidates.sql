-- The VENDOR index of assignments also holds the candidate: a VENDOR's status filter (its own candidates'
-- assignments in some statuses, on the vacancies it sees) reads it alone, without visiting the rows.
DROP INDEX "candidate_vacancies_vacancy_vendor_idx";--> statement-breakpoint
CREATE INDEX "candidate_vacancies_vacancy_vendor_idx" ON "candidate_vacancies" USING btree ("vacancy_id","vendor_id","status","candidate_id");