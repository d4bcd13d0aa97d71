// The member's own account rows: the password hash and the visibility switches (columns of members).
import { eq, sql } from 'drizzle-orm';
import type { Visibility } from '@app/contract';
import type { Database } from '../../db/database.ts';
import { members } from '../../db/schema.ts';

/** The member's own choice: a member not yet listed is held hidden, and their choice waits (db/schema-core.ts). */
const hiddenChoice = sql<boolean>`case when ${members.listedAt} is null then ${members.hiddenByChoice} else ${members.hidden} end`;

export function accountRepository(db: Database) {
  return {
    async setPasswordHash(memberId: number, passwordHash: string): Promise<void> {
      await db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    },

    async visibilityOf(memberId: number): Promise<Visibility | undefined> {
      const [row] = await db
        .select({ hidden: hiddenChoice, incognito: members.incognito })
        .from(members)
        .where(eq(members.id, memberId));
      return row;
    },

    async saveVisibility(memberId: number, visibility: Visibility): Promise<Visibility | undefined> {
      const [row] = await db
        .update(members)
        .set({
          hidden: visibility.hidden,
          hiddenByChoice: visibility.hidden,
          incognito: visibility.incognito,
        })
        .where(eq(members.id, memberId))
        .returning({ hidden: hiddenChoice, incognito: members.incognito });
      return row;
    },
  };
}
