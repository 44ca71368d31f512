CREATE TABLE "security_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"require_two_factor_for_staff" boolean DEFAULT true NOT NULL,
	"require_two_factor_for_vendors" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_settings_singleton" CHECK ("security_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_digest" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_two_factor" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_encrypted" text,
	"pending_secret_encrypted" text,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_due" text;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD CONSTRAINT "user_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_recovery_codes_user_digest_unique" ON "user_recovery_codes" USING btree ("user_id","code_digest");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_second_factor_due_check" CHECK ("sessions"."second_factor_due" in ('code', 'enrol'));--> statement-breakpoint
-- The one row of Settings > Security: a new installation requires two-factor sign-in of staff.
INSERT INTO "security_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;
