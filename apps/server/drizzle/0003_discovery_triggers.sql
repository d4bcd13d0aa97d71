-- Custom SQL migration (drizzle-kit generate --custom): triggers that keep the derived discovery tables in step
-- with the tables they are derived from, whoever writes those (routes, seeds, imports), then a backfill.
-- Statement-level triggers with transition tables, so a bulk insert costs one set-based statement.

-- mutual_likes: both directions of a pair appear when the second like arrives, and go with either like.
CREATE FUNCTION discovery_likes_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mutual_likes (member_id, other_id, matched_at)
    SELECT pair.member_id, pair.other_id, greatest(n.created_at, back.created_at)
    FROM inserted_likes n
    JOIN likes back ON back.liker_id = n.liked_id AND back.liked_id = n.liker_id
    CROSS JOIN LATERAL (VALUES (n.liker_id, n.liked_id), (n.liked_id, n.liker_id)) AS pair(member_id, other_id)
  ON CONFLICT (member_id, other_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER likes_mutual_insert AFTER INSERT ON likes REFERENCING NEW TABLE AS inserted_likes
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_likes_inserted();--> statement-breakpoint
CREATE FUNCTION discovery_likes_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mutual_likes m USING deleted_likes d WHERE m.member_id = d.liker_id AND m.other_id = d.liked_id;
  DELETE FROM mutual_likes m USING deleted_likes d WHERE m.member_id = d.liked_id AND m.other_id = d.liker_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER likes_mutual_delete AFTER DELETE ON likes REFERENCING OLD TABLE AS deleted_likes
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_likes_deleted();--> statement-breakpoint

-- member_events: a new member (and one who joins verified), a verification, a new photo.
CREATE FUNCTION discovery_members_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_events (member_id, kind, at)
    SELECT id, 'new_member', created_at FROM inserted_members
    UNION ALL
    SELECT id, 'verified', created_at FROM inserted_members WHERE verification_status = 'verified'
  ON CONFLICT (member_id, kind) DO UPDATE SET at = excluded.at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_discovery_insert AFTER INSERT ON members REFERENCING NEW TABLE AS inserted_members
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_members_inserted();--> statement-breakpoint
CREATE FUNCTION discovery_member_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_events (member_id, kind, at) VALUES (NEW.id, 'verified', now())
  ON CONFLICT (member_id, kind) DO UPDATE SET at = excluded.at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_discovery_verified AFTER UPDATE OF verification_status ON members FOR EACH ROW
  WHEN (NEW.verification_status = 'verified' AND OLD.verification_status IS DISTINCT FROM 'verified')
  EXECUTE FUNCTION discovery_member_verified();--> statement-breakpoint
CREATE FUNCTION discovery_photos_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_events (member_id, kind, at)
    SELECT member_id, 'photo_added', max(created_at) FROM inserted_photos GROUP BY member_id
  ON CONFLICT (member_id, kind) DO UPDATE SET at = greatest(member_events.at, excluded.at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER photos_discovery_insert AFTER INSERT ON photos REFERENCING NEW TABLE AS inserted_photos
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_photos_inserted();--> statement-breakpoint

-- Backfill for databases created before these tables existed (no-ops on an empty database).
INSERT INTO mutual_likes (member_id, other_id, matched_at)
  SELECT l.liker_id, l.liked_id, greatest(l.created_at, back.created_at)
  FROM likes l JOIN likes back ON back.liker_id = l.liked_id AND back.liked_id = l.liker_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO member_events (member_id, kind, at)
  SELECT id, 'new_member', created_at FROM members
  UNION ALL
  SELECT id, 'verified', created_at FROM members WHERE verification_status = 'verified'
  UNION ALL
  SELECT member_id, 'photo_added', max(created_at) FROM photos GROUP BY member_id
ON CONFLICT DO NOTHING;
