-- A vacancy's assignments counted per vendor (null: staff-sourced) and status, kept by statement-level
-- triggers with transition tables: one grouped upsert per INSERT, UPDATE or DELETE statement on
-- candidate_vacancies (a bulk load of a million assignments writes a few rows per batch, not one per
-- assignment). An UPDATE nets its old and new rows in one statement ordered by key, so two transactions
-- moving candidates in opposite directions lock the counter rows in the same order (no deadlock).
CREATE TABLE "vacancy_assignment_counts" (
	"vacancy_id" integer NOT NULL,
	"vendor_id" integer,
	"status" "candidate_status" NOT NULL,
	"assignments" integer NOT NULL,
	CONSTRAINT "vacancy_assignment_counts_key" UNIQUE NULLS NOT DISTINCT("vacancy_id","vendor_id","status")
);
--> statement-breakpoint
ALTER TABLE "vacancy_assignment_counts" ADD CONSTRAINT "vacancy_assignment_counts_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "vacancy_assignment_counts" ("vacancy_id", "vendor_id", "status", "assignments")
  SELECT "vacancy_id", "vendor_id", "status", count(*) FROM "candidate_vacancies" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION vacancy_assignment_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vacancy_assignment_counts AS c (vacancy_id, vendor_id, status, assignments)
      SELECT vacancy_id, vendor_id, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (vacancy_id, vendor_id, status) DO UPDATE SET assignments = c.assignments + EXCLUDED.assignments;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO vacancy_assignment_counts AS c (vacancy_id, vendor_id, status, assignments)
      SELECT vacancy_id, vendor_id, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (vacancy_id, vendor_id, status) DO UPDATE SET assignments = c.assignments + EXCLUDED.assignments;
  ELSE
    INSERT INTO vacancy_assignment_counts AS c (vacancy_id, vendor_id, status, assignments)
      SELECT vacancy_id, vendor_id, status, sum(delta) FROM (
        SELECT vacancy_id, vendor_id, status, -1 AS delta FROM old_rows
        UNION ALL
        SELECT vacancy_id, vendor_id, status, 1 AS delta FROM new_rows
      ) moved GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (vacancy_id, vendor_id, status) DO UPDATE SET assignments = c.assignments + EXCLUDED.assignments;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vacancy_assignment_counts_insert AFTER INSERT ON "candidate_vacancies"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_assignment_counts_apply();--> statement-breakpoint
CREATE TRIGGER vacancy_assignment_counts_update AFTER UPDATE ON "candidate_vacancies"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_assignment_counts_apply();--> statement-breakpoint
CREATE TRIGGER vacancy_assignment_counts_delete AFTER DELETE ON "candidate_vacancies"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_assignment_counts_apply();
