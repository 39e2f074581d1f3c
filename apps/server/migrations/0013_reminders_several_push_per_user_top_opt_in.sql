-- Several reminders per routine (one per day and time), push subscriptions kept per customer (a second
-- customer naming an endpoint gets a row of their own), and the top challengers opt-in. Every existing row
-- survives: the old keys (one reminder per routine, one row per endpoint) already satisfy the new ones.
DROP INDEX "push_subscriptions_endpoint_key";--> statement-breakpoint
DROP INDEX "push_subscriptions_user_idx";--> statement-breakpoint
DROP INDEX "reminders_routine_key";--> statement-breakpoint
ALTER TABLE "routine_settings" ALTER COLUMN "show_in_top_challengers" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "routine_settings" ALTER COLUMN "show_in_top_challengers" DROP NOT NULL;--> statement-breakpoint
-- Nobody said yes to being shown (it was the default): everyone is not shown and is asked on the score card;
-- those who had turned it off keep their answer.
UPDATE "routine_settings" SET "show_in_top_challengers" = NULL WHERE "show_in_top_challengers";--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_user_endpoint_key" ON "push_subscriptions" USING btree ("user_id","endpoint");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_routine_time_key" ON "reminders" USING btree ("routine_id","day","time");