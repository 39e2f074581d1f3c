DROP INDEX "goals_user_category_status_idx";--> statement-breakpoint
DROP INDEX "habits_user_category_status_idx";--> statement-breakpoint
DROP INDEX "tasks_user_category_status_idx";--> statement-breakpoint
CREATE INDEX "goals_user_category_status_idx" ON "goals" USING btree ("user_id","category","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "habits_user_category_status_idx" ON "habits" USING btree ("user_id","category","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_user_category_status_idx" ON "tasks" USING btree ("user_id","category","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);