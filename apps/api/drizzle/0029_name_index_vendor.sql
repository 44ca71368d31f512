-- The vendor after id in the name index: a VENDOR's walk in name order (the names option, the list sorted
-- by name) filters its own candidates in the index instead of reading a table row per name. The
-- experience index also holds the e-mail consent, which every audience preview filters on.
DROP INDEX "candidates_full_name_id_idx";--> statement-breakpoint
DROP INDEX "candidates_years_id_idx";--> statement-breakpoint
CREATE INDEX "candidates_full_name_id_idx" ON "candidates" USING btree ("full_name","id","vendor_id");--> statement-breakpoint
CREATE INDEX "candidates_years_id_idx" ON "candidates" USING btree ("years_of_experience","id","location_compliance","assessment_status","country","source","background_status","email_notifications");