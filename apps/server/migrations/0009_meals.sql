CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meal_setups" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"diet" text NOT NULL,
	"allergies" text[] NOT NULL,
	"preference" text NOT NULL,
	"goal" text NOT NULL,
	"schedule" text NOT NULL,
	"targets" jsonb,
	"draft" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"dish" text NOT NULL,
	"comment" text NOT NULL,
	"preparation" jsonb NOT NULL,
	"minutes" integer NOT NULL,
	"ingredients" jsonb NOT NULL,
	"calories" real NOT NULL,
	"protein" real NOT NULL,
	"carbs" real NOT NULL,
	"fat" real NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"rating" smallint,
	"source" text NOT NULL,
	"recipe_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "routine_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "meal_id" uuid;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_setups" ADD CONSTRAINT "meal_setups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_plan_id_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_current_key" ON "meal_plans" USING btree ("user_id") WHERE "meal_plans"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "meal_plans_user_idx" ON "meal_plans" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "meals_plan_slot_key" ON "meals" USING btree ("plan_id","day","type");--> statement-breakpoint
CREATE INDEX "meals_user_rated_idx" ON "meals" USING btree ("user_id") WHERE "meals"."rating" is not null;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_meal_key" ON "reminders" USING btree ("meal_id");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_one_subject" CHECK (("reminders"."routine_id" is null) <> ("reminders"."meal_id" is null));