// The live channel (src/features/live): the stream's answer and headers, who gets which event, resuming with
// Last-Event-ID, receipts, typing, matches, membership, session-ended, two servers, retention. Streams are read over
// a real socket; no test waits for a time or asserts one: "nothing else arrived" is shown by an event sent after it
// arriving next.
import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@app/contract';
import {
  apiErrorBody,
  buildPath,
  changePassword,
  errorCodes,
  LIVE_RETENTION_MS,
  likeMember,
  logout,
  messagingEndpoints as api,
} from '@app/contract';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { liveEvents } from '../../../src/db/schema.ts';
import { TestClock } from '../../../src/plugins/app/test-clock.ts';
import { body as purchaseBody, useBillingApps } from '../billing/billing-app.ts';
import { block, messenger, payingPlan } from '../messaging/messaging-client.ts';
import { describeBackends, loginAs, TEST_PASSWORD } from '../../helper.ts';
import { connected, openLive } from './sse-client.ts';

const kinds = (events: Array<{ event: LiveEvent }>) => events.map((e) => e.event.kind);

describeBackends('live channel', (backend) => {
  it('refuses a stream without a session: 401 with the contract error body', async () => {
    const app = await backend.build();
    const response = await openLive(app, null);
    expect(response.status).toBe(401);
    let text = '';
    for await (const chunk of response.response) text += String(chunk);
    expect(apiErrorBody.parse(JSON.parse(text)).error.code).toBe('unauthenticated');
    const stale = await openLive(app, null, { headers: { cookie: 'sid=not-a-session' } });
    expect(stale.status).toBe(401);
  });

  it('answers an event stream, uncompressed and unbuffered, retry first', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    // A browser asks for compression; the stream must not be held back by a compressor.
    const live = await openLive(app, ana.client, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.headers['x-accel-buffering']).toBe('no');
    expect(live.headers['content-encoding']).toBeUndefined();
    expect(live.headers['x-content-type-options']).toBe('nosniff');
    expect(await live.frame()).toEqual({ retry: '1000' });
  });

  it('a message reaches the recipient (fromMe false) and the sender’s other tab (fromMe true), with counters', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const benLive = await connected(app, ben.client);
    // Ana's other tab: another session of hers.
    const anaOtherTab = await connected(app, await loginAs(app, ana.member.email));

    const clientId = randomUUID();
    const sent = await ana.send(ben, 'Hi Ben', clientId);

    const toBen = await benLive.until((e) => e.kind === 'counters');
    expect(kinds(toBen)).toEqual(['message', 'counters']);
    expect(toBen[0]?.event).toEqual({
      kind: 'message',
      message: { ...sent, fromMe: false, clientId: null },
    });
    expect(toBen[0]?.id).toMatch(/^\d+$/);
    const toAna = await anaOtherTab.expectNext();
    expect(toAna.event).toEqual({ kind: 'message', message: sent });

    // A retried send (same clientId) stores nothing new and announces nothing new: the next thing Ben hears is
    // the reply that follows it.
    await ana.send(ben, 'Hi Ben', clientId);
    const reply = await ana.reply(sent.threadId, 'Still there?');
    const next = await benLive.expectNext();
    expect(next.event).toMatchObject({ kind: 'message', message: { id: reply.id, fromMe: false } });
  });

  it('resumes after Last-Event-ID (or ?lastEventId) with every stored event missed, never typing', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const first = await ana.send(ben, 'one');
    const benLive = await connected(app, ben.client);
    await ana.reply(first.threadId, 'two');
    const seen = await benLive.until((e) => e.kind === 'counters');
    const lastId = seen.at(-1)?.id;
    expect(lastId).toBeDefined();
    benLive.close();

    // While Ben is away: a typing signal (not stored) and a message (stored).
    expect(
      (await ana.client.post(buildPath(api.sendTyping.path, { threadId: first.threadId }))).statusCode,
    ).toBe(200);
    const three = await ana.reply(first.threadId, 'three');

    for (const resume of [{ lastEventId: lastId }, { lastEventIdQuery: lastId }]) {
      const again = await connected(app, ben.client, resume);
      const sent = await again.until((e) => e.kind === 'message' && e.message.id === three.id);
      sent.push(await again.expectNext());
      // Recent events up to the last id come again (one that committed late may never have reached the tab, which
      // drops the ones it had by id); after them, exactly those stored since.
      const missed = sent.filter((e) => Number(e.id) > Number(lastId));
      expect(kinds(missed)).toEqual(['message', 'counters']);
      expect(missed[0]?.event).toMatchObject({ kind: 'message', message: { id: three.id, body: 'three' } });
      again.close();
    }

    // From the first event on: every stored event of Ben's, in order, and nothing else.
    const all = await connected(app, ben.client, { lastEventId: '0' });
    const replayed = await all.until(
      (e) => e.kind === 'message' && e.message.id === three.id && e.message.body === 'three',
    );
    expect(replayed.map((e) => (e.event.kind === 'message' ? e.event.message.body : e.event.kind))).toEqual([
      'one',
      'counters',
      'two',
      'counters',
      'three',
    ]);
    const ids = replayed.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('a resumed stream also sends a recent event below its last id, which may have committed after it', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const benLive = await connected(app, ben.client);
    const first = await ana.send(ben, 'one');
    await ana.reply(first.threadId, 'two');
    const events = await benLive.until((e) => e.kind === 'message' && e.message.body === 'two');
    benLive.close();
    // The tab saw 'two' but, say, not 'one' (its transaction committed after 'two' was sent, and the stream died in
    // between): resuming from 'two' still brings 'one'.
    const two = events.at(-1)!;
    const again = await connected(app, ben.client, { lastEventId: two.id });
    const resent = await again.until((e) => e.kind === 'message' && e.message.body === 'one');
    expect(resent.every((e) => Number(e.id) < Number(two.id))).toBe(true);
  });

  it('tells the sender when the inbox or markDelivered delivered and when the thread was read', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const carl = await messenger(backend, app, payingPlan);
    const anaLive = await connected(app, ana.client);
    const benLive = await connected(app, ben.client);

    const m1 = await ana.send(ben, 'first');
    const m2 = await ana.reply(m1.threadId, 'second');
    await anaLive.expectNext();
    await anaLive.expectNext();

    // Ben's tab received m1: delivered, for m1 alone. Carl's message id and a repeat are ignored silently.
    const carlsOwn = await carl.send(ana, 'hello Ana');
    await anaLive.until((e) => e.kind === 'counters');
    const delivered = await ben.client.post(api.markDelivered.path, { messageIds: [m1.id, carlsOwn.id] });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await anaLive.expectNext()).event).toEqual({
      kind: 'receipt',
      threadId: m1.threadId,
      state: 'delivered',
      messageIds: [m1.id],
    });
    await ben.client.post(api.markDelivered.path, { messageIds: [m1.id] });
    // The inbox listing delivers the rest (m2), one event for the thread.
    await ben.inbox();
    expect((await anaLive.expectNext()).event).toEqual({
      kind: 'receipt',
      threadId: m1.threadId,
      state: 'delivered',
      messageIds: [m2.id],
    });

    // Opening the thread reads both: a read receipt to Ana, counters to Ben.
    await benLive.until((e) => e.kind === 'message' && e.message.id === m2.id);
    await ben.thread(m1.threadId);
    const read = await anaLive.expectNext();
    expect(read.event).toMatchObject({ kind: 'receipt', threadId: m1.threadId, state: 'read' });
    expect(read.event.kind === 'receipt' && [...read.event.messageIds].sort()).toEqual([m1.id, m2.id].sort());
    expect((await benLive.until((e) => e.kind === 'counters')).at(-1)?.event).toEqual({ kind: 'counters' });
  });

  it('passes typing on at most once per TYPING_SIGNAL_MS, and answers 404 to a member who may not see the thread', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const carl = await messenger(backend, app, payingPlan);
    const sent = await ana.send(ben, 'hi');
    const benLive = await connected(app, ben.client);
    const typingPath = buildPath(api.sendTyping.path, { threadId: sent.threadId });

    expect((await ana.client.post(typingPath)).statusCode).toBe(200);
    // At once again: answered 200, dropped.
    expect((await ana.client.post(typingPath)).statusCode).toBe(200);
    const reply = await ana.reply(sent.threadId, 'there?');
    const events = await benLive.until((e) => e.kind === 'message');
    expect(events.map((e) => e.event)).toEqual([
      { kind: 'typing', threadId: sent.threadId, memberId: ana.id },
      expect.objectContaining({ kind: 'message', message: expect.objectContaining({ id: reply.id }) }),
    ]);
    expect(events[0]?.id).toBeUndefined();

    // Not a member of the thread, an unknown thread, and (after Ben blocks Ana) the blocked member: 404.
    expect((await carl.client.post(typingPath)).statusCode).toBe(404);
    expect((await carl.client.post(buildPath(api.sendTyping.path, { threadId: '999999' }))).statusCode).toBe(
      404,
    );
    await block(backend, ben, ana);
    const blocked = await ana.client.post(typingPath);
    expect(blocked.statusCode).toBe(404);
    expect(apiErrorBody.parse(blocked.json()).error.code).toBe('not_found');
    // A POST without the XSRF header is refused like any other, before the thread is looked at.
    const noToken = await ana.client.post(typingPath, undefined, { xsrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(apiErrorBody.parse(noToken.json()).error.code).toBe(errorCodes.xsrf);
  });

  it('a like that made it mutual is a match for both, each shown the other; a plain like is counters', async () => {
    const app = await backend.build();
    const ana = await messenger(backend, app, { displayName: 'Ana' });
    const ben = await messenger(backend, app, { displayName: 'Ben' });
    const anaLive = await connected(app, ana.client);
    const benLive = await connected(app, ben.client);

    expect((await ana.client.post(likeMember.path, { memberId: ben.id })).statusCode).toBe(200);
    expect((await benLive.expectNext()).event).toEqual({ kind: 'counters' });
    expect((await ben.client.post(likeMember.path, { memberId: ana.id })).statusCode).toBe(200);

    const toBen = await benLive.expectNext();
    expect(toBen.event).toMatchObject({ kind: 'match', member: { id: ana.id, name: 'Ana' } });
    const toAna = await anaLive.until((e) => e.kind === 'match');
    expect(kinds(toAna)).toEqual(['match']);
    expect(toAna[0]?.event).toMatchObject({
      kind: 'match',
      member: { id: ben.id, name: 'Ben', likedByMe: true },
    });
    expect(await anaLive.expectNext()).toMatchObject({ event: { kind: 'counters' } });
  });

  it('a purchase tells the member’s tabs: membership and counters', async () => {
    const build = useBillingApps(backend);
    const { app } = await build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const live = await connected(app, client);
    const response = await client.post('/api/user/billing/purchases', purchaseBody());
    expect(response.statusCode, response.body).toBe(200);
    expect(kinds([await live.expectNext(), await live.expectNext()])).toEqual(['membership', 'counters']);
  });

  it('session-ended reaches only the ended session’s streams, which then end', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const kept = await loginAs(app, member.email);
    const ended = await loginAs(app, member.email);
    const third = await loginAs(app, member.email);
    const keptLive = await connected(app, kept);
    const endedLive = await connected(app, ended);
    const thirdLive = await connected(app, third);

    expect((await ended.post(logout.path)).statusCode).toBe(200);
    expect((await endedLive.expectNext()).event).toEqual({ kind: 'session-ended' });
    expect(await endedLive.next()).toBeUndefined();
    expect(endedLive.ended).toBe(true);

    // A password change ends the other sessions (the third), not the one that made it.
    const changed = await kept.post(changePassword.path, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another long passphrase 42',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await thirdLive.expectNext()).event).toEqual({ kind: 'session-ended' });
    expect(await thirdLive.next()).toBeUndefined();

    // The kept session heard neither: its next event is one sent after them.
    const other = await messenger(backend, app, payingPlan);
    await other.client.post(likeMember.path, { memberId: member.id });
    expect((await keptLive.expectNext()).event).toEqual({ kind: 'counters' });
    // And a resume never replays another session's end.
    const resumed = await connected(app, kept, { lastEventId: '0' });
    expect(kinds(await resumed.until((e) => e.kind === 'counters'))).toEqual(['counters']);
  });

  it('closing the app ends the open streams (close does not hang)', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const live = await connected(app, await loginAs(app, member.email));
    await app.close();
    expect(await live.next()).toBeUndefined();
  });

  it('an event published through one server reaches a stream open on another', async () => {
    const secondHandle = backend.kind === 'postgres' ? await backend.secondDatabase() : backend.database;
    const first = await backend.build();
    const second = await backend.build({ database: secondHandle });
    const ana = await messenger(backend, first, payingPlan);
    const ben = await backend.createMember(payingPlan);
    const benOnSecond = await loginAs(second, ben.email);
    const live = await connected(second, benOnSecond);
    const sent = await ana.send(ben, 'across servers');
    expect((await live.expectNext()).event).toMatchObject({
      kind: 'message',
      message: { id: sent.id, fromMe: false, body: 'across servers' },
    });
  });

  it('the retention sweep deletes events older than LIVE_RETENTION_MS on the app clock', async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    await ana.send(ben, 'old news');
    const stored = async () => (await backend.db.select({ n: count() }).from(liveEvents))[0]?.n;
    expect(await stored()).toBe(3);
    expect(await app.live.sweep()).toBe(0);
    if (!(app.clock instanceof TestClock)) throw new Error('expected the test clock');
    app.clock.offsetMs = LIVE_RETENTION_MS + 60_000;
    const fresh = await ana.send(ben, 'fresh');
    expect(await app.live.sweep()).toBe(3);
    expect(await stored()).toBe(3);
    // A resume from the start gets only what is left.
    const live = await connected(app, ben.client, { lastEventId: '0' });
    expect((await live.expectNext()).event).toMatchObject({ kind: 'message', message: { id: fresh.id } });
  });
});
