// What the notices read beyond the member row (an approved main photo) and the once notices' record.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { members, photos } from '../../db/schema.ts';

export function noticesRepository(db: Database) {
  return {
    async hasApprovedMainPhoto(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.memberId, memberId), eq(photos.isMain, true), eq(photos.moderation, 'approved')))
        .limit(1);
      return row !== undefined;
    },

    /** A once notice was dismissed: no longer pending. */
    async dismissPending(memberId: number, kind: string): Promise<void> {
      await db
        .update(members)
        .set({ pendingNotices: sql`array_remove(${members.pendingNotices}, ${kind})` })
        .where(eq(members.id, memberId));
    },
  };
}
