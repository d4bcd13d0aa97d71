CREATE TABLE "member_list_totals" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"who_viewed_me" integer DEFAULT 0 NOT NULL,
	"who_liked_me" integer DEFAULT 0 NOT NULL,
	"who_i_like" integer DEFAULT 0 NOT NULL,
	"mutual_likes" integer DEFAULT 0 NOT NULL,
	"blocklist" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_list_totals" ADD CONSTRAINT "member_list_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_hidden_idx" ON "members" USING btree ("id") WHERE hidden;--> statement-breakpoint

-- Hand-written: the triggers that keep member_list_totals equal to what each list shows (features/discovery/
-- lists.repository.ts: blocked either way and disabled members left out of every list but the blocklist, hidden
-- members out of who-viewed-me and who-liked-me), whoever writes the tables (routes, seeds, imports, cascades).
-- Statement-level with transition tables, as 0003_discovery_triggers.sql, so a bulk load costs one set-based
-- statement. Each trigger first locks the totals rows of the members it touches, in id order, and only then reads
-- who is shown (in READ COMMITTED each statement of a function takes a fresh snapshot): two transactions changing
-- entries of the same member (a like and a block, a like and a disable) are counted one after the other, never
-- both from a snapshot that misses the other.

-- Whether member `other` may appear in another member's lists by their own state (not disabled; not hidden, for
-- the lists that hide them). A missing member (deleted in this transaction) is not shown: members_deleting below
-- has already taken them out of every list.
CREATE FUNCTION list_member_shown(other integer, hides_hidden boolean) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM members m WHERE m.id = other AND m.disabled_at IS NULL AND NOT (hides_hidden AND m.hidden))
$$;--> statement-breakpoint
CREATE FUNCTION list_blocked_either_way(a integer, b integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = a AND x.blocked_id = b)
    OR EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = b AND x.blocked_id = a)
$$;--> statement-breakpoint
-- The entry (owner, other) of a list is shown: what lists.repository.ts's `shown()` asks of each entry.
CREATE FUNCTION list_entry_shown(owner integer, other integer, hides_hidden boolean) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT list_member_shown(other, hides_hidden) AND NOT list_blocked_either_way(owner, other)
$$;--> statement-breakpoint

-- A totals row for every new member (the triggers below only ever update rows).
CREATE FUNCTION list_totals_members_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_list_totals (member_id) SELECT id FROM inserted_members ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_list_totals_insert AFTER INSERT ON members REFERENCING NEW TABLE AS inserted_members
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_members_inserted();--> statement-breakpoint

-- likes: who-liked-me of the liked member, who-i-like of the liker. One function for inserts (+1) and deletes (-1).
CREATE FUNCTION list_totals_likes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  PERFORM 1 FROM member_list_totals t
    WHERE t.member_id IN (SELECT liker_id FROM changed_likes UNION SELECT liked_id FROM changed_likes)
    ORDER BY t.member_id FOR UPDATE;
  UPDATE member_list_totals t
    SET who_liked_me = t.who_liked_me + sign * d.liked_me, who_i_like = t.who_i_like + sign * d.i_like
    FROM (
      SELECT e.owner, sum(e.liked_me)::int AS liked_me, sum(e.i_like)::int AS i_like FROM (
        SELECT c.liked_id AS owner, list_entry_shown(c.liked_id, c.liker_id, true)::int AS liked_me, 0 AS i_like
          FROM changed_likes c
        UNION ALL
        SELECT c.liker_id, 0, list_entry_shown(c.liker_id, c.liked_id, false)::int FROM changed_likes c
      ) e GROUP BY e.owner
    ) d
    WHERE t.member_id = d.owner AND (d.liked_me <> 0 OR d.i_like <> 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER likes_list_totals_insert AFTER INSERT ON likes REFERENCING NEW TABLE AS changed_likes
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_likes_changed();--> statement-breakpoint
CREATE TRIGGER likes_list_totals_delete AFTER DELETE ON likes REFERENCING OLD TABLE AS changed_likes
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_likes_changed();--> statement-breakpoint

-- profile_views: who-viewed-me of the viewed member (a repeated view updates its row and changes no total).
CREATE FUNCTION list_totals_views_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed_views) THEN RETURN NULL; END IF;
  PERFORM 1 FROM member_list_totals t
    WHERE t.member_id IN (SELECT viewer_id FROM changed_views UNION SELECT viewed_id FROM changed_views)
    ORDER BY t.member_id FOR UPDATE;
  UPDATE member_list_totals t SET who_viewed_me = t.who_viewed_me + sign * d.n
    FROM (
      SELECT c.viewed_id AS owner, count(*)::int AS n FROM changed_views c
        WHERE list_entry_shown(c.viewed_id, c.viewer_id, true) GROUP BY c.viewed_id
    ) d
    WHERE t.member_id = d.owner;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profile_views_list_totals_insert AFTER INSERT ON profile_views REFERENCING NEW TABLE AS changed_views
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_views_changed();--> statement-breakpoint
CREATE TRIGGER profile_views_list_totals_delete AFTER DELETE ON profile_views REFERENCING OLD TABLE AS changed_views
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_views_changed();--> statement-breakpoint

-- mutual_likes (itself kept by triggers on likes): mutual-likes of each row's member.
CREATE FUNCTION list_totals_mutual_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed_mutual) THEN RETURN NULL; END IF;
  PERFORM 1 FROM member_list_totals t
    WHERE t.member_id IN (SELECT member_id FROM changed_mutual UNION SELECT other_id FROM changed_mutual)
    ORDER BY t.member_id FOR UPDATE;
  UPDATE member_list_totals t SET mutual_likes = t.mutual_likes + sign * d.n
    FROM (
      SELECT c.member_id AS owner, count(*)::int AS n FROM changed_mutual c
        WHERE list_entry_shown(c.member_id, c.other_id, false) GROUP BY c.member_id
    ) d
    WHERE t.member_id = d.owner;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER mutual_likes_list_totals_insert AFTER INSERT ON mutual_likes REFERENCING NEW TABLE AS changed_mutual
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_mutual_changed();--> statement-breakpoint
CREATE TRIGGER mutual_likes_list_totals_delete AFTER DELETE ON mutual_likes REFERENCING OLD TABLE AS changed_mutual
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_mutual_changed();--> statement-breakpoint

-- blocks: the blocker's blocklist, and for each pair whose state flips (the first block between two members, or
-- the last one removed) the entries between them in the other four lists, both ways.
CREATE FUNCTION list_totals_blocks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  PERFORM 1 FROM member_list_totals t
    WHERE t.member_id IN (SELECT blocker_id FROM changed_blocks UNION SELECT blocked_id FROM changed_blocks)
    ORDER BY t.member_id FOR UPDATE;
  UPDATE member_list_totals t SET blocklist = t.blocklist + sign * d.n
    FROM (SELECT c.blocker_id AS owner, count(*)::int AS n FROM changed_blocks c GROUP BY c.blocker_id) d
    WHERE t.member_id = d.owner;
  -- A pair flips when no other block stands between them: none besides the inserted ones, or none left.
  UPDATE member_list_totals t
    SET who_viewed_me = t.who_viewed_me - sign * d.viewed_me, who_liked_me = t.who_liked_me - sign * d.liked_me,
        who_i_like = t.who_i_like - sign * d.i_like, mutual_likes = t.mutual_likes - sign * d.mutual
    FROM (
      SELECT s.owner, sum(s.viewed_me)::int AS viewed_me, sum(s.liked_me)::int AS liked_me,
          sum(s.i_like)::int AS i_like, sum(s.mutual)::int AS mutual
      FROM (SELECT s.owner,
          (EXISTS (SELECT 1 FROM profile_views v WHERE v.viewer_id = s.other AND v.viewed_id = s.owner)
            AND list_member_shown(s.other, true))::int AS viewed_me,
          (EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = s.other AND l.liked_id = s.owner)
            AND list_member_shown(s.other, true))::int AS liked_me,
          (EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = s.owner AND l.liked_id = s.other)
            AND list_member_shown(s.other, false))::int AS i_like,
          (EXISTS (SELECT 1 FROM mutual_likes m WHERE m.member_id = s.owner AND m.other_id = s.other)
            AND list_member_shown(s.other, false))::int AS mutual
        FROM (SELECT DISTINCT least(c.blocker_id, c.blocked_id) AS a, greatest(c.blocker_id, c.blocked_id) AS b
              FROM changed_blocks c) p
        CROSS JOIN LATERAL (VALUES (p.a, p.b), (p.b, p.a)) AS s(owner, other)
        WHERE NOT EXISTS (
          SELECT 1 FROM blocks x
            WHERE ((x.blocker_id = p.a AND x.blocked_id = p.b) OR (x.blocker_id = p.b AND x.blocked_id = p.a))
              AND NOT (TG_OP = 'INSERT' AND EXISTS (SELECT 1 FROM changed_blocks c
                WHERE c.blocker_id = x.blocker_id AND c.blocked_id = x.blocked_id)))
      ) s GROUP BY s.owner
    ) d
    WHERE t.member_id = d.owner AND (d.viewed_me + d.liked_me + d.i_like + d.mutual) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER blocks_list_totals_insert AFTER INSERT ON blocks REFERENCING NEW TABLE AS changed_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_blocks_changed();--> statement-breakpoint
CREATE TRIGGER blocks_list_totals_delete AFTER DELETE ON blocks REFERENCING OLD TABLE AS changed_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_blocks_changed();--> statement-breakpoint

-- members: disabling, re-enabling, hiding or showing a profile (row-level, only when those columns change), and a
-- deletion, before its cascades run (which then find the member gone and change nothing), move the member in or
-- out of every list they appear in.
CREATE FUNCTION list_totals_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_shown integer := (OLD.disabled_at IS NULL)::int;
  was_shown_h integer := (OLD.disabled_at IS NULL AND NOT OLD.hidden)::int;
  d integer := -was_shown;
  dh integer := -was_shown_h;
  me integer := OLD.id;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    d := (NEW.disabled_at IS NULL)::int - was_shown;
    dh := (NEW.disabled_at IS NULL AND NOT NEW.hidden)::int - was_shown_h;
  END IF;
  IF d <> 0 OR dh <> 0 THEN
    PERFORM 1 FROM member_list_totals t
      WHERE t.member_id IN (SELECT me UNION SELECT v.viewed_id FROM profile_views v WHERE v.viewer_id = me
        UNION SELECT l.liked_id FROM likes l WHERE l.liker_id = me UNION SELECT l.liker_id FROM likes l WHERE l.liked_id = me)
      ORDER BY t.member_id FOR UPDATE;
    UPDATE member_list_totals t
      SET who_viewed_me = t.who_viewed_me + dh * e.viewed_me, who_liked_me = t.who_liked_me + dh * e.liked_me,
          who_i_like = t.who_i_like + d * e.i_like, mutual_likes = t.mutual_likes + d * e.mutual
      FROM (
        SELECT x.owner, sum(x.viewed_me)::int AS viewed_me, sum(x.liked_me)::int AS liked_me,
            sum(x.i_like)::int AS i_like, sum(x.mutual)::int AS mutual
          FROM (
            SELECT v.viewed_id AS owner, 1 AS viewed_me, 0 AS liked_me, 0 AS i_like, 0 AS mutual
              FROM profile_views v WHERE v.viewer_id = me
            UNION ALL SELECT l.liked_id, 0, 1, 0, 0 FROM likes l WHERE l.liker_id = me
            UNION ALL SELECT l.liker_id, 0, 0, 1, 0 FROM likes l WHERE l.liked_id = me
            -- mutual_likes holds both directions: the members who have `me` in theirs are `me`'s own others.
            UNION ALL SELECT m.other_id, 0, 0, 0, 1 FROM mutual_likes m WHERE m.member_id = me
          ) x
          WHERE NOT list_blocked_either_way(x.owner, me)
          GROUP BY x.owner
      ) e
      -- A statement deleting several members has already deleted the earlier ones (this trigger sees it), and their
      -- own totals go with them: updating those would re-check the foreign key of a row about to be removed.
      WHERE t.member_id = e.owner AND EXISTS (SELECT 1 FROM members o WHERE o.id = t.member_id);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_list_totals_update AFTER UPDATE OF disabled_at, hidden ON members FOR EACH ROW
  WHEN (OLD.disabled_at IS DISTINCT FROM NEW.disabled_at OR OLD.hidden IS DISTINCT FROM NEW.hidden)
  EXECUTE FUNCTION list_totals_member_changed();--> statement-breakpoint
CREATE TRIGGER members_list_totals_delete BEFORE DELETE ON members FOR EACH ROW
  EXECUTE FUNCTION list_totals_member_changed();--> statement-breakpoint

-- Every member's totals counted afresh, set-based (hash joins over whole tables, no locks; the block checks are
-- spelled out because a SQL function holding a subquery is never inlined, and would run once a row): the backfill below, and
-- what a bulk load that turned these triggers off runs afterwards (scripts/bench/seed.ts); on a live database it
-- would race writers (the triggers lock, this does not).
CREATE FUNCTION list_totals_recount() RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_list_totals AS t (member_id, who_viewed_me, who_liked_me, who_i_like, mutual_likes, blocklist)
  SELECT m.id, coalesce(v.n, 0), coalesce(lm.n, 0), coalesce(il.n, 0), coalesce(mu.n, 0), coalesce(bl.n, 0)
  FROM members m
  LEFT JOIN (SELECT e.viewed_id AS id, count(*)::int AS n FROM profile_views e
      JOIN members o ON o.id = e.viewer_id AND o.disabled_at IS NULL AND NOT o.hidden
      WHERE NOT EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = e.viewed_id AND x.blocked_id = e.viewer_id)
        AND NOT EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = e.viewer_id AND x.blocked_id = e.viewed_id) GROUP BY e.viewed_id) v ON v.id = m.id
  LEFT JOIN (SELECT e.liked_id AS id, count(*)::int AS n FROM likes e
      JOIN members o ON o.id = e.liker_id AND o.disabled_at IS NULL AND NOT o.hidden
      WHERE NOT EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = e.liked_id AND x.blocked_id = e.liker_id)
        AND NOT EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = e.liker_id AND x.blocked_id = e.liked_id) GROUP BY e.liked_id) lm ON lm.id = m.id
  LEFT JOIN (SELECT e.liker_id AS id, count(*)::int AS n FROM likes e
      JOIN members o ON o.id = e.liked_id AND o.disabled_at IS NULL
      WHERE NOT EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = e.liker_id AND x.blocked_id = e.liked_id)
        AND NOT EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = e.liked_id AND x.blocked_id = e.liker_id) GROUP BY e.liker_id) il ON il.id = m.id
  LEFT JOIN (SELECT e.member_id AS id, count(*)::int AS n FROM mutual_likes e
      JOIN members o ON o.id = e.other_id AND o.disabled_at IS NULL
      WHERE NOT EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = e.member_id AND x.blocked_id = e.other_id)
        AND NOT EXISTS (SELECT 1 FROM blocks x WHERE x.blocker_id = e.other_id AND x.blocked_id = e.member_id) GROUP BY e.member_id) mu ON mu.id = m.id
  LEFT JOIN (SELECT b.blocker_id AS id, count(*)::int AS n FROM blocks b GROUP BY b.blocker_id) bl ON bl.id = m.id
  ON CONFLICT (member_id) DO UPDATE SET who_viewed_me = excluded.who_viewed_me, who_liked_me = excluded.who_liked_me,
    who_i_like = excluded.who_i_like, mutual_likes = excluded.mutual_likes, blocklist = excluded.blocklist;
$$;--> statement-breakpoint

-- Backfill: every existing member's totals, counted as the lists count them.
SELECT list_totals_recount();
