-- Issue 49, the console's Platform health: one row per AI call (the calling feature, the provider in use,
-- the kind of call, whether it worked and its latency), written after the call by the metered seam in
-- platform/ai. No user and no text are kept; rows older than 30 days are deleted by a daily job.
CREATE TABLE "ai_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"feature" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"ok" boolean NOT NULL,
	"latency_ms" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "ai_calls_at_idx" ON "ai_calls" USING btree ("at");
