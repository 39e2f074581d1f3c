-- Issue 49: the audit log names people only by pseudonym, so deleting an account leaves no trace of the person in it while the log itself stays unchanged. "audit_subjects" gives each account the log names a random subject id; the log's actor and target become subjects (a person acted on: "target_subject", "target_id" null; a payout, message or invitation keeps its id in "target_id"). Deleting the account deletes its subject (the cascade, in the deletion's transaction) and the log's rows are no longer anyone's.
-- Existing rows are converted in place. The log is append-only (migration 0037's trigger refuses UPDATE), so this migration alone disables that trigger for the conversion and enables it again before it ends: nothing of the audit log has shipped yet (0037 is in the same unreleased batch), and the conversion removes personal data, it adds none. An account already deleted leaves its rows naming no one.
CREATE TABLE "audit_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "audit_subjects_user_id_unique" UNIQUE("user_id")
);--> statement-breakpoint
ALTER TABLE "audit_subjects" ADD CONSTRAINT "audit_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_subject" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_subject" uuid;--> statement-breakpoint
INSERT INTO "audit_subjects" ("user_id")
	SELECT u."id" FROM "users" u WHERE EXISTS (
		SELECT 1 FROM "audit_log" l WHERE l."actor_id" = u."id" OR (l."target_kind" = 'user' AND l."target_id" = u."id"::text)
	);--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_change";--> statement-breakpoint
UPDATE "audit_log" l SET "actor_subject" = s."id" FROM "audit_subjects" s WHERE s."user_id" = l."actor_id";--> statement-breakpoint
UPDATE "audit_log" l SET "target_subject" = (SELECT s."id" FROM "audit_subjects" s WHERE s."user_id"::text = l."target_id"), "target_id" = NULL WHERE l."target_kind" = 'user';--> statement-breakpoint
-- An accepted invitation named its inviter's account in "after"; it names the invitation now (its "admin.invite" row names who sent it).
UPDATE "audit_log" SET "after" = "after" - 'invitedBy' WHERE "action" = 'admin.accept';--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_change";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "actor_id";--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_subject");--> statement-breakpoint
CREATE INDEX "audit_log_target_subject_idx" ON "audit_log" USING btree ("target_subject");
