-- Hand-written: a profile view's totals trigger (0010_list_totals.sql) locks only the row it updates, the viewed
-- member's, and takes the gate (0011_list_totals_gate.sql) itself, once it has rows to count.
-- It locked the viewer's row too, which a view never changes: every view of one member's session then waited for
-- the commit of the one before it. The viewed member's row alone orders a view against a block between the two
-- (which locks both rows) and the gate against a change of state, so the counts are the same. A repeated view (an
-- update of its row) inserts nothing and now takes no lock at all; the gate's own trigger, which ran for it anyway,
-- is gone from profile_views.
DROP TRIGGER profile_views_gate_list_totals ON profile_views;--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_totals_views_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed_views) THEN RETURN NULL; END IF;
  -- The gate, shared: as list_totals_gate() for the other pair writers.
  PERFORM pg_advisory_xact_lock_shared('member_list_totals'::regclass::oid::int, 0);
  PERFORM 1 FROM member_list_totals t
    WHERE t.member_id IN (SELECT viewed_id FROM changed_views)
    ORDER BY t.member_id FOR UPDATE;
  UPDATE member_list_totals t SET who_viewed_me = t.who_viewed_me + sign * d.n
    FROM (
      SELECT c.viewed_id AS owner, count(*)::int AS n FROM changed_views c
        WHERE list_entry_shown(c.viewed_id, c.viewer_id, true) GROUP BY c.viewed_id
    ) d
    WHERE t.member_id = d.owner;
  RETURN NULL;
END $$;
