-- Issue 50 (reliability): a data export whose process was killed while its zip was made stayed
-- 'building' until pg-boss expired the job (15 minutes). A build now counts its attempt and holds the
-- export's presence key; the job runner's start and the minute's sweep take up at once an export left
-- building by a process that is gone (its key held by none, silent past a grace), and the third attempt
-- cut short fails it. updated_at is the export's last sign of life; the partial index finds the exports
-- waiting or being built. An export building as this runs is taken up by the next start (attempt 1).
ALTER TABLE "data_exports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "data_exports_unfinished_idx" ON "data_exports" USING btree ("updated_at") WHERE "data_exports"."state" in ('queued', 'building');
