-- Issue 50: the community's topics list (ListTopics) counted every shown topic for its pages on each read
-- (a scan of community_topics: its rows change on every post, so no index-only count; 5,000 topics at 100k
-- users, 1.4 ms of the database's CPU a request). The topics of each status are kept instead, exact, as
-- migration 0051 keeps the accounts of each role: each statement that adds or removes topics moves its
-- statuses' counts in its own transaction, a change of status moves two, a TRUNCATE clears them. The counts' rows are always taken in
-- the same order (ORDER BY), so two transactions moving the same two counts never wait for each other in a circle.
CREATE TABLE "community_topic_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);--> statement-breakpoint
LOCK TABLE "community_topics" IN SHARE MODE;--> statement-breakpoint
CREATE FUNCTION "community_topic_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "community_topic_counts" ("status", "n") SELECT "status", count(*) FROM "added" GROUP BY "status" ORDER BY "status"
		ON CONFLICT ("status") DO UPDATE SET "n" = "community_topic_counts"."n" + excluded."n";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "community_topic_counts" ("status", "n") SELECT "status", -count(*) FROM "removed" GROUP BY "status" ORDER BY "status"
		ON CONFLICT ("status") DO UPDATE SET "n" = "community_topic_counts"."n" + excluded."n";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "community_topic_counts" ("status", "n") SELECT "status", "n" FROM (VALUES (OLD."status", -1), (NEW."status", 1)) AS "moved" ("status", "n") ORDER BY "status"
		ON CONFLICT ("status") DO UPDATE SET "n" = "community_topic_counts"."n" + excluded."n";
	ELSE
		DELETE FROM "community_topic_counts";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "community_topic_counts_insert" AFTER INSERT ON "community_topics" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "community_topic_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "community_topic_counts_delete" AFTER DELETE ON "community_topics" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "community_topic_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "community_topic_counts_status" AFTER UPDATE OF "status" ON "community_topics" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "community_topic_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "community_topic_counts_truncate" AFTER TRUNCATE ON "community_topics" FOR EACH STATEMENT EXECUTE FUNCTION "community_topic_counts_keep"();--> statement-breakpoint
INSERT INTO "community_topic_counts" ("status", "n") SELECT "status", count(*) FROM "community_topics" GROUP BY "status";
