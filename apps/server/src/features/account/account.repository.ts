// The member's own account rows: the password hash and the visibility switches (columns of members).
import { eq } from 'drizzle-orm';
import type { Visibility } from '@app/contract';
import type { Database } from '../../db/database.ts';
import { members } from '../../db/schema.ts';

export function accountRepository(db: Database) {
  return {
    async setPasswordHash(memberId: number, passwordHash: string): Promise<void> {
      await db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    },

    async visibilityOf(memberId: number): Promise<Visibility | undefined> {
      const [row] = await db
        .select({ hidden: members.hidden, incognito: members.incognito })
        .from(members)
        .where(eq(members.id, memberId));
      return row;
    },

    async saveVisibility(memberId: number, visibility: Visibility): Promise<Visibility | undefined> {
      const [row] = await db
        .update(members)
        .set({ hidden: visibility.hidden, incognito: visibility.incognito })
        .where(eq(members.id, memberId))
        .returning({ hidden: members.hidden, incognito: members.incognito });
      return row;
    },
  };
}
