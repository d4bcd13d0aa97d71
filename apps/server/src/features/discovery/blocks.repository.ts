// Blocking: a block hides the two members from each other everywhere (lists, search, feeds, profile view,
// messaging) and removes the likes between them. Queries apply that rule with the SQL fragments of
// db/visibility.ts; isBlockedEitherWay is the check for actions (liking, messaging).
import { and, eq, or } from 'drizzle-orm';
import type { CountCache } from '../../db/count-cache.ts';
import type { Database } from '../../db/database.ts';
import { blocks, likes, members } from '../../db/schema.ts';

const between = (a: number, b: number) =>
  or(
    and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
    and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
  );

/** `totals`: the cached community totals, whose parts for the two members a block or unblock changes. */
export function blocksRepository(db: Database, totals: CountCache) {
  const forgetParts = (a: number, b: number) => {
    totals.forgetViewer(a);
    totals.forgetViewer(b);
  };
  return {
    /** Whether either member blocked the other: they may not like or message each other. */
    async isBlockedEitherWay(a: number, b: number): Promise<boolean> {
      const rows = await db.select({ a: blocks.blockerId }).from(blocks).where(between(a, b)).limit(1);
      return rows.length > 0;
    },

    /** Whether `blocker` blocked `blocked` (one direction). */
    async hasBlocked(blocker: number, blocked: number): Promise<boolean> {
      const rows = await db
        .select({ a: blocks.blockerId })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blocker), eq(blocks.blockedId, blocked)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Blocks `blocked` for `blocker` and removes the likes between them (and so their mutual like), in one
     * transaction. Blocking twice keeps the first block. False when no such member exists.
     */
    async block(blocker: number, blocked: number): Promise<boolean> {
      const done = await db.transaction(async (tx) => {
        const [target] = await tx.select({ id: members.id }).from(members).where(eq(members.id, blocked));
        if (!target) return false;
        await tx.insert(blocks).values({ blockerId: blocker, blockedId: blocked }).onConflictDoNothing();
        await tx
          .delete(likes)
          .where(
            or(
              and(eq(likes.likerId, blocker), eq(likes.likedId, blocked)),
              and(eq(likes.likerId, blocked), eq(likes.likedId, blocker)),
            ),
          );
        return true;
      });
      if (done) forgetParts(blocker, blocked);
      return done;
    },

    /** Removes the block; likes removed by the block stay removed. False when no such member exists. */
    async unblock(blocker: number, blocked: number): Promise<boolean> {
      const [target] = await db.select({ id: members.id }).from(members).where(eq(members.id, blocked));
      if (!target) return false;
      await db.delete(blocks).where(and(eq(blocks.blockerId, blocker), eq(blocks.blockedId, blocked)));
      forgetParts(blocker, blocked);
      return true;
    },
  };
}
