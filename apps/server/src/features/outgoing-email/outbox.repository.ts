// The outbox table: every email sent, whatever carried it, and the member's bouncing flag a bounce sets.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mailOutbox, members } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export function outboxRepository(db: Database) {
  return {
    async record(row: NewOutboxRow): Promise<number> {
      const [inserted] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      if (!inserted) throw new Error('outbox row not inserted');
      return inserted.id;
    },

    /**
     * Mail to `address` bounced: its member's address is flagged (only while it is still their address: a bounce of
     * an address they have since changed says nothing about the new one).
     */
    async markBouncing(address: string, memberId: number | null | undefined): Promise<void> {
      const sameAddress = eq(members.email, address.toLowerCase());
      await db
        .update(members)
        .set({ emailBouncing: true })
        .where(memberId == null ? sameAddress : and(eq(members.id, memberId), sameAddress));
    },

    /** The newest mail first, optionally to one address (the dev outbox page and the tests reading links). */
    async list(options: { to?: string; limit: number }): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(options.to ? eq(mailOutbox.toAddress, options.to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(options.limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
