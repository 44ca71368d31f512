-- More filter columns after id in the vendor and experience indexes: a capped count of those filters
-- (a VENDOR's list, the experience filter with compliance or assessment) evaluates them in the index
-- (an index-only scan) instead of visiting a table row per candidate.
DROP INDEX "candidates_vendor_idx";--> statement-breakpoint
DROP INDEX "candidates_years_id_idx";--> statement-breakpoint
CREATE INDEX "candidates_vendor_idx" ON "candidates" USING btree ("vendor_id","created_at","id","country","background_status","location_compliance","status","years_of_experience","assessment_status","source");--> statement-breakpoint
CREATE INDEX "candidates_years_id_idx" ON "candidates" USING btree ("years_of_experience","id","location_compliance","assessment_status","country","source","background_status");