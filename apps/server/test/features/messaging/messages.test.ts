// Sending, replying, delivered and read states, unread counts, paging, idempotent sends, deleting and flirts,
// between paying members (free-member rules and blocking: rules.test.ts).
import { randomUUID } from 'node:crypto';
import { messagingEndpoints as api } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, messages } from '../../../src/db/schema.ts';
import { storeMessages } from '../../../src/features/messaging/messages.repository.ts';
import { TestClient, describeBackends } from '../../helper.ts';
import { messenger, ok, payingPlan, refused } from './messaging-client.ts';

const MINUTE = 60_000;

describeBackends('messaging', (backend) => {
  const messageCount = async () => (await backend.db.select({ n: count() }).from(messages))[0]?.n;

  it('delivers a message, counts it unread, and shows the sender delivered and then read', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, { ...payingPlan, displayName: 'Ana' });
    const ben = await messenger(backend, app, { ...payingPlan, displayName: 'Ben' });

    const clientId = randomUUID();
    const sent = await ana.send(ben, '  Hi Ben!\r\nHow are you?  ', clientId);
    expect(sent).toMatchObject({
      fromMe: true,
      kind: 'text',
      body: 'Hi Ben!\nHow are you?',
      clientId,
      state: 'sent',
    });
    expect((await ana.rowWith(ben))?.lastMessageState).toBe('sent');
    expect(await ben.unreadCounter()).toBe(1);

    // Ben's inbox lists the thread: the message is delivered.
    const row = await ben.rowWith(ana);
    expect(row).toMatchObject({
      id: sent.threadId,
      member: { id: ana.id, name: 'Ana' },
      lastMessagePreview: 'Hi Ben! How are you?',
      lastMessageFromMe: false,
      unreadCount: 1,
      locked: false,
    });
    expect(await ana.rowWith(ben)).toMatchObject({ lastMessageFromMe: true, lastMessageState: 'delivered' });

    // Ben opens it: read, on both sides, and the counter goes down.
    const opened = await ben.thread(sent.threadId);
    expect(opened.thread.member.id).toBe(ana.id);
    expect(opened.messages).toEqual([{ ...sent, fromMe: false, clientId: null, state: 'read' }]);
    expect(await ben.unreadCounter()).toBe(0);
    expect((await ben.rowWith(ana))?.unreadCount).toBe(0);
    expect((await ana.thread(sent.threadId)).messages[0]?.state).toBe('read');

    // Ben replies in the thread: Ana has one unread message, the newest row of her inbox.
    const reply = await ben.reply(sent.threadId, 'Great, thanks!');
    expect(reply).toMatchObject({ threadId: sent.threadId, fromMe: true, state: 'sent' });
    expect(await ana.unreadCounter()).toBe(1);
    expect(await ana.rowWith(ben)).toMatchObject({
      lastMessagePreview: 'Great, thanks!',
      lastMessageFromMe: false,
      unreadCount: 1,
    });
    expect((await ana.thread(sent.threadId)).messages.map((m) => [m.body, m.fromMe])).toEqual([
      ['Hi Ben!\nHow are you?', true],
      ['Great, thanks!', false],
    ]);
  });

  it('stores a retried send once: the same clientId returns the stored message', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const clientId = randomUUID();
    const first = await ana.send(ben, 'Coffee on Friday?', clientId);
    const retried = await ana.send(ben, 'Coffee on Friday?', clientId);
    expect(retried).toEqual(first);

    const replyId = randomUUID();
    const reply = await ana.reply(first.threadId, 'Or Saturday?', replyId);
    expect(await ana.reply(first.threadId, 'Or Saturday?', replyId)).toEqual(reply);
    const flirt = ok(api.sendFlirt.response, await ana.flirtResponse(ben.id, 'coffee', randomUUID())).data;
    expect(
      ok(api.sendFlirt.response, await ana.flirtResponse(ben.id, 'coffee', flirt.clientId!)).data,
    ).toEqual(flirt);

    expect(await messageCount()).toBe(3);
    expect(await ben.unreadCounter()).toBe(3);
    // Another member may use the same uuid: clientIds are per sender.
    expect((await ben.send(ana, 'Friday works', clientId)).body).toBe('Friday works');
  });

  it('pages the inbox newest first, 20 a page, without skipping threads that share a time', async () => {
    const app = await backend.build();
    const me = await messenger(backend, app, payingPlan);
    const others = await Promise.all(Array.from({ length: 45 }, () => backend.createMember()));
    const base = Date.parse('2026-01-10T12:00:00Z');
    // Threads 0..44 end i minutes before `base`; five of them share the exact same time.
    await storeMessages(
      backend.db,
      others.map((other, i) => ({
        senderId: other.id,
        recipientId: me.id,
        body: `Message ${i}`,
        createdAt: new Date(base - (i >= 20 && i < 25 ? 20 : i) * MINUTE),
      })),
    );

    const first = await me.inbox();
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(45);
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await me.inbox({ cursor, limit: 7 });
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen.map((row) => row.member.id).sort((a, b) => a - b)).toEqual(
      others.map((o) => o.id).sort((a, b) => a - b),
    );
    const times = seen.map((row) => Date.parse(row.lastMessageAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen[0]?.lastMessagePreview).toBe('Message 0');

    refused(await me.inboxResponse({ cursor: 'not-a-cursor' }), 400, 'invalid_request');
    expect((await me.inboxResponse({ cursor: 'not-a-cursor' })).json().error.field).toBe('cursor');
    expect((await me.inboxResponse({ limit: 21 })).json().error.field).toBe('limit');
  });

  it('loads a long thread 30 messages at a time, oldest first, with "load earlier"', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await backend.createMember();
    const base = Date.parse('2026-02-01T08:00:00Z');
    await storeMessages(
      backend.db,
      Array.from({ length: 75 }, (_, i) => ({
        senderId: i % 2 ? ana.id : ben.id,
        recipientId: i % 2 ? ben.id : ana.id,
        body: `Line ${i}`,
        createdAt: new Date(base + i * MINUTE),
      })),
    );
    const threadId = (await ana.rowWith(ben))!.id;

    const newest = await ana.thread(threadId);
    expect(newest.messages.map((m) => m.body)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Line ${45 + i}`),
    );
    expect(newest).toMatchObject({ hasEarlier: true, earlierCursor: newest.messages[0]?.id });
    const middle = await ana.thread(threadId, { before: newest.earlierCursor! });
    expect(middle.messages[0]?.body).toBe('Line 15');
    expect(middle.messages.at(-1)?.body).toBe('Line 44');
    const oldest = await ana.thread(threadId, { before: middle.earlierCursor! });
    expect(oldest.messages.map((m) => m.body)).toEqual(Array.from({ length: 15 }, (_, i) => `Line ${i}`));
    expect(oldest).toMatchObject({ hasEarlier: false, earlierCursor: null });

    const small = await ana.thread(threadId, { limit: 5 });
    expect(small.messages.map((m) => m.body)).toEqual([
      'Line 70',
      'Line 71',
      'Line 72',
      'Line 73',
      'Line 74',
    ]);
    // Opening any page reads every message of the other member in the thread.
    expect(await ana.unreadCounter()).toBe(0);

    for (const before of ['999999', 'abc']) {
      const error = refused(await ana.threadResponse(threadId, { before }), 400, 'invalid_request');
      expect(error.field).toBe('before');
    }
  });

  it('deletes a thread for the deleting member only; a new message brings back just that message', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const first = await ana.send(ben, 'Hello');
    await ben.reply(first.threadId, 'Hi!');
    await ben.reply(first.threadId, 'Are you there?');
    expect(await ana.unreadCounter()).toBe(2);

    expect(ok(api.deleteThread.response, await ana.deleteResponse(first.threadId))).toEqual({
      success: true,
    });
    expect((await ana.inbox()).items).toEqual([]);
    expect(await ana.unreadCounter()).toBe(0);
    expect((await ana.thread(first.threadId)).messages).toEqual([]);
    // Ben keeps the whole conversation.
    expect((await ben.thread(first.threadId)).messages).toHaveLength(3);

    await ben.reply(first.threadId, 'Still up for Friday?');
    expect(await ana.rowWith(ben)).toMatchObject({
      id: first.threadId,
      unreadCount: 1,
      lastMessagePreview: 'Still up for Friday?',
    });
    expect((await ana.thread(first.threadId)).messages.map((m) => m.body)).toEqual(['Still up for Friday?']);

    // Deleting is the viewer's own threads only.
    const carl = await messenger(backend, app, payingPlan);
    refused(await carl.deleteResponse(first.threadId), 404, 'not_found');
    refused(await carl.threadResponse(first.threadId), 404, 'not_found');
    refused(await carl.replyResponse(first.threadId, 'Hi'), 404, 'not_found');
    refused(await ana.deleteResponse('999999'), 404, 'not_found');
    refused(await ana.deleteResponse('not-a-number'), 404, 'not_found');
  });

  it('lists the canned flirts and sends one as a flirt message', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const flirts = await ana.flirts();
    expect(flirts.length).toBeGreaterThanOrEqual(3);
    const [flirt] = flirts;
    const sent = ok(api.sendFlirt.response, await ana.flirtResponse(ben.id, flirt!.id)).data;
    expect(sent).toMatchObject({ kind: 'flirt', body: flirt!.text, fromMe: true });
    expect(await ben.rowWith(ana)).toMatchObject({ lastMessagePreview: flirt!.text, unreadCount: 1 });

    expect(refused(await ana.flirtResponse(ben.id, 'no-such-flirt'), 400, 'invalid_request').field).toBe(
      'flirtId',
    );
    expect(refused(await ana.flirtResponse(ana.id, flirt!.id), 400, 'invalid_request').field).toBe(
      'recipientId',
    );
  });

  it('refuses bad bodies with 400 naming `body`, and keeps markup verbatim as text', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const badBodies = [
      '',
      '   \n\t  ',
      'a'.repeat(2001),
      'bell \u0007',
      'nul \u0000',
      'escape \u001b[31m',
      'delete \u007f',
      42,
      null,
    ];
    for (const body of badBodies) {
      const error = refused(await ana.sendResponse(ben.id, body), 400, 'invalid_request');
      expect(error.field, JSON.stringify(body)).toBe('body');
    }
    expect(refused(await ana.sendResponse(ben.id, ''), 400, 'invalid_request').message).toBe(
      'Write a message before sending.',
    );
    expect(refused(await ana.sendResponse(ben.id, 'a'.repeat(2001)), 400, 'invalid_request').message).toBe(
      'Keep your message to 2,000 characters or fewer.',
    );
    expect(await messageCount()).toBe(0);

    // 2,000 characters counted as code points (an emoji is one), line breaks and tabs allowed.
    const emoji = '\u{1F600}'.repeat(2000);
    expect((await ana.send(ben, emoji)).body).toBe(emoji);
    expect((await ana.send(ben, 'line one\n\tline two')).body).toBe('line one\n\tline two');

    const markup = '<script>alert(1)</script> <b>bold</b> &amp;';
    const sent = await ana.send(ben, markup);
    expect(sent.body).toBe(markup);
    expect((await ben.thread(sent.threadId)).messages.at(-1)?.body).toBe(markup);
    expect((await ben.rowWith(ana))?.lastMessagePreview).toBe(markup);

    // Replies follow the same rules, and the other fields are named too.
    expect(refused(await ana.replyResponse(sent.threadId, ' '), 400, 'invalid_request').field).toBe('body');
    expect(refused(await ana.sendResponse(ben.id, 'Hi', 'not-a-uuid'), 400, 'invalid_request').field).toBe(
      'clientId',
    );
    expect(
      refused(
        await ana.client.post(api.sendMessage.path, { body: 'Hi', clientId: randomUUID() }),
        400,
        'invalid_request',
      ).field,
    ).toBe('recipientId');
  });

  it('refuses writing to oneself, to unknown and to disabled members', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const gone = await backend.createMember({ disabledAt: new Date() });
    expect(refused(await ana.sendResponse(ana.id, 'Hi me'), 400, 'invalid_request').field).toBe(
      'recipientId',
    );
    refused(await ana.sendResponse(999_999, 'Hi'), 404, 'not_found');
    refused(await ana.sendResponse(gone.id, 'Hi'), 404, 'not_found');
    expect(await messageCount()).toBe(0);
  });

  it('hides threads with a member who disabled their profile, and counts none of their messages', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const sent = await ben.send(ana, 'Hi Ana');
    await backend.db.update(members).set({ disabledAt: new Date() }).where(eq(members.id, ben.id));
    expect((await ana.inbox()).items).toEqual([]);
    expect(await ana.unreadCounter()).toBe(0);
    refused(await ana.threadResponse(sent.threadId), 404, 'not_found');
  });

  it('answers 401 to a visitor who is not logged in', async () => {
    const app = await backend.build();
    const visitor = new TestClient(app);
    refused(await visitor.get(api.getInbox.path), 401, 'unauthenticated');
    refused(
      await visitor.post(api.sendMessage.path, { recipientId: 1, body: 'Hi', clientId: randomUUID() }),
      401,
      'unauthenticated',
    );
  });
});
