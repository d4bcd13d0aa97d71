-- Hand-written: a gate in front of the list totals' triggers (0010_list_totals.sql), so that concurrent writers
-- cannot deadlock on member_list_totals.
-- A like, view, block or mutual-like statement touches the totals of one pair of members and locks both rows in
-- id order. A member's change of state (disabling, hiding, deleting) touches the totals of everyone that member is
-- linked to, and that set can grow between the statement that locks it and the one that updates it (a like
-- committed in between): its late lock came out of order and deadlocked with the pair writers. Now the pair
-- writers hold one transaction-level advisory lock shared, and a change of state holds it exclusively, so it runs
-- alone: the set it locks cannot change under it, and the pair writers that waited count against the new state.
-- States change rarely (a member disables or hides a profile), so the pair writers almost never wait.
-- Triggers on one table and event fire in name order: each gate's name sorts before the triggers it guards.
CREATE FUNCTION list_totals_gate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'members' THEN
    PERFORM pg_advisory_xact_lock('member_list_totals'::regclass::oid::int, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared('member_list_totals'::regclass::oid::int, 0);
  END IF;
  -- A BEFORE DELETE row trigger that answered NULL would cancel the deletion.
  IF TG_WHEN = 'BEFORE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER likes_gate_list_totals AFTER INSERT OR DELETE ON likes
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_gate();--> statement-breakpoint
CREATE TRIGGER mutual_likes_gate_list_totals AFTER INSERT OR DELETE ON mutual_likes
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_gate();--> statement-breakpoint
CREATE TRIGGER profile_views_gate_list_totals AFTER INSERT OR DELETE ON profile_views
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_gate();--> statement-breakpoint
CREATE TRIGGER blocks_gate_list_totals AFTER INSERT OR DELETE ON blocks
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_gate();--> statement-breakpoint
CREATE TRIGGER members_gate_list_totals_update AFTER UPDATE OF disabled_at, hidden ON members FOR EACH ROW
  WHEN (OLD.disabled_at IS DISTINCT FROM NEW.disabled_at OR OLD.hidden IS DISTINCT FROM NEW.hidden)
  EXECUTE FUNCTION list_totals_gate();--> statement-breakpoint
CREATE TRIGGER members_gate_list_totals_delete BEFORE DELETE ON members FOR EACH ROW
  EXECUTE FUNCTION list_totals_gate();
