DROP INDEX "tasks_user_category_status_idx";--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tasks_user_category_status_start_idx" ON "tasks" USING btree ("user_id","category","status","start_date","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);