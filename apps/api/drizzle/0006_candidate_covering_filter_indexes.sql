DROP INDEX "candidates_country_idx";--> statement-breakpoint
DROP INDEX "candidates_source_idx";--> statement-breakpoint
DROP INDEX "candidates_vendor_idx";--> statement-breakpoint
DROP INDEX "candidates_background_idx";--> statement-breakpoint
CREATE INDEX "candidates_country_idx" ON "candidates" USING btree ("country","created_at","id","source","background_status","location_compliance","status");--> statement-breakpoint
CREATE INDEX "candidates_source_idx" ON "candidates" USING btree ("source","created_at","id","country","background_status","location_compliance","status");--> statement-breakpoint
CREATE INDEX "candidates_vendor_idx" ON "candidates" USING btree ("vendor_id","created_at","id","country","background_status","location_compliance","status");--> statement-breakpoint
CREATE INDEX "candidates_background_idx" ON "candidates" USING btree ("background_status","created_at","id","country","source","location_compliance","status");