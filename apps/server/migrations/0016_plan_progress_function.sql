-- The dashboard's progress counts (done and total per area and kind of a customer's goals, tasks and
-- habits), as a function that keeps one generic plan per connection. As a plain prepared statement
-- PostgreSQL planned it anew on every request when a few accounts hold most of the rows (their share
-- makes the generic plan's estimate look dearer than one customer's): more than half of the request's
-- database time. The setting holds inside this function only (docs/decisions/0014).
CREATE FUNCTION plan_progress(for_user uuid, in_area text)
RETURNS TABLE (category text, kind text, done integer, total integer)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  -- One query per case, so each keeps its own plan: with the area, every table is read through its
  -- (user, category …) index; a single query with "in_area IS NULL OR …" could only seek by user.
  IF in_area IS NULL THEN
    RETURN QUERY
    SELECT items.category, items.kind, (count(*) FILTER (WHERE items.status))::integer, count(*)::integer
    FROM (
      SELECT g.category, 'goal'::text AS kind, g.status FROM goals g WHERE g.user_id = for_user AND g.archived_at IS NULL
      UNION ALL
      SELECT t.category, 'task'::text, t.status FROM tasks t WHERE t.user_id = for_user AND t.archived_at IS NULL
      UNION ALL
      SELECT h.category, 'habit'::text, h.status FROM habits h WHERE h.user_id = for_user AND h.archived_at IS NULL
    ) items
    GROUP BY items.category, items.kind;
  ELSE
    RETURN QUERY
    SELECT items.category, items.kind, (count(*) FILTER (WHERE items.status))::integer, count(*)::integer
    FROM (
      SELECT g.category, 'goal'::text AS kind, g.status FROM goals g
        WHERE g.user_id = for_user AND g.category = in_area AND g.archived_at IS NULL
      UNION ALL
      SELECT t.category, 'task'::text, t.status FROM tasks t
        WHERE t.user_id = for_user AND t.category = in_area AND t.archived_at IS NULL
      UNION ALL
      SELECT h.category, 'habit'::text, h.status FROM habits h
        WHERE h.user_id = for_user AND h.category = in_area AND h.archived_at IS NULL
    ) items
    GROUP BY items.category, items.kind;
  END IF;
END
$$;
