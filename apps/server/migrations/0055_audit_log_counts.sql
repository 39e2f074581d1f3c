-- Issue 50: the audit log (GetAuditLog) counted every row an Admin may see for its pages on each read once its
-- first page was full (a scan of the whole log, which only grows: 2,500 rows at 100k users). The rows are kept
-- counted instead, exact, by the kept counts' one trigger function (migration 0054): those only a Global
-- administrator sees (by or about a Global account) and the others. The log is append-only (migration 0037), so
-- only its inserts move them; the other triggers are there should a migration ever change it. The log is
-- locked while the counts are first taken, so no row written meanwhile is missed.
CREATE TABLE "audit_log_counts" (
	"global_only" boolean PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);--> statement-breakpoint
LOCK TABLE "audit_log" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "audit_log_counts_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('audit_log_counts', 'global_only', '"actor_role" = ''Global'' OR coalesce("target_role" = ''Global'', false)');--> statement-breakpoint
CREATE TRIGGER "audit_log_counts_delete" AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('audit_log_counts', 'global_only', '"actor_role" = ''Global'' OR coalesce("target_role" = ''Global'', false)');--> statement-breakpoint
CREATE TRIGGER "audit_log_counts_roles" AFTER UPDATE OF "actor_role", "target_role" ON "audit_log" FOR EACH ROW WHEN ((OLD."actor_role" = 'Global' OR coalesce(OLD."target_role" = 'Global', false)) IS DISTINCT FROM (NEW."actor_role" = 'Global' OR coalesce(NEW."target_role" = 'Global', false))) EXECUTE FUNCTION "kept_counts_keep"('audit_log_counts', 'global_only', '"actor_role" = ''Global'' OR coalesce("target_role" = ''Global'', false)');--> statement-breakpoint
CREATE TRIGGER "audit_log_counts_truncate" AFTER TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('audit_log_counts', 'global_only', '"actor_role" = ''Global'' OR coalesce("target_role" = ''Global'', false)');--> statement-breakpoint
INSERT INTO "audit_log_counts" ("global_only", "n") SELECT "actor_role" = 'Global' OR coalesce("target_role" = 'Global', false), count(*) FROM "audit_log" GROUP BY 1;
