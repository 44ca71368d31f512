DROP INDEX "candidates_city_idx";--> statement-breakpoint
DROP INDEX "candidates_years_idx";--> statement-breakpoint
DROP INDEX "candidates_assessment_idx";--> statement-breakpoint
CREATE INDEX "candidates_city_id_idx" ON "candidates" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "candidates_country_id_idx" ON "candidates" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "candidates_source_id_idx" ON "candidates" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "candidates_background_id_idx" ON "candidates" USING btree ("background_status","id");--> statement-breakpoint
CREATE INDEX "candidates_years_id_idx" ON "candidates" USING btree ("years_of_experience","id");--> statement-breakpoint
CREATE INDEX "candidates_assessment_id_idx" ON "candidates" USING btree ("assessment_status","id");