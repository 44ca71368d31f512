CREATE TABLE "hiring_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hiring_managers_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "working_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_locations_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "external_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "us_cities" ADD COLUMN "external_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "us_states" ADD COLUMN "external_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "hiring_managers_name_lower_unique" ON "hiring_managers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_lower_unique" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "working_locations_name_lower_unique" ON "working_locations" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "us_cities" ADD CONSTRAINT "us_cities_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "us_states" ADD CONSTRAINT "us_states_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
-- The managed lists start with the names vacancies already use (one per name whatever its case).
INSERT INTO "working_locations" ("name") SELECT DISTINCT ON (lower("working_location")) "working_location" FROM "vacancies" WHERE "working_location" IS NOT NULL AND btrim("working_location") <> '' ORDER BY lower("working_location"), "working_location" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "hiring_managers" ("name") SELECT DISTINCT ON (lower("hiring_manager")) "hiring_manager" FROM "vacancies" WHERE "hiring_manager" IS NOT NULL AND btrim("hiring_manager") <> '' ORDER BY lower("hiring_manager"), "hiring_manager" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "projects" ("name") SELECT DISTINCT ON (lower("project_name")) "project_name" FROM "vacancies" WHERE "project_name" IS NOT NULL AND btrim("project_name") <> '' ORDER BY lower("project_name"), "project_name" ON CONFLICT DO NOTHING;
