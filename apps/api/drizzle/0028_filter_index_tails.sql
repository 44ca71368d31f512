-- Filter columns after id in the name, country, vendor and experience indexes (the order they serve
-- is unchanged: id is unique). A capped count of those filters (a VENDOR's list, experience with
-- compliance or assessment, an audience preview's e-mail consent) is an index-only scan instead of a
-- table row per candidate; a country's candidates in id order with their filters merge with the
-- (status, candidate) index of the assignments for a pipeline status filter; a VENDOR's walk in name
-- order skips the other vendors' names in the index.
DROP INDEX "candidates_full_name_id_idx";--> statement-breakpoint
DROP INDEX "candidates_country_id_idx";--> statement-breakpoint
DROP INDEX "candidates_vendor_idx";--> statement-breakpoint
DROP INDEX "candidates_years_id_idx";--> statement-breakpoint
CREATE INDEX "candidates_full_name_id_idx" ON "candidates" USING btree ("full_name","id","vendor_id");--> statement-breakpoint
CREATE INDEX "candidates_country_id_idx" ON "candidates" USING btree ("country","id","source","location_compliance","background_status","vendor_id","email_notifications");--> statement-breakpoint
CREATE INDEX "candidates_vendor_idx" ON "candidates" USING btree ("vendor_id","created_at","id","country","background_status","location_compliance","status","years_of_experience","assessment_status","source");--> statement-breakpoint
CREATE INDEX "candidates_years_id_idx" ON "candidates" USING btree ("years_of_experience","id","location_compliance","assessment_status","country","source","background_status","email_notifications");