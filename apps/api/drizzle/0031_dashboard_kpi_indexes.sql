-- The dashboard's KPI row: submissions of a week (all, or one vendor's copy) and the first moves away
-- from Pending of a date range (time to first review), each one index range.
CREATE INDEX "candidate_status_history_left_pending_idx" ON "candidate_status_history" USING btree ("changed_at","candidate_id","vacancy_id") WHERE "candidate_status_history"."kind" = 'VACANCY_STATUS' and "candidate_status_history"."from_status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "candidate_vacancies_created_idx" ON "candidate_vacancies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "candidate_vacancies_vendor_created_idx" ON "candidate_vacancies" USING btree ("vendor_id","created_at");