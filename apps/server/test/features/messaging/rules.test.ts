// The free-member rules and blocking, as README "Messaging rules" writes them: each allowed and each refused
// branch, and blocks from both sides.
import { messagingEndpoints as api, messagingPaywallFeatureOf, paywallHeadline } from '@app/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, messages } from '../../../src/db/schema.ts';
import { describeBackends } from '../../helper.ts';
import type { Messenger } from './messaging-client.ts';
import { block, messenger, ok, paywalled, payingPlan, refused } from './messaging-client.ts';

describeBackends('messaging rules', (backend) => {
  const messageCount = async () => (await backend.db.select({ n: count() }).from(messages))[0]?.n;

  /** A free member with a thread from a paying member and one from another free member. */
  async function freeMemberInbox() {
    const app = await backend.build();
    const free = await messenger(backend, app, { displayName: 'Fran' });
    const paying = await messenger(backend, app, { ...payingPlan, displayName: 'Pat' });
    const otherFree = await messenger(backend, app, { displayName: 'Frida' });
    const fromPaying = await paying.send(free, 'Hi Fran, loved your profile!');
    const flirt = ok(api.sendFlirt.response, await otherFree.flirtResponse(free.id, 'wave')).data;
    return { app, free, paying, otherFree, fromPaying, flirt };
  }

  it('lets a free member list the inbox, locking threads with free members (no preview, unread counted)', async () => {
    const { free, paying, otherFree } = await freeMemberInbox();
    const readable = await free.rowWith(paying);
    expect(readable).toMatchObject({ locked: false, lastMessagePreview: 'Hi Fran, loved your profile!' });
    expect(await free.rowWith(otherFree)).toMatchObject({
      locked: true,
      lastMessagePreview: null,
      unreadCount: 1,
      member: { name: 'Frida' },
    });
    expect(await free.unreadCounter()).toBe(2);
  });

  it('lets a free member read a paying member’s thread, and refuses a free member’s with readMail', async () => {
    const { free, paying, otherFree, fromPaying, flirt } = await freeMemberInbox();
    await free.inbox(); // listing delivers both messages
    const opened = await free.thread(fromPaying.threadId);
    expect(opened.messages.map((m) => m.body)).toEqual(['Hi Fran, loved your profile!']);
    expect((await paying.thread(fromPaying.threadId)).messages[0]?.state).toBe('read');

    const locked = await free.threadResponse(flirt.threadId);
    paywalled(locked, 'readMail');
    expect(messagingPaywallFeatureOf(locked.json())).toBe('readMail');
    expect(locked.json().error.message).toBe(paywallHeadline('readMail'));
    // Refused reading marks nothing read: the sender still sees "delivered".
    expect((await otherFree.rowWith(free))?.lastMessageState).toBe('delivered');
    expect(await free.unreadCounter()).toBe(1);
  });

  it('refuses a free member’s reply and new message with the matching paywall, storing nothing', async () => {
    const { free, paying, fromPaying } = await freeMemberInbox();
    const before = await messageCount();
    paywalled(await free.replyResponse(fromPaying.threadId, 'Thank you!'), 'reply');
    paywalled(await free.sendResponse(paying.id, 'Hello!'), 'sendMessage');
    const stranger = await backend.createMember({ ...payingPlan });
    paywalled(await free.sendResponse(stranger.id, 'Hello!'), 'sendMessage');
    expect(await messageCount()).toBe(before);
    expect((await paying.rowWith(free))?.lastMessageFromMe).toBe(true);
  });

  it('lets a free member send flirts and delete threads', async () => {
    const { free, paying, fromPaying } = await freeMemberInbox();
    const flirt = ok(api.sendFlirt.response, await free.flirtResponse(paying.id, 'smile')).data;
    expect(flirt).toMatchObject({ kind: 'flirt', threadId: fromPaying.threadId, fromMe: true });
    expect(await paying.rowWith(free)).toMatchObject({ unreadCount: 1, locked: false });

    expect(ok(api.deleteThread.response, await free.deleteResponse(fromPaying.threadId)).success).toBe(true);
    expect(await free.rowWith(paying)).toBeUndefined();
  });

  it('lets a paying member read, write and reply to free members, whose flirts they can open', async () => {
    const { free, paying, otherFree, flirt } = await freeMemberInbox();
    const sent = await paying.send(otherFree, 'Hi Frida');
    expect(sent.threadId).not.toBe(flirt.threadId);
    expect(await paying.reply(sent.threadId, 'Are you new here?')).toMatchObject({ state: 'sent' });

    const fromFree = ok(api.sendFlirt.response, await free.flirtResponse(paying.id, 'coffee')).data;
    const opened = await paying.thread(fromFree.threadId);
    expect(opened.messages.at(-1)).toMatchObject({ kind: 'flirt', fromMe: false, state: 'read' });
    expect((await paying.rowWith(free))?.locked).toBe(false);
  });

  it('treats a full member who does not pay (e.g. a free-time offer) like a paying one', async () => {
    const app = await backend.build();
    const full = await messenger(backend, app, { isFullMember: true, isPayingMember: false });
    const free = await messenger(backend, app);
    const sent = await full.send(free, 'Welcome!');
    expect((await free.rowWith(full))?.locked).toBe(false);
    expect((await free.thread(sent.threadId)).messages).toHaveLength(1);
  });

  describe('blocking', () => {
    async function pair() {
      const app = await backend.build();
      const ana = await messenger(backend, app, { ...payingPlan, displayName: 'Ana' });
      const ben = await messenger(backend, app, { ...payingPlan, displayName: 'Ben' });
      const first = await ben.send(ana, 'Hi Ana');
      await ana.thread(first.threadId);
      await ana.reply(first.threadId, 'Hi Ben');
      await ben.reply(first.threadId, 'How was your weekend?');
      return { ana, ben, threadId: first.threadId };
    }

    /** Every messaging call from `from` to `to` gets `status` with `code`, and nothing is stored. */
    async function expectRefusedBothWays(
      from: Messenger,
      to: Messenger,
      threadId: string,
      status: number,
      code: string,
    ) {
      const before = await messageCount();
      const calls = [
        from.threadResponse(threadId),
        from.replyResponse(threadId, 'Hello?'),
        from.sendResponse(to.id, 'Hello?'),
        from.flirtResponse(to.id, 'wave'),
        from.addToHotlist(to.id),
      ];
      for (const response of await Promise.all(calls)) refused(response, status, code);
      expect(await messageCount()).toBe(before);
    }

    it('refuses the blocker with 403 blocked naming the member, and hides the thread from both', async () => {
      const { ana, ben, threadId } = await pair();
      await block(backend, ana, ben);
      const error = refused(await ana.threadResponse(threadId), 403, 'blocked');
      expect(error.message).toContain('Ben');
      await expectRefusedBothWays(ana, ben, threadId, 403, 'blocked');
      expect((await ana.inbox()).items).toEqual([]);
      expect((await ben.inbox()).items).toEqual([]);
      expect(await ana.unreadCounter()).toBe(0);
      expect(await ben.unreadCounter()).toBe(0);
    });

    it('answers the blocked member 404, never revealing the block', async () => {
      const { ana, ben, threadId } = await pair();
      await block(backend, ana, ben);
      await expectRefusedBothWays(ben, ana, threadId, 404, 'not_found');
      const error = refused(await ben.sendResponse(ana.id, 'Why?'), 404, 'not_found');
      expect(error.message).not.toMatch(/block/i);
    });

    it('checks the block before the paywall, for free members too', async () => {
      const app = await backend.build();
      const free = await messenger(backend, app);
      const paying = await messenger(backend, app, payingPlan);
      const sent = await paying.send(free, 'Hi');
      await block(backend, free, paying);
      refused(await free.threadResponse(sent.threadId), 403, 'blocked');
      refused(await free.replyResponse(sent.threadId, 'Hi'), 403, 'blocked');
      refused(await paying.sendResponse(free.id, 'Hi again'), 404, 'not_found');
    });

    it('brings the thread back as it was when the block is lifted', async () => {
      const { ana, ben, threadId } = await pair();
      await block(backend, ben, ana);
      expect((await ana.inbox()).items).toEqual([]);
      await backend.db.delete(blocks).where(and(eq(blocks.blockerId, ben.id), eq(blocks.blockedId, ana.id)));
      expect(await ana.rowWith(ben)).toMatchObject({ id: threadId, unreadCount: 1 });
      expect(await ana.unreadCounter()).toBe(1);
      expect((await ana.thread(threadId)).messages).toHaveLength(3);
    });
  });
});
