// The hotlist: members a member saved as favourites, newest first. Members across a block (either way) and
// disabled profiles are left out of the list and its total, and come back when that changes.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { hotlistEntries, members } from '../../db/schema.ts';
import { afterCursor, cursorTime, pageOfRows } from '../../db/cursor.ts';
import { notBlockedEitherWay } from '../../db/visibility.ts';
import { memberCardColumns } from '../../db/member-card.ts';

export function hotlistRepository(db: Database) {
  const shown = (ownerId: number) =>
    and(
      eq(hotlistEntries.ownerId, ownerId),
      isNull(members.disabledAt),
      notBlockedEitherWay(ownerId, hotlistEntries.memberId),
    );

  return {
    async list(ownerId: number, after: [string, number] | null, limit: number) {
      const rows = await db
        .select({
          position: cursorTime(hotlistEntries.createdAt),
          addedAt: hotlistEntries.createdAt,
          member: memberCardColumns(ownerId),
        })
        .from(hotlistEntries)
        .innerJoin(members, eq(members.id, hotlistEntries.memberId))
        .where(
          and(
            shown(ownerId),
            after ? afterCursor(hotlistEntries.createdAt, hotlistEntries.memberId, after) : undefined,
          ),
        )
        .orderBy(desc(hotlistEntries.createdAt), desc(hotlistEntries.memberId))
        .limit(limit + 1);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(hotlistEntries)
        .innerJoin(members, eq(members.id, hotlistEntries.memberId))
        .where(shown(ownerId));
      return { ...pageOfRows(rows, limit, (row) => [row.position, row.member.id]), total: count?.total ?? 0 };
    },

    /** Adds the member; adding one already there keeps the first time. */
    async add(ownerId: number, memberId: number): Promise<void> {
      await db.insert(hotlistEntries).values({ ownerId, memberId }).onConflictDoNothing();
    },

    async remove(ownerId: number, memberId: number): Promise<void> {
      await db
        .delete(hotlistEntries)
        .where(and(eq(hotlistEntries.ownerId, ownerId), eq(hotlistEntries.memberId, memberId)));
    },
  };
}
