-- Reminders become generic over what they remind of: a kind ('routine', 'meal', …) and the subject's id,
-- in place of a column and a foreign key per kind (decision 0017). Every reminder keeps its id, so its
-- deliveries (and their once key) stay with it: a routine's becomes ('routine', routine_id), a meal's
-- ('meal', meal_id) and keeps its one-per-meal rule.
ALTER TABLE "reminders" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "one_per_subject" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The old check held exactly one of the two set, so every row gets a kind and a subject.
UPDATE "reminders" SET
  "kind" = CASE WHEN "meal_id" IS NOT NULL THEN 'meal' ELSE 'routine' END,
  "subject_id" = coalesce("meal_id", "routine_id"),
  "one_per_subject" = "meal_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "subject_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_one_subject";--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_routine_id_routines_id_fk";--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_meal_id_meals_id_fk";--> statement-breakpoint
DROP INDEX "reminders_routine_time_key";--> statement-breakpoint
DROP INDEX "reminders_meal_key";--> statement-breakpoint
ALTER TABLE "reminders" DROP COLUMN "routine_id";--> statement-breakpoint
ALTER TABLE "reminders" DROP COLUMN "meal_id";--> statement-breakpoint
-- The old keys, (routine, day, time) and (meal), already held: neither can fail on existing rows.
CREATE UNIQUE INDEX "reminders_subject_time_key" ON "reminders" USING btree ("kind","subject_id","day","time");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_one_per_subject_key" ON "reminders" USING btree ("kind","subject_id") WHERE "reminders"."one_per_subject";
