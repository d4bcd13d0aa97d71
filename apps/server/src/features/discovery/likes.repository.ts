// Likes and mutual matches. A like in both directions is a mutual match for both members; the mutual_likes
// table follows the likes through triggers (drizzle/0003_discovery_triggers.sql), and counters read the likes.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { likes, members } from '../../db/schema.ts';
import { notBlockedEitherWay } from '../../db/visibility.ts';
import { memberRowId } from '../../db/member-row.ts';

export type LikeOutcome = { mutual: boolean } | 'not_found' | 'blocked';

export function likesRepository(db: Database) {
  return {
    /**
     * `liker` likes `liked` (liking twice keeps the first like). Refused across a block either way; a missing or
     * disabled member is not found. `mutual` when `liked` already likes `liker`.
     */
    async like(liker: number, liked: number): Promise<LikeOutcome> {
      const [target] = await db
        .select({
          blocked: sql<boolean>`not (${notBlockedEitherWay(liker, memberRowId)})`,
          likesBack: sql<boolean>`exists (select 1 from likes l where l.liker_id = ${memberRowId}
            and l.liked_id = ${liker}::int)`,
        })
        .from(members)
        .where(and(eq(members.id, liked), isNull(members.disabledAt)));
      if (!target) return 'not_found';
      if (target.blocked) return 'blocked';
      await db.insert(likes).values({ likerId: liker, likedId: liked }).onConflictDoNothing();
      return { mutual: target.likesBack };
    },

    /** Takes back a like (harmless when there was none). False when no such member exists. */
    async unlike(liker: number, liked: number): Promise<boolean> {
      const [target] = await db.select({ id: members.id }).from(members).where(eq(members.id, liked));
      if (!target) return false;
      await db.delete(likes).where(and(eq(likes.likerId, liker), eq(likes.likedId, liked)));
      return true;
    },
  };
}
