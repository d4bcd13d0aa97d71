// The demo community's inboxes: the demo logins find conversations, the free member meets both readable and
// locked threads, and the unread counter agrees with the inbox.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members } from '../../../src/db/schema.ts';
import { DEMO_PASSWORD, demoLogins, seedDemoCommunity } from '../../../src/seed/demo.ts';
import { describeBackends, loginAs } from '../../helper.ts';
import { Messenger } from './messaging-client.ts';

describeBackends('demo inboxes', (backend) => {
  it('give the demo logins conversations whose unread counts add up to the counter', async () => {
    await seedDemoCommunity(backend.db);
    const app = await backend.build();
    const demo = async (email: string) => {
      const [member] = await backend.db.select().from(members).where(eq(members.email, email));
      return new Messenger(member!, await loginAs(app, email, DEMO_PASSWORD));
    };
    const allRows = async (messenger: Messenger) => {
      const rows = [];
      let cursor: string | undefined;
      do {
        const page = await messenger.inbox(cursor ? { cursor } : {});
        rows.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return rows;
    };

    const free = await demo(demoLogins.free);
    const freeRows = await allRows(free);
    expect(freeRows.some((row) => row.locked && row.lastMessagePreview === null)).toBe(true);
    expect(freeRows.some((row) => !row.locked && row.lastMessagePreview !== null)).toBe(true);
    const freeUnread = freeRows.reduce((sum, row) => sum + row.unreadCount, 0);
    expect(freeUnread).toBeGreaterThan(0);
    expect(await free.unreadCounter()).toBe(freeUnread);

    const paying = await demo(demoLogins.paying);
    const payingRows = await allRows(paying);
    expect(payingRows.some((row) => row.lastMessageFromMe)).toBe(true);
    expect(payingRows.every((row) => !row.locked)).toBe(true);
    const unreadRow = payingRows.find((row) => row.unreadCount > 0)!;
    const before = await paying.unreadCounter();
    const thread = await paying.thread(unreadRow.id);
    expect(thread.messages.length).toBeGreaterThan(0);
    expect(await paying.unreadCounter()).toBe(before - unreadRow.unreadCount);
  });
});
