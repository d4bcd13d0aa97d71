// Every query of photo import: the member's Graph API tokens (one per provider) and which provider photos they
// already imported. The imported photos themselves are ordinary photo rows (source facebook/instagram, source_id the
// provider's id), stored by the photo pipeline.
import type { ImportProvider } from '@app/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { photoImportConnections, photos } from '../../../db/schema.ts';

export function photoImportRepository(db: Database) {
  return {
    async tokenOf(memberId: number, provider: ImportProvider): Promise<string | undefined> {
      const [row] = await db
        .select({ accessToken: photoImportConnections.accessToken })
        .from(photoImportConnections)
        .where(
          and(eq(photoImportConnections.memberId, memberId), eq(photoImportConnections.provider, provider)),
        );
      return row?.accessToken;
    },

    async saveToken(memberId: number, provider: ImportProvider, accessToken: string): Promise<void> {
      await db
        .insert(photoImportConnections)
        .values({ memberId, provider, accessToken })
        .onConflictDoUpdate({
          target: [photoImportConnections.memberId, photoImportConnections.provider],
          set: { accessToken, updatedAt: sql`now()` },
        });
    },

    async disconnect(memberId: number, provider: ImportProvider): Promise<void> {
      await db
        .delete(photoImportConnections)
        .where(
          and(eq(photoImportConnections.memberId, memberId), eq(photoImportConnections.provider, provider)),
        );
    },

    /** How many of the member's photos came from the provider. */
    async importedCount(memberId: number, provider: ImportProvider): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(photos)
        .where(and(eq(photos.memberId, memberId), eq(photos.source, provider)));
      return row?.n ?? 0;
    },

    /** How many photos the member has (uploaded and imported). */
    async photoCount(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.memberId, memberId));
      return row?.n ?? 0;
    },

    /** Which of these provider photo ids the member already imported. */
    async importedIds(
      memberId: number,
      provider: ImportProvider,
      sourceIds: readonly string[],
    ): Promise<Set<string>> {
      if (sourceIds.length === 0) return new Set();
      const rows = await db
        .select({ sourceId: photos.sourceId })
        .from(photos)
        .where(
          and(
            eq(photos.memberId, memberId),
            eq(photos.source, provider),
            inArray(photos.sourceId, [...sourceIds]),
          ),
        );
      return new Set(rows.flatMap((row) => (row.sourceId === null ? [] : [row.sourceId])));
    },
  };
}
