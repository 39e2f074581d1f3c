-- Issue 49, the admin console. The audit log: every admin and Global action, who, what, when, the record, before and after. Nobody changes it: the database refuses UPDATE, DELETE and TRUNCATE (a trigger, so not even the app's own role can). No foreign keys: a row outlives the accounts it names.
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text,
	"target_role" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
-- Suspension: a suspended account cannot sign in and has no session (auth ends them all with it).
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_reason_check" CHECK (("users"."suspended_at" is null) = ("users"."suspend_reason" is null));--> statement-breakpoint
-- A coach an admin hid from the directory: their profile stays, customers no longer find or book them.
ALTER TABLE "coach_profiles" ADD COLUMN "directory_hidden_at" timestamp with time zone;
