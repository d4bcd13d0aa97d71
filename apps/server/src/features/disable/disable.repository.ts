// Disabling a profile: the reasons are kept (a row per time), the member is hidden (members.disabledAt, which every
// query of others' profiles, lists, feeds, daily matches and inboxes filters on) and every session ends. Nothing
// the member owns is touched, so reactivating (session feature) brings it all back.
import type { DisableReason } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
import { members, profileDisables, sessions } from '../../db/schema.ts';

export function disableRepository(db: Database) {
  return {
    /**
     * Disables the member's profile in one transaction, `then` running in it last (the live channel's session-ended);
     * answers when it was disabled.
     */
    async disable(
      memberId: number,
      reasons: readonly DisableReason[],
      comment: string,
      then?: (tx: Tx) => Promise<void>,
    ): Promise<Date> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(profileDisables)
          .values({ memberId, reasons: [...reasons], comment })
          .returning({ disabledAt: profileDisables.disabledAt });
        const disabledAt = row?.disabledAt ?? new Date();
        await tx
          .update(members)
          .set({ disabledAt: sql`coalesce(${members.disabledAt}, ${disabledAt})` })
          .where(eq(members.id, memberId));
        await tx.delete(sessions).where(eq(sessions.memberId, memberId));
        await then?.(tx);
        return disabledAt;
      });
    },

    /** The member's disables, newest first (what they said and when they came back). */
    history(memberId: number) {
      return db
        .select({
          reasons: profileDisables.reasons,
          comment: profileDisables.comment,
          disabledAt: profileDisables.disabledAt,
          reactivatedAt: profileDisables.reactivatedAt,
        })
        .from(profileDisables)
        .where(eq(profileDisables.memberId, memberId))
        .orderBy(sql`${profileDisables.disabledAt} desc, ${profileDisables.id} desc`);
    },
  };
}
