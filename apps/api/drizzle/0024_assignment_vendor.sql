-- Each assignment carries its candidate's vendor, so that a VENDOR's counts per vacancy (how many of its
-- own candidates are on it) read one index range instead of probing the candidate of every assignment.
-- Triggers keep the copy right whoever writes: on insert, and when a candidate's vendor changes.
ALTER TABLE "candidate_vacancies" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
UPDATE "candidate_vacancies" AS cv SET "vendor_id" = c."vendor_id"
  FROM "candidates" AS c WHERE c."id" = cv."candidate_id" AND c."vendor_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION candidate_vacancies_copy_vendor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.vendor_id := (SELECT c.vendor_id FROM candidates c WHERE c.id = NEW.candidate_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER candidate_vacancies_copy_vendor BEFORE INSERT OR UPDATE OF candidate_id ON "candidate_vacancies"
  FOR EACH ROW EXECUTE FUNCTION candidate_vacancies_copy_vendor();--> statement-breakpoint
CREATE FUNCTION candidates_vendor_to_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_vacancies SET vendor_id = NEW.vendor_id WHERE candidate_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER candidates_vendor_to_assignments AFTER UPDATE OF vendor_id ON "candidates"
  FOR EACH ROW WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id)
  EXECUTE FUNCTION candidates_vendor_to_assignments();--> statement-breakpoint
CREATE INDEX "candidate_vacancies_vacancy_vendor_idx" ON "candidate_vacancies" USING btree ("vacancy_id","vendor_id","status");
