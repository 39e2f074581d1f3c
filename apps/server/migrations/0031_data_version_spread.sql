-- A refinement of migration 0028's bump_customer_data_version: the transactions of one customer that
-- commit at the same moment each looked for a row no other holds from the customer's first row on, so
-- with ten at once each stepped over the others' held rows first (pgbench, ten sessions completing one
-- customer's tasks: 11 buffer visits per write to find a row, 6 now). Each session now starts at its own
-- key, its process id scrambled (one to one, so still unique among live sessions) so that sessions spread
-- over the rows, and goes round to the first row if need be; a row it adds carries that key. Everything
-- else is as in 0028.
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
	-- This session's key: its process id (unique among live sessions), scrambled so that sessions spread
	-- over the customer's rows instead of all trying the same first one.
	mine int := (pg_backend_pid()::bigint * 2654435761 % 2147483648)::int;
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
			WHERE "customer_id" = owner AND "slot" >= mine ORDER BY "slot" LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED;
		IF NOT FOUND THEN
			SELECT ctid INTO target FROM "customer_data_versions"
				WHERE "customer_id" = owner AND "slot" < mine ORDER BY "slot" LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED;
		END IF;
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
				SELECT "id", mine, whole, (part = 1)::int, (part = 2)::int, (part = 4)::int, (part = 8)::int FROM "users" WHERE "id" = owner
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
