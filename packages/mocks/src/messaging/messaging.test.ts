import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '@app/contract';
import { buildPath, messagingEndpoints as api } from '@app/contract';
import { createHandlerGroups } from '../groups.ts';
import { addConversation, messagingStores, sessionStore } from '../scenarios.ts';
import { uuidFor } from './factories.ts';
import { messagingHandlers } from './handlers.ts';
import type { Mailbox as MessagingStore } from './mailbox.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Serves a fresh store of the scenario and returns it, so a test can look inside or change its faults. */
function serve(scenario: keyof typeof messagingStores): MessagingStore {
  const store = messagingStores[scenario]();
  server.use(...messagingHandlers(store));
  return store;
}

interface CallInput<E> {
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/** Calls an endpoint like the site will; a 2xx body is parsed with the contract. */
async function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}) {
  const url = new URL(buildPath(endpoint.path, input.params), 'http://localhost');
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json' },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const json: unknown = await response.json();
  return {
    status: response.status,
    json,
    data: response.ok ? (endpoint.response.parse(json) as ResponseOf<E>) : undefined,
  };
}

const inbox = async (cursor?: string) => (await call(api.getInbox, { query: { cursor } })).data!.data;
const openThread = (threadId: string, before?: string) =>
  call(api.getThread, { params: { threadId }, query: before ? { before } : {} });

describe('inbox', () => {
  it('lists threads newest first with the unread count of each', async () => {
    serve('unreadThreads');
    const page = await inbox();
    expect(page.items.map((t) => t.unreadCount)).toEqual([3, 1, 5, 2]);
    expect(page.items.every((t) => t.lastMessagePreview && !t.locked)).toBe(true);
    expect(page.total).toBe(4);
  });

  it('pages through every thread once with the cursor', async () => {
    serve('manyThreads');
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await inbox(cursor);
      ids.push(...page.items.map((t) => t.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
  });

  it('answers an empty page for a member without threads', async () => {
    serve('emptyInbox');
    expect(await inbox()).toEqual({ items: [], nextCursor: null, total: 0 });
  });
});

describe('a thread', () => {
  it('gives messages oldest first, pages back with the earlier cursor, and stops at the first message', async () => {
    serve('longThread');
    const newest = (await openThread('t1')).data!.data;
    expect(newest.messages).toHaveLength(30);
    const times = newest.messages.map((m) => m.sentAt);
    expect([...times].sort()).toEqual(times);
    expect(newest.hasEarlier).toBe(true);

    const middle = (await openThread('t1', newest.earlierCursor!)).data!.data;
    expect(middle.messages.at(-1)!.sentAt < newest.messages[0]!.sentAt).toBe(true);
    const first = (await openThread('t1', middle.earlierCursor!)).data!.data;
    expect(first.messages).toHaveLength(15);
    expect(first).toMatchObject({ hasEarlier: false, earlierCursor: null });
  });

  it('marks the other member’s messages read when opened, which clears the unread count', async () => {
    serve('unreadThreads');
    const [thread] = (await inbox()).items;
    expect(thread!.unreadCount).toBe(3);
    const opened = (await openThread(thread!.id)).data!.data;
    expect(opened.messages.filter((m) => !m.fromMe).every((m) => m.state === 'read')).toBe(true);
    expect((await inbox()).items[0]!.unreadCount).toBe(0);
  });

  it('answers 404 for a thread that is not the viewer’s', async () => {
    serve('default');
    const { status, json } = await openThread('t999');
    expect(status).toBe(404);
    expect(json).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('sending', () => {
  it('starts a thread that tops the inbox, and a repeated clientId stores the message once', async () => {
    const store = serve('default');
    const body = { recipientId: 207, body: '  Hello there!  ', clientId: uuidFor(9001) };
    const first = await call(api.sendMessage, { body });
    const again = await call(api.sendMessage, { body });
    expect(first.status).toBe(200);
    expect(first.data!.data).toMatchObject({ body: 'Hello there!', fromMe: true, state: 'sent' });
    expect(again.data!.data.id).toBe(first.data!.data.id);
    expect(store.messages.filter((m) => m.clientId === body.clientId)).toHaveLength(1);

    const top = (await inbox()).items[0]!;
    expect(top).toMatchObject({
      member: { id: 207 },
      lastMessagePreview: 'Hello there!',
      lastMessageFromMe: true,
    });
  });

  it('shows the reply as delivered once the recipient lists their inbox, and read once they open it', async () => {
    const store = serve('default');
    const [thread] = (await inbox()).items;
    const reply = await call(api.replyToThread, {
      params: { threadId: thread!.id },
      body: { body: 'See you Thursday', clientId: uuidFor(9002) },
    });
    expect(reply.data!.data.state).toBe('sent');

    const viewer = store.viewerId;
    store.viewerId = thread!.member.id;
    expect((await inbox()).items[0]!.unreadCount).toBe(1);
    store.viewerId = viewer;
    expect((await inbox()).items[0]!.lastMessageState).toBe('delivered');

    store.viewerId = thread!.member.id;
    await openThread(thread!.id);
    store.viewerId = viewer;
    expect((await inbox()).items[0]!.lastMessageState).toBe('read');
  });

  it('refuses an empty body and a control character with 400 naming `body`, and keeps markup as text', async () => {
    serve('default');
    for (const body of ['   ', 'bell\u0007']) {
      const { status, json } = await call(api.replyToThread, {
        params: { threadId: 't1' },
        body: { body, clientId: uuidFor(9003) },
      });
      expect(status).toBe(400);
      expect(json).toMatchObject({ error: { code: 'invalid_request', field: 'body' } });
    }
    const markup = '<script>alert(1)</script>';
    const sent = await call(api.replyToThread, {
      params: { threadId: 't1' },
      body: { body: markup, clientId: uuidFor(9004) },
    });
    expect(sent.data!.data.body).toBe(markup);
  });

  it('fails with 500 and stores nothing while sending fails, then works again', async () => {
    const store = serve('sendFails');
    const count = store.messages.length;
    const failed = await call(api.replyToThread, {
      params: { threadId: 't1' },
      body: { body: 'Are you there?', clientId: uuidFor(9005) },
    });
    expect(failed.status).toBe(500);
    expect(store.messages).toHaveLength(count);

    store.faults.send = 0;
    const retried = await call(api.replyToThread, {
      params: { threadId: 't1' },
      body: { body: 'Are you there?', clientId: uuidFor(9005) },
    });
    expect(retried.status).toBe(200);
  });

  it('deletes a thread for the viewer only; a later message brings it back with just that message', async () => {
    const store = serve('default');
    const [thread] = (await inbox()).items;
    const other = thread!.member.id;
    expect((await call(api.deleteThread, { params: { threadId: thread!.id } })).status).toBe(200);
    expect((await inbox()).items.map((t) => t.id)).not.toContain(thread!.id);

    store.addMessage({ from: other, to: store.viewerId, body: 'Still up for Thursday?' });
    const back = (await inbox()).items[0]!;
    expect(back).toMatchObject({
      id: thread!.id,
      unreadCount: 1,
      lastMessagePreview: 'Still up for Thursday?',
    });
    expect((await openThread(thread!.id)).data!.data.messages).toHaveLength(1);

    store.viewerId = other;
    expect((await openThread(thread!.id)).data!.data.messages.length).toBeGreaterThan(1);
  });
});

describe('free members (the rules of README.md)', () => {
  it('see who wrote but not what, for threads with free members', async () => {
    serve('freeMember');
    const rows = (await inbox()).items;
    const byMember = Object.fromEntries(rows.map((t) => [t.member.id, t]));
    expect(byMember[231]).toMatchObject({ locked: false });
    expect(byMember[231]!.lastMessagePreview).not.toBeNull();
    expect(byMember[232]).toMatchObject({ locked: true, lastMessagePreview: null, unreadCount: 1 });
    expect(byMember[233]).toMatchObject({ locked: true, lastMessagePreview: null });

    const locked = await openThread(byMember[232]!.id);
    expect(locked.status).toBe(403);
    expect(locked.json).toMatchObject({ error: { code: 'paywall', feature: 'readMail' } });
  });

  it('read a paying member’s messages but may not reply or send; flirts are allowed', async () => {
    serve('freeMember');
    const readable = (await inbox()).items.find((t) => t.member.id === 231)!;
    expect((await openThread(readable.id)).status).toBe(200);

    const reply = await call(api.replyToThread, {
      params: { threadId: readable.id },
      body: { body: 'Hi!', clientId: uuidFor(9010) },
    });
    expect(reply.status).toBe(403);
    expect(reply.json).toMatchObject({ error: { code: 'paywall', feature: 'reply' } });

    const send = await call(api.sendMessage, {
      body: { recipientId: 234, body: 'Hi!', clientId: uuidFor(9011) },
    });
    expect(send.json).toMatchObject({ error: { code: 'paywall', feature: 'sendMessage' } });

    const flirts = (await call(api.getFlirts)).data!.data.items;
    const flirt = await call(api.sendFlirt, {
      body: { recipientId: 234, flirtId: flirts[0]!.id, clientId: uuidFor(9012) },
    });
    expect(flirt.data!.data).toMatchObject({ kind: 'flirt', body: flirts[0]!.text });
  });

  it('refuses a flirt that is not on the list, naming flirtId', async () => {
    serve('freeMember');
    const { status, json } = await call(api.sendFlirt, {
      body: { recipientId: 234, flirtId: 'no-such-flirt', clientId: uuidFor(9013) },
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: { field: 'flirtId' } });
  });
});

describe('blocking, both ways', () => {
  it('hides threads across a block and refuses to open or continue them', async () => {
    const store = serve('blockedMember');
    expect((await inbox()).items.map((t) => t.member.id)).toEqual([243]);
    const blockedThread = [...store.threads.values()].find((t) => t.memberIds.includes(241))!;

    const opened = await openThread(blockedThread.id);
    expect(opened.status).toBe(403);
    expect(opened.json).toMatchObject({ error: { code: 'blocked' } });
    const toBlocker = await call(api.sendMessage, {
      body: { recipientId: 242, body: 'Hello?', clientId: uuidFor(9020) },
    });
    expect(toBlocker.status).toBe(404);
    expect((await call(api.addToHotlist, { body: { memberId: 241 } })).status).toBe(403);
  });
});

describe('hotlist', () => {
  it('adds (once), lists newest first and removes members', async () => {
    serve('default');
    const before = (await call(api.getHotlist)).data!.data;
    expect(before.total).toBe(4);
    await call(api.addToHotlist, { body: { memberId: 201 } });
    await call(api.addToHotlist, { body: { memberId: 201 } });
    const added = (await call(api.getHotlist)).data!.data;
    expect(added.total).toBe(5);
    expect(added.items[0]!.member.id).toBe(201);

    await call(api.removeFromHotlist, { body: { memberId: 201 } });
    expect((await call(api.getHotlist)).data!.data.items.map((e) => e.member.id)).not.toContain(201);
  });

  it('pages 12 at a time', async () => {
    const store = serve('emptyInbox');
    for (let id = 400; id < 415; id += 1) addConversation(store, id, { count: 1 });
    for (let id = 400; id < 415; id += 1) await call(api.addToHotlist, { body: { memberId: id } });
    const first = (await call(api.getHotlist)).data!.data;
    expect(first.items).toHaveLength(12);
    const rest = (await call(api.getHotlist, { query: { cursor: first.nextCursor! } })).data!.data;
    expect(rest.items).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
  });
});

describe('the session’s messaging group', () => {
  it('acts as the logged-in member and answers 401 when nobody is', async () => {
    const db = sessionStore();
    server.use(...createHandlerGroups(db).messaging);
    // The default session is the demo free member: their free-member inbox, with a locked thread.
    expect((await inbox()).items.some((t) => t.locked)).toBe(true);
    db.sessionMemberId = 1002;
    expect((await inbox()).items.some((t) => t.locked)).toBe(false);
    db.sessionMemberId = null;
    expect((await call(api.getInbox)).status).toBe(401);
  });
});
