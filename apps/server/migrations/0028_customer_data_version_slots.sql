-- A customer's data version is now the sum over their rows of customer_data_versions (decision 0022).
-- With one row per customer, every write of theirs rewrote that row at commit: concurrent writes of one
-- customer queued on its lock through each other's commit (the write-ahead log's flush included) and
-- walked its dead versions. Now a committing transaction adds to the first of the customer's rows that no
-- other transaction holds, and adds a row of its own only when all are held (so a customer has as many
-- rows as they ever had commits at the same moment, most of them one). `slot` tells the rows apart.
ALTER TABLE "customer_data_versions" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_data_versions" DROP CONSTRAINT "customer_data_versions_pkey";--> statement-breakpoint
ALTER TABLE "customer_data_versions" ADD CONSTRAINT "customer_data_versions_customer_id_slot_pk" PRIMARY KEY("customer_id","slot");--> statement-breakpoint
-- Still a deferred trigger on every watched table (0022, 0026), so every guarantee holds: the counts move
-- in the transaction that changed the data, raw SQL and jobs included, and a rollback moves nothing; a
-- reader's sum counts a transaction entirely or not at all, and any transaction that commits later adds
-- to it, so two equal sums mean nothing changed in between.
--
-- A transaction adds once per customer (and once per part), not once per changed row: the customer and
-- parts it last added for are kept in a setting local to the transaction (reset at its end, and undone
-- with a rolled-back savepoint together with what it added), named with the transaction's id so a value
-- set by hand never matches another transaction. A transaction that alternates between customers may
-- add again, which costs a write, never a missed change.
--
-- SKIP LOCKED never waits, so this takes no lock another transaction can hold against it, apart from a
-- new row's key (the session's process id, unique among live sessions) left by an earlier session with
-- the same id. A customer being deleted (their rows going with them) gets no new row.
CREATE OR REPLACE FUNCTION "bump_customer_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	part int := CASE
		WHEN TG_TABLE_NAME IN ('goals', 'tasks', 'habits') THEN 1
		WHEN TG_TABLE_NAME IN ('routines', 'routine_days', 'routine_pauses', 'routine_completions', 'routine_settings') THEN 2
		WHEN TG_TABLE_NAME IN ('meal_setups', 'meal_plans', 'meals') THEN 4
		WHEN TG_TABLE_NAME = 'mood_logs' THEN 8
	END;
	tx text := pg_current_xact_id()::text;
	marker text := current_setting('iyl.data_version_added', true);
	owner uuid;
	prefix text;
	added int;
	whole int;
	target tid;
BEGIN
	IF part IS NULL THEN
		RAISE EXCEPTION 'bump_customer_data_version: % is not a watched table', TG_TABLE_NAME;
	END IF;
	FOREACH owner IN ARRAY CASE
		WHEN TG_OP = 'INSERT' THEN ARRAY[NEW."user_id"]
		WHEN TG_OP = 'DELETE' OR NEW."user_id" = OLD."user_id" THEN ARRAY[OLD."user_id"]
		ELSE ARRAY[NEW."user_id", OLD."user_id"]
	END LOOP
		prefix := tx || '/' || owner || '/';
		-- The parts this transaction already added for this customer (0: none, not even the whole version).
		added := CASE WHEN starts_with(marker, prefix) THEN substr(marker, length(prefix) + 1)::int ELSE 0 END;
		CONTINUE WHEN added & part <> 0;
		whole := CASE WHEN added = 0 THEN 1 ELSE 0 END;
		SELECT ctid INTO target FROM "customer_data_versions"
			WHERE "customer_id" = owner ORDER BY "slot" LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED;
		IF FOUND THEN
			UPDATE "customer_data_versions" SET
				"version" = "version" + whole,
				"plans_version" = "plans_version" + (part = 1)::int,
				"routines_version" = "routines_version" + (part = 2)::int,
				"meals_version" = "meals_version" + (part = 4)::int,
				"mood_version" = "mood_version" + (part = 8)::int
			WHERE ctid = target;
		END IF;
		IF NOT FOUND THEN
			INSERT INTO "customer_data_versions" AS v ("customer_id", "slot", "version", "plans_version", "routines_version", "meals_version", "mood_version")
				SELECT "id", pg_backend_pid(), whole, (part = 1)::int, (part = 2)::int, (part = 4)::int, (part = 8)::int FROM "users" WHERE "id" = owner
				ON CONFLICT ("customer_id", "slot") DO UPDATE SET
					"version" = v."version" + EXCLUDED."version",
					"plans_version" = v."plans_version" + EXCLUDED."plans_version",
					"routines_version" = v."routines_version" + EXCLUDED."routines_version",
					"meals_version" = v."meals_version" + EXCLUDED."meals_version",
					"mood_version" = v."mood_version" + EXCLUDED."mood_version";
		END IF;
		marker := prefix || (added | part);
		PERFORM set_config('iyl.data_version_added', marker, true);
	END LOOP;
	RETURN NULL;
END
$$;
