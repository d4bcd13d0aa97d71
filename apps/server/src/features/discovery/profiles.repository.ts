// Another member's profile as profile/view shows it (their card, photos, about me, the sections of member_profiles,
// 20Q answers in question order, artists in their order: read live, so a save shows at once), in one statement. The
// view that opening it records is written in batches (profile-views.ts).
import type { Artist, ProfilePhoto, UserAnswer } from '@app/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { memberProfiles, members } from '../../db/schema.ts';
import { pinned } from '../../db/prepared.ts';
import { memberRowId } from '../../db/member-row.ts';
import { memberCardColumns } from '../../db/member-card.ts';

export function profilesRepository(db: Database) {
  const viewer = sql.placeholder('viewer');
  const member = sql.placeholder('member');
  // Primary-key lookups whatever the ids, so the generic plan is the custom one: named, the statement is parsed
  // and planned once per connection (db/prepared.ts).
  const profile = db
    .select({
      member: memberCardColumns(viewer),
      region: members.region,
      about: members.about,
      seeking: members.seeking,
      createdAt: members.createdAt,
      photos: sql<ProfilePhoto[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'url', p.url,
        'width', p.width, 'height', p.height) order by p.is_main desc, p.position, p.id), '[]'::json)
        from photos p where p.member_id = ${memberRowId} and p.moderation = 'approved')`,
      profile: memberProfiles,
      answers: sql<UserAnswer[]>`(select coalesce(json_agg(json_build_object('questionId', q.question_id,
        'answer', q.answer) order by q.question_id), '[]'::json)
        from member_answers q where q.member_id = ${memberRowId})`,
      artists: sql<Artist[]>`(select coalesce(json_agg(json_build_object('id', a.artist_id, 'name', a.name,
        'imageUrl', a.image_url, 'genres', a.genres) order by a.position), '[]'::json)
        from member_artists a where a.member_id = ${memberRowId})`,
      blockedByMe: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${viewer}::int
        and b.blocked_id = ${memberRowId})`,
      inHotlist: sql<boolean>`exists (select 1 from hotlist_entries h where h.owner_id = ${viewer}::int
        and h.member_id = ${memberRowId})`,
      blockedMe: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${memberRowId}
        and b.blocked_id = ${viewer}::int)`,
    })
    .from(members)
    .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(and(eq(members.id, sql`${member}::int`), isNull(members.disabledAt)))
    .prepare(pinned('profile_view'));

  return {
    /** The active member `memberId` as `viewerId` sees them; undefined when not found. */
    async open(viewerId: number, memberId: number) {
      const values = { viewer: viewerId, member: memberId };
      const [row] = await profile.execute(values);
      return row;
    },
  };
}
