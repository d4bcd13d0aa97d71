ALTER TABLE "members" ADD COLUMN "card_photo_key" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "card_photo_url" text;--> statement-breakpoint
-- Hand-written below: the card photo kept on the member's row (members.card_photo_key, card_photo_url): the member's
-- first approved photo by main, position and id, or nulls without one. Every member card sorted the member's photos
-- to find it (an index probe and a sort a card), and search's has-photo filter probed them for every candidate.
-- A member's row changes only when their card photo does.
CREATE FUNCTION members_card_photo_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE members m SET card_photo_key = best.storage_key, card_photo_url = best.url
  FROM (
    SELECT changed.member_id, first.storage_key, first.url
    FROM (SELECT DISTINCT unnest(ids) AS member_id) changed
    LEFT JOIN LATERAL (
      SELECT p.storage_key, p.url FROM photos p
      WHERE p.member_id = changed.member_id AND p.moderation = 'approved'
      ORDER BY p.is_main DESC, p.position, p.id LIMIT 1
    ) first ON true
  ) best
  WHERE m.id = best.member_id
    AND (m.card_photo_key, m.card_photo_url) IS DISTINCT FROM (best.storage_key, best.url);
$$;--> statement-breakpoint
-- One function for the three statement triggers: each branch reads only its own transition tables.
CREATE FUNCTION photos_card_photo_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM members_card_photo_refresh(array(SELECT member_id FROM new_photos));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM members_card_photo_refresh(array(SELECT member_id FROM old_photos));
  ELSE
    PERFORM members_card_photo_refresh(
      array(SELECT member_id FROM old_photos UNION SELECT member_id FROM new_photos));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER photos_card_photo_insert AFTER INSERT ON photos REFERENCING NEW TABLE AS new_photos
  FOR EACH STATEMENT EXECUTE FUNCTION photos_card_photo_changed();--> statement-breakpoint
CREATE TRIGGER photos_card_photo_update AFTER UPDATE ON photos REFERENCING OLD TABLE AS old_photos NEW TABLE AS new_photos
  FOR EACH STATEMENT EXECUTE FUNCTION photos_card_photo_changed();--> statement-breakpoint
CREATE TRIGGER photos_card_photo_delete AFTER DELETE ON photos REFERENCING OLD TABLE AS old_photos
  FOR EACH STATEMENT EXECUTE FUNCTION photos_card_photo_changed();--> statement-breakpoint
-- Backfill: every member with photos.
SELECT members_card_photo_refresh(array(SELECT DISTINCT member_id FROM photos));
