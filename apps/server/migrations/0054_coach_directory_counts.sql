-- Issue 50: the coach directory (AllCoach) counted every listed coach for its pages on each read once its
-- first page was full (a scan of coach_profiles: 1,000 coaches at 100k users). The listed and hidden coaches are
-- kept instead, exact, as migrations 0051 and 0052 keep the accounts of each role and the topics of each status,
-- and the three now share one trigger function, told by its arguments which counts table, which key column and
-- which key (an expression over the counted table's row) it keeps: each statement that adds or removes rows
-- moves its keys' counts in its own transaction (one upsert per key, however many rows), a change of key moves
-- two, a TRUNCATE clears them. The counts' rows are always taken in the same order (ORDER BY), so two
-- transactions moving the same two counts never wait for each other in a circle. The tables are locked while
-- their triggers change and the new counts are first taken, so nothing written meanwhile (an older process
-- still serving during the upgrade) is missed.
CREATE FUNCTION "kept_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"counts" text := quote_ident(TG_ARGV[0]);
	"key_column" text := quote_ident(TG_ARGV[1]);
	"key_of_row" text := TG_ARGV[2];
	"upsert" text := format(' ON CONFLICT (%s) DO UPDATE SET "n" = %s."n" + excluded."n"', quote_ident(TG_ARGV[1]), quote_ident(TG_ARGV[0]));
BEGIN
	IF TG_OP = 'INSERT' THEN
		EXECUTE format('INSERT INTO %s (%s, "n") SELECT %s, count(*) FROM "added" GROUP BY 1 ORDER BY 1', "counts", "key_column", "key_of_row") || "upsert";
	ELSIF TG_OP = 'DELETE' THEN
		EXECUTE format('INSERT INTO %s (%s, "n") SELECT %s, -count(*) FROM "removed" GROUP BY 1 ORDER BY 1', "counts", "key_column", "key_of_row") || "upsert";
	ELSIF TG_OP = 'UPDATE' THEN
		EXECUTE format(
			'INSERT INTO %s (%s, "n") SELECT "key", sum("n") FROM (SELECT %s AS "key", -1 AS "n" FROM (SELECT ($1).*) AS "old" UNION ALL SELECT %s, 1 FROM (SELECT ($2).*) AS "new") AS "moved" GROUP BY 1 ORDER BY 1',
			"counts", "key_column", "key_of_row", "key_of_row"
		) || "upsert" USING OLD, NEW;
	ELSE
		EXECUTE format('DELETE FROM %s', "counts");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP TRIGGER "user_role_counts_insert" ON "users";--> statement-breakpoint
DROP TRIGGER "user_role_counts_delete" ON "users";--> statement-breakpoint
DROP TRIGGER "user_role_counts_role" ON "users";--> statement-breakpoint
DROP TRIGGER "user_role_counts_truncate" ON "users";--> statement-breakpoint
DROP FUNCTION "user_role_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "user_role_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('user_role_counts', 'role', '"role"');--> statement-breakpoint
CREATE TRIGGER "user_role_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('user_role_counts', 'role', '"role"');--> statement-breakpoint
CREATE TRIGGER "user_role_counts_role" AFTER UPDATE OF "role" ON "users" FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role") EXECUTE FUNCTION "kept_counts_keep"('user_role_counts', 'role', '"role"');--> statement-breakpoint
CREATE TRIGGER "user_role_counts_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('user_role_counts', 'role', '"role"');--> statement-breakpoint
LOCK TABLE "community_topics" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP TRIGGER "community_topic_counts_insert" ON "community_topics";--> statement-breakpoint
DROP TRIGGER "community_topic_counts_delete" ON "community_topics";--> statement-breakpoint
DROP TRIGGER "community_topic_counts_status" ON "community_topics";--> statement-breakpoint
DROP TRIGGER "community_topic_counts_truncate" ON "community_topics";--> statement-breakpoint
DROP FUNCTION "community_topic_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "community_topic_counts_insert" AFTER INSERT ON "community_topics" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('community_topic_counts', 'status', '"status"');--> statement-breakpoint
CREATE TRIGGER "community_topic_counts_delete" AFTER DELETE ON "community_topics" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('community_topic_counts', 'status', '"status"');--> statement-breakpoint
CREATE TRIGGER "community_topic_counts_status" AFTER UPDATE OF "status" ON "community_topics" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "kept_counts_keep"('community_topic_counts', 'status', '"status"');--> statement-breakpoint
CREATE TRIGGER "community_topic_counts_truncate" AFTER TRUNCATE ON "community_topics" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('community_topic_counts', 'status', '"status"');--> statement-breakpoint
CREATE TABLE "coach_directory_counts" (
	"listed" boolean PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);--> statement-breakpoint
LOCK TABLE "coach_profiles" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "coach_directory_counts_insert" AFTER INSERT ON "coach_profiles" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('coach_directory_counts', 'listed', '"directory_hidden_at" IS NULL');--> statement-breakpoint
CREATE TRIGGER "coach_directory_counts_delete" AFTER DELETE ON "coach_profiles" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('coach_directory_counts', 'listed', '"directory_hidden_at" IS NULL');--> statement-breakpoint
CREATE TRIGGER "coach_directory_counts_hidden" AFTER UPDATE OF "directory_hidden_at" ON "coach_profiles" FOR EACH ROW WHEN ((OLD."directory_hidden_at" IS NULL) IS DISTINCT FROM (NEW."directory_hidden_at" IS NULL)) EXECUTE FUNCTION "kept_counts_keep"('coach_directory_counts', 'listed', '"directory_hidden_at" IS NULL');--> statement-breakpoint
CREATE TRIGGER "coach_directory_counts_truncate" AFTER TRUNCATE ON "coach_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_keep"('coach_directory_counts', 'listed', '"directory_hidden_at" IS NULL');--> statement-breakpoint
INSERT INTO "coach_directory_counts" ("listed", "n") SELECT "directory_hidden_at" IS NULL, count(*) FROM "coach_profiles" GROUP BY 1;
