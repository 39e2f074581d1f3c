CREATE TABLE "insight_experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"routine_id" uuid,
	"title" text NOT NULL,
	"start_day" date NOT NULL,
	"days" integer NOT NULL,
	"seed" integer NOT NULL,
	"schedule" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"end_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_reports" (
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data_key" text NOT NULL,
	"day" date NOT NULL,
	"report" jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_reports_customer_id_kind_pk" PRIMARY KEY("customer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "insight_settings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"weekly_email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_data_versions" ADD COLUMN "plans_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_data_versions" ADD COLUMN "routines_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_data_versions" ADD COLUMN "meals_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_data_versions" ADD COLUMN "mood_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "insight_experiments" ADD CONSTRAINT "insight_experiments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_experiments" ADD CONSTRAINT "insight_experiments_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_reports" ADD CONSTRAINT "insight_reports_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_settings" ADD CONSTRAINT "insight_settings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insight_experiments_running_key" ON "insight_experiments" USING btree ("customer_id") WHERE "insight_experiments"."status" = 'running';--> statement-breakpoint
CREATE INDEX "insight_experiments_customer_idx" ON "insight_experiments" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Each part of a customer's data has its own count beside the whole version (decision 0022): an insight
-- report that reads one part (the meals) is kept while another (a mood) changes.
CREATE OR REPLACE FUNCTION "bump_customer_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owners uuid[];
	plans int := CASE WHEN TG_TABLE_NAME IN ('goals', 'tasks', 'habits') THEN 1 ELSE 0 END;
	routines int := CASE WHEN TG_TABLE_NAME IN ('routines', 'routine_days', 'routine_pauses', 'routine_completions', 'routine_settings') THEN 1 ELSE 0 END;
	meals int := CASE WHEN TG_TABLE_NAME IN ('meal_setups', 'meal_plans', 'meals') THEN 1 ELSE 0 END;
	mood int := CASE WHEN TG_TABLE_NAME = 'mood_logs' THEN 1 ELSE 0 END;
BEGIN
	IF TG_OP = 'INSERT' THEN
		owners := ARRAY[NEW."user_id"];
	ELSIF TG_OP = 'DELETE' THEN
		owners := ARRAY[OLD."user_id"];
	ELSE
		owners := ARRAY[NEW."user_id", OLD."user_id"];
	END IF;
	INSERT INTO "customer_data_versions" AS v ("customer_id", "version", "plans_version", "routines_version", "meals_version", "mood_version")
		SELECT "id", 1, plans, routines, meals, mood FROM "users" WHERE "id" = ANY (owners)
		ON CONFLICT ("customer_id") DO UPDATE SET
			"version" = v."version" + 1,
			"plans_version" = v."plans_version" + EXCLUDED."plans_version",
			"routines_version" = v."routines_version" + EXCLUDED."routines_version",
			"meals_version" = v."meals_version" + EXCLUDED."meals_version",
			"mood_version" = v."mood_version" + EXCLUDED."mood_version";
	RETURN NULL;
END
$$;
