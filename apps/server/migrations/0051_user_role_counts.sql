-- Issue 50: the admin home's counts (AdminOverview) and the console's totals (ConsoleCustomers, ConsoleCoaches)
-- were a count of every account of the role, an index-only count that grows with the accounts (at 100k
-- users, 17-27 ms of the database's CPU a request). The counts are kept instead, exact: each statement that
-- adds or removes accounts moves its roles' counts in its own transaction (a statement trigger, one upsert
-- per role, however many rows: the bench's seed adds 25,000 at a time), a change of role moves two, a
-- TRUNCATE clears them. The counts' rows are always taken in
-- the same order (ORDER BY), so two transactions moving the same two counts never wait for each other in a circle.
-- The table is locked while the counts are first taken, so no account added meanwhile
-- (an older process still serving during the upgrade) is missed.
CREATE TABLE "user_role_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);--> statement-breakpoint
LOCK TABLE "users" IN SHARE MODE;--> statement-breakpoint
CREATE FUNCTION "user_role_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "user_role_counts" ("role", "n") SELECT "role", count(*) FROM "added" GROUP BY "role" ORDER BY "role"
		ON CONFLICT ("role") DO UPDATE SET "n" = "user_role_counts"."n" + excluded."n";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "user_role_counts" ("role", "n") SELECT "role", -count(*) FROM "removed" GROUP BY "role" ORDER BY "role"
		ON CONFLICT ("role") DO UPDATE SET "n" = "user_role_counts"."n" + excluded."n";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "user_role_counts" ("role", "n") SELECT "role", "n" FROM (VALUES (OLD."role", -1), (NEW."role", 1)) AS "moved" ("role", "n") ORDER BY "role"
		ON CONFLICT ("role") DO UPDATE SET "n" = "user_role_counts"."n" + excluded."n";
	ELSE
		DELETE FROM "user_role_counts";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_role_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "user_role_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "user_role_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "user_role_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "user_role_counts_role" AFTER UPDATE OF "role" ON "users" FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role") EXECUTE FUNCTION "user_role_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "user_role_counts_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "user_role_counts_keep"();--> statement-breakpoint
INSERT INTO "user_role_counts" ("role", "n") SELECT "role", count(*) FROM "users" GROUP BY "role";
