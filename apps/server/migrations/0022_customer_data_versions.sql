CREATE TABLE "customer_data_versions" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_data_versions" ADD CONSTRAINT "customer_data_versions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A customer's data version goes up once per change of their plans, routines, meals or mood. The
-- triggers are deferred to the commit: the version row is then locked last, after every other row the
-- transaction writes, so two transactions of one customer cannot deadlock on it, and versions rise in
-- the order transactions commit (a reader that saw version n has seen every change counted in it).
-- A customer being deleted (their rows going with them) gets no version row.
CREATE FUNCTION "bump_customer_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owners uuid[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		owners := ARRAY[NEW."user_id"];
	ELSIF TG_OP = 'DELETE' THEN
		owners := ARRAY[OLD."user_id"];
	ELSE
		owners := ARRAY[NEW."user_id", OLD."user_id"];
	END IF;
	INSERT INTO "customer_data_versions" AS v ("customer_id", "version")
		SELECT "id", 1 FROM "users" WHERE "id" = ANY (owners)
		ON CONFLICT ("customer_id") DO UPDATE SET "version" = v."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	watched text;
BEGIN
	FOREACH watched IN ARRAY ARRAY['goals', 'tasks', 'habits', 'routines', 'routine_days', 'routine_pauses', 'routine_completions', 'routine_settings', 'meal_setups', 'meal_plans', 'meals', 'mood_logs'] LOOP
		EXECUTE format(
			'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_data_version"()',
			watched || '_data_version', watched
		);
	END LOOP;
END
$$;
