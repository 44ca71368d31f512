-- Filter columns after id in the (country, id) index: a country's candidates in id order with their
-- source, compliance, background, vendor and e-mail consent, so a pipeline status filter is a merge of
-- two index-only scans instead of a hash of every assignment in that status.
DROP INDEX "candidates_country_id_idx";--> statement-breakpoint
CREATE INDEX "candidates_country_id_idx" ON "candidates" USING btree ("country","id","source","location_compliance","background_status","vendor_id","email_notifications");