DROP INDEX "vacancies_created_idx";--> statement-breakpoint
CREATE INDEX "vacancies_type_created_idx" ON "vacancies" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "vacancies_published_created_idx" ON "vacancies" USING btree ("publish_to_external_app","created_at","id");--> statement-breakpoint
CREATE INDEX "vacancies_created_idx" ON "vacancies" USING btree ("created_at","id");