-- A country's candidates of one source in id order, with the preview's and the common filters after id:
-- a pipeline status filter on country + source (India + DIRECT_SEARCH + SHORTLISTED) merges this range
-- with the (status, candidate) index of the assignments, both index-only (capped count 32 -> 17 ms).
CREATE INDEX "candidates_country_source_id_idx" ON "candidates" USING btree ("country","source","id","email_notifications","location_compliance","background_status");