// Another member's profile as profile/view shows it (their card, photos, about me, the sections of member_profiles,
// 20Q answers in question order, artists in their order: one statement, read live, so a save shows at once), and the
// view it records (one row per viewer and member, holding the latest time). Both run together: the view is written
// only when neither member blocked the other, and never for an incognito viewer (settings: visibility).
import type { Artist, ProfilePhoto, UserAnswer } from '@app/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { memberProfiles, members } from '../../db/schema.ts';
import { notBlockedEitherWay } from '../../db/visibility.ts';
import { memberRowId } from '../../db/member-row.ts';
import { memberCardColumns } from '../../db/member-card.ts';

export function profilesRepository(db: Database) {
  return {
    /** The active member `memberId` as `viewerId` sees them, recording the view; undefined when not found. */
    async open(viewerId: number, memberId: number) {
      const [rows] = await Promise.all([
        db
          .select({
            member: memberCardColumns(viewerId),
            region: members.region,
            about: members.about,
            seeking: members.seeking,
            createdAt: members.createdAt,
            photos: sql<ProfilePhoto[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'url', p.url,
              'width', p.width, 'height', p.height) order by p.is_main desc, p.position, p.id), '[]'::json)
              from photos p where p.member_id = ${memberRowId} and p.moderation = 'approved')`,
            profile: memberProfiles,
            answers: sql<
              UserAnswer[]
            >`(select coalesce(json_agg(json_build_object('questionId', q.question_id,
              'answer', q.answer) order by q.question_id), '[]'::json)
              from member_answers q where q.member_id = ${memberRowId})`,
            artists: sql<
              Artist[]
            >`(select coalesce(json_agg(json_build_object('id', a.artist_id, 'name', a.name,
              'imageUrl', a.image_url, 'genres', a.genres) order by a.position), '[]'::json)
              from member_artists a where a.member_id = ${memberRowId})`,
            blockedByMe: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${viewerId}::int
              and b.blocked_id = ${memberRowId})`,
            inHotlist: sql<boolean>`exists (select 1 from hotlist_entries h where h.owner_id = ${viewerId}::int
              and h.member_id = ${memberRowId})`,
            blockedMe: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${memberRowId}
              and b.blocked_id = ${viewerId}::int)`,
          })
          .from(members)
          .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
          .where(and(eq(members.id, memberId), isNull(members.disabledAt))),
        db.execute(sql`insert into profile_views (viewer_id, viewed_id)
          select ${viewerId}::int, m.id from members m
          where m.id = ${memberId}::int and m.disabled_at is null and ${notBlockedEitherWay(viewerId, sql`m.id`)}
            and not exists (select 1 from members v where v.id = ${viewerId}::int and v.incognito)
          on conflict (viewer_id, viewed_id) do update set viewed_at = now()`),
      ]);
      return rows[0];
    },
  };
}
