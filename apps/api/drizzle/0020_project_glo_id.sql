ALTER TABLE "projects" ADD COLUMN "glo_project_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_glo_project_id_unique" UNIQUE("glo_project_id");