// The member's own photos: list, main, order, delete, and the lookup the media route makes. Storing a new photo is
// the pipeline's (pipeline.ts), which inserts the row only after its files are written.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { members, photos } from '../../db/schema.ts';
import type { PhotoRow } from './pipeline.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Serialises one member's photo changes (the pipeline's insert takes the same lock). */
const lockMember = (tx: Tx, memberId: number) =>
  tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');

export function photosRepository(db: Database) {
  const ownPhotos = (memberId: number, tx: Database | Tx = db): Promise<PhotoRow[]> =>
    tx
      .select()
      .from(photos)
      .where(eq(photos.memberId, memberId))
      .orderBy(asc(photos.position), asc(photos.id));

  return {
    ownPhotos,

    async importedCounts(memberId: number): Promise<{ facebook: number; instagram: number }> {
      const rows = await db
        .select({ source: photos.source, n: count() })
        .from(photos)
        .where(and(eq(photos.memberId, memberId), ne(photos.source, 'upload')))
        .groupBy(photos.source);
      const of = (source: string) => rows.find((row) => row.source === source)?.n ?? 0;
      return { facebook: of('facebook'), instagram: of('instagram') };
    },

    /** Makes `photoId` the member's only main photo; false when the member has no such photo. */
    async setMain(memberId: number, photoId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const [own] = await tx
          .select({ id: photos.id })
          .from(photos)
          .where(and(eq(photos.memberId, memberId), eq(photos.id, photoId)));
        if (!own) return false;
        await tx
          .update(photos)
          .set({ isMain: sql`${photos.id} = ${photoId}` })
          .where(eq(photos.memberId, memberId));
        return true;
      });
    },

    /**
     * Puts the member's photos in the given order. 'mismatch' when the ids are not exactly the member's photos
     * (each once): nothing changes then.
     */
    async reorder(memberId: number, photoIds: readonly number[]): Promise<'ok' | 'mismatch'> {
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const current = await ownPhotos(memberId, tx);
        const owned = new Set(current.map((row) => row.id));
        if (photoIds.length !== owned.size || !photoIds.every((id) => owned.has(id))) return 'mismatch';
        for (const [position, id] of photoIds.entries()) {
          await tx
            .update(photos)
            .set({ position })
            .where(and(eq(photos.memberId, memberId), eq(photos.id, id)));
        }
        return 'ok';
      });
    },

    /**
     * Deletes one of the member's photos and closes the gap in the order; when it was the main photo the next one
     * (by order) becomes main. Answers the deleted row (its files are the caller's to remove), or undefined.
     */
    async remove(memberId: number, photoId: number): Promise<PhotoRow | undefined> {
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const [deleted] = await tx
          .delete(photos)
          .where(and(eq(photos.memberId, memberId), eq(photos.id, photoId)))
          .returning();
        if (!deleted) return undefined;
        const rest = await ownPhotos(memberId, tx);
        for (const [position, row] of rest.entries()) {
          const isMain = deleted.isMain ? position === 0 : row.isMain;
          if (row.position !== position || row.isMain !== isMain) {
            await tx.update(photos).set({ position, isMain }).where(eq(photos.id, row.id));
          }
        }
        return deleted;
      });
    },

    /** The photo whose files live under `storageKey`, for the media route. */
    async byStorageKey(memberId: number, storageKey: string) {
      const [row] = await db
        .select({ id: photos.id, memberId: photos.memberId, moderation: photos.moderation })
        .from(photos)
        .where(and(eq(photos.memberId, memberId), eq(photos.storageKey, storageKey)));
      return row;
    },
  };
}
