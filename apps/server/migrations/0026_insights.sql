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
	"data_version" bigint NOT NULL,
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
ALTER TABLE "insight_experiments" ADD CONSTRAINT "insight_experiments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_experiments" ADD CONSTRAINT "insight_experiments_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_reports" ADD CONSTRAINT "insight_reports_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_settings" ADD CONSTRAINT "insight_settings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insight_experiments_running_key" ON "insight_experiments" USING btree ("customer_id") WHERE "insight_experiments"."status" = 'running';--> statement-breakpoint
CREATE INDEX "insight_experiments_customer_idx" ON "insight_experiments" USING btree ("customer_id","created_at" DESC NULLS LAST);