// Likes and mutual matches. A like in both directions is a mutual match for both members; the mutual_likes
// table follows the likes through triggers (drizzle/0003_discovery_triggers.sql), and counters read the likes.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { likes, members } from '../../db/schema.ts';
import { memberRowId } from '../../db/member-row.ts';

/** `blocked_by_me`: the liker blocked the member; a member who blocked the liker is `not_found` to them. */
/** `added`: this call made the like (false when it existed already). */
export type LikeOutcome = { mutual: boolean; added: boolean } | 'not_found' | 'blocked_by_me';

export function likesRepository(db: Database) {
  return {
    /**
     * `liker` likes `liked` (liking twice keeps the first like). Refused across a block either way: a missing or
     * disabled member, or one who blocked the liker, is not found; a member the liker blocked is `blocked_by_me`. `mutual` when `liked` already likes `liker`.
     */
    async like(liker: number, liked: number): Promise<LikeOutcome> {
      const [target] = await db
        .select({
          blockedByMe: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${liker}::int
            and b.blocked_id = ${memberRowId})`,
          blockedMe: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${memberRowId}
            and b.blocked_id = ${liker}::int)`,
          likesBack: sql<boolean>`exists (select 1 from likes l where l.liker_id = ${memberRowId}
            and l.liked_id = ${liker}::int)`,
        })
        .from(members)
        .where(and(eq(members.id, liked), isNull(members.disabledAt)));
      // A member who blocked the liker does not exist for them: the same answer as a missing member.
      if (!target || target.blockedMe) return 'not_found';
      if (target.blockedByMe) return 'blocked_by_me';
      const added = await db
        .insert(likes)
        .values({ likerId: liker, likedId: liked })
        .onConflictDoNothing()
        .returning({ likerId: likes.likerId });
      return { mutual: target.likesBack, added: added.length > 0 };
    },

    /** Takes back a like (harmless when there was none). False when no such member exists, or they blocked `liker`. */
    async unlike(liker: number, liked: number): Promise<boolean> {
      const [target] = await db
        .select({
          blockedMe: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${memberRowId}
            and b.blocked_id = ${liker}::int)`,
        })
        .from(members)
        .where(eq(members.id, liked));
      if (!target || target.blockedMe) return false;
      await db.delete(likes).where(and(eq(likes.likerId, liker), eq(likes.likedId, liked)));
      return true;
    },
  };
}
