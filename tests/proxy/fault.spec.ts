// One server is killed (SIGKILL) in the middle of a member's burst of messages, several in flight through the proxy.
// Every message the proxy acknowledged (2xx) must be stored; the ones caught in flight may or may not be, and sending
// them again with their clientId stores each exactly once; the member carries on, on the same session, with the
// server left. Prints the figures. Runs last: the killed server stays down for the rest of the run.
//
// The live channel: the recipient has the conversation open in their own browser before the burst, and the server
// killed is the one serving their live stream. Their page, never reloaded, must reconnect to the other server,
// resume from the last event id it had, and receive every one of the burst's messages. What the page's EventSource
// received is read through the Chrome DevTools Protocol (every stream the page opened, who served it, and every
// event on it): the thread page itself shows only the newest page of messages once it refetches (30; "Load earlier
// messages" for the rest), so the screen alone could not show that nothing was missed.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LIVE_EVENTS_PATH, LIVE_RECONNECT_MS } from '@app/contract';
import { expect, test } from '../e2e/fixtures';
import { readDemoRoster } from '../e2e/demo-roster';
import { logInAs } from '../e2e/helpers';
import { clusterFromEnv, servedBy } from './cluster';

const BURST = 120;
const IN_FLIGHT = 6;
/** The kill comes once this many messages were acknowledged, so writes are in flight on both servers. */
const KILL_AFTER = 40;

interface Write {
  clientId: string;
  body: string;
  startedAt: number;
  endedAt: number;
  /** 0 when no response came (connection lost or timed out). */
  status: number;
  server: string;
  threadId?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ok = (status: number) => status >= 200 && status < 300;

interface WireMessage {
  id: string;
  threadId: string;
  clientId: string | null;
  body: string;
  fromMe: boolean;
}
interface ThreadPage {
  data: { messages: WireMessage[]; hasEarlier: boolean; earlierCursor: string | null };
}

/** A live stream the page opened (its response), and when the test saw it. */
interface StreamOpened {
  requestId: string;
  url: string;
  status: number;
  servedBy: string;
  at: number;
}
/** One event a live stream delivered to the page's EventSource. */
interface StreamEvent {
  requestId: string;
  eventId: string;
  data: string;
  at: number;
}

/** Records every live stream `page` opens from now on, who served it, and every event the page receives on it. */
async function watchLiveStreams(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const opened: StreamOpened[] = [];
  const events: StreamEvent[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (new URL(response.url).pathname !== LIVE_EVENTS_PATH) return;
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'x-served-by');
    opened.push({
      requestId,
      url: response.url,
      status: response.status,
      servedBy: header?.[1] ?? '',
      at: performance.now(),
    });
  });
  cdp.on('Network.eventSourceMessageReceived', ({ requestId, eventId, data }) => {
    events.push({ requestId, eventId, data, at: performance.now() });
  });
  await cdp.send('Network.enable');
  return { opened, events };
}

/** The message events among `events` (the recipient's side of a message: `{ kind: 'message', message }`). */
const messageEvents = (events: readonly StreamEvent[]) =>
  events.flatMap((event) => {
    const parsed = JSON.parse(event.data) as { kind?: string; message?: WireMessage };
    return parsed.kind === 'message' && parsed.message ? [{ ...event, message: parsed.message }] : [];
  });

/** Every message of the thread, read through the proxy page by page, oldest first. */
async function readThread(page: Page, threadId: string): Promise<WireMessage[]> {
  const all: WireMessage[] = [];
  let before: string | null = null;
  do {
    const query: string = before ? `?before=${encodeURIComponent(before)}` : '';
    const response = await page.request.get(`/api/user/mail/threads/${threadId}${query}`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as ThreadPage;
    all.unshift(...data.messages);
    before = data.hasEarlier ? data.earlierCursor : null;
  } while (before);
  return all;
}

test('a server killed mid-burst loses no acknowledged message, and the member carries on on the other', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const cluster = clusterFromEnv();
  const roster = await readDemoRoster();
  const recipient = roster.payingPartner;
  const page = await logInAs(browser, roster.paying.email);
  const recipientPage = await logInAs(browser, recipient.email);
  const cookie = async (name: string) =>
    (await page.context().cookies()).find((c) => c.name === name)?.value ?? '';
  const session = await cookie('sid');
  const xsrf = decodeURIComponent(await cookie('XSRF-TOKEN'));
  expect(session).not.toBe('');

  const stamp = Date.now().toString(36);
  const send = async (clientId: string, body: string): Promise<Write> => {
    const startedAt = performance.now();
    try {
      const response = await page.request.post('/api/user/mail/send', {
        data: { recipientId: recipient.id, body, clientId },
        headers: { 'x-xsrf-token': xsrf },
        timeout: 15_000,
      });
      const status = response.status();
      const threadId = ok(status)
        ? ((await response.json()) as { data: WireMessage }).data.threadId
        : undefined;
      return {
        clientId,
        body,
        startedAt,
        endedAt: performance.now(),
        status,
        server: servedBy(response),
        threadId,
      };
    } catch {
      return { clientId, body, startedAt, endedAt: performance.now(), status: 0, server: '' };
    }
  };

  // The conversation starts before the burst, and the recipient opens it: their live stream is open on one server,
  // which is the one killed.
  const opening = await send(randomUUID(), `Opening ${stamp}`);
  expect(opening.status).toBe(200);
  const threadId = opening.threadId!;
  const live = await watchLiveStreams(recipientPage);
  await recipientPage.goto(`/inbox/${threadId}`);
  await expect(
    recipientPage.getByRole('log').getByRole('listitem').filter({ hasText: opening.body }),
  ).toBeVisible();
  await expect.poll(() => live.opened.filter((s) => s.status === 200).length).toBeGreaterThan(0);
  const watched = live.opened.at(-1)!;
  const victim = cluster.servers.find((s) => s.name === watched.servedBy);
  const survivor = cluster.servers.find((s) => s !== victim);
  expect(victim, `the server of the recipient's stream (x-served-by ${watched.servedBy})`).toBeDefined();
  const burstBody = (index: number) => `Burst ${stamp} #${index}`;
  const isBurst = (body: string) => body.startsWith(`Burst ${stamp} `);

  // The burst: IN_FLIGHT senders take the next message as each answer comes; the one that sees the KILL_AFTER-th
  // acknowledgement kills a server, while the others' messages are in flight.
  const writes: Write[] = [];
  let next = 0;
  let killedAt = 0;
  const sender = async () => {
    while (next < BURST) {
      const index = next++;
      const write = await send(randomUUID(), burstBody(index));
      writes.push(write);
      if (!killedAt && writes.filter((w) => ok(w.status)).length >= KILL_AFTER) {
        killedAt = performance.now();
        process.kill(victim!.pid, 'SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  expect(killedAt, 'the kill happened during the burst').toBeGreaterThan(0);

  const acknowledged = writes.filter((w) => ok(w.status));
  const unacknowledged = writes.filter((w) => !ok(w.status));
  // Only a write the dying server had taken may fail: nginx hands a refused connection to the other server.
  for (const w of unacknowledged) expect([0, 502, 504], `status of ${w.body}`).toContain(w.status);
  const afterKill = writes.filter((w) => w.startedAt > killedAt);
  expect(afterKill.length).toBeGreaterThan(0);
  const recovered = afterKill.filter((w) => ok(w.status)).sort((a, b) => a.endedAt - b.endedAt)[0];
  expect(recovered, 'a write sent after the kill was acknowledged').toBeDefined();
  expect(afterKill.filter((w) => ok(w.status) && w.server !== survivor!.name)).toEqual([]);

  // Read back through the proxy: every acknowledged message is there, once.
  expect(acknowledged.every((w) => w.threadId === threadId)).toBe(true);
  const stored = (await readThread(page, threadId)).filter((m) => m.fromMe && isBurst(m.body));
  const storedIds = stored.map((m) => m.clientId);
  const lost = acknowledged.filter((w) => !storedIds.includes(w.clientId));
  const storedAnyway = unacknowledged.filter((w) => storedIds.includes(w.clientId));
  expect(lost.map((w) => w.body)).toEqual([]);
  expect(new Set(storedIds).size).toBe(storedIds.length);

  // The member sends the unacknowledged ones again with the same clientId: each is stored exactly once.
  const resent: Write[] = [];
  for (const w of unacknowledged) resent.push(await send(w.clientId, w.body));
  expect(resent.map((w) => w.status)).toEqual(unacknowledged.map(() => 200));
  const afterRetry = (await readThread(page, threadId)).filter((m) => m.fromMe && isBurst(m.body));
  expect(afterRetry.length).toBe(BURST);
  expect(new Set(afterRetry.map((m) => m.clientId)).size).toBe(BURST);

  // The recipient's page, never reloaded: its stream ended with the server, reopened on the survivor from the last
  // event id it had, and delivered every message of the burst (those stored while it was down by the replay).
  const burstEvents = () => messageEvents(live.events).filter((e) => isBurst(e.message.body));
  const receivedIds = () => new Set(burstEvents().map((e) => e.message.id));
  await expect
    .poll(() => afterRetry.filter((m) => !receivedIds().has(m.id)).map((m) => m.body), {
      message: "burst messages the recipient's stream never delivered",
      timeout: 20_000,
    })
    .toEqual([]);
  const reopened = live.opened.filter((s) => s.at > killedAt);
  expect(reopened.length, "the recipient's stream reopened after the kill").toBeGreaterThan(0);
  const resumed = reopened[0]!;
  expect(resumed.status).toBe(200);
  expect(resumed.servedBy).toBe(survivor!.name);
  // It resumed from the last event id the page had received on the stream the kill ended.
  const lastIdBefore = live.events.filter((e) => e.at < resumed.at && e.eventId !== '').at(-1)?.eventId;
  expect(lastIdBefore, 'the recipient received stored events before the kill').toMatch(/^\d+$/);
  expect(new URL(resumed.url).searchParams.get('lastEventId')).toBe(lastIdBefore);
  expect(reopened.every((s) => s.servedBy === survivor!.name)).toBe(true);
  // Each message shown once: the page holds the newest messages of the thread (here the burst's last ones, the
  // resent ones among them), none twice, without a reload.
  // A bubble's text is its body on a line of its own (then its time and state): innerText keeps the lines apart.
  const burstLine = new RegExp(`^Burst ${stamp} #(\\d+)$`);
  const shownCounts = async () => {
    const counts = new Map<number, number>();
    for (const text of await recipientPage.getByRole('log').getByRole('listitem').allInnerTexts())
      for (const line of text.split('\n')) {
        const n = burstLine.exec(line.trim())?.[1];
        if (n !== undefined) counts.set(Number(n), (counts.get(Number(n)) ?? 0) + 1);
      }
    return counts;
  };
  const newest = afterRetry.slice(-20).map((m) => Number(m.body.split('#')[1]));
  await expect
    .poll(
      async () => {
        const counts = await shownCounts();
        return {
          newestNotShownOnce: newest.filter((n) => counts.get(n) !== 1),
          shownTwice: [...counts].filter(([, count]) => count > 1).map(([n]) => n),
        };
      },
      { message: "the recipient's open thread shows the newest messages once each", timeout: 20_000 },
    )
    .toEqual({ newestNotShownOnce: [], shownTwice: [] });
  const shownAt = performance.now();
  // The recipient leaves: with the thread open, their page would read the next message at once, and its "Sent" below
  // would turn "Read" before it could be seen.
  await recipientPage.context().close();

  // The journey goes on in the page, on the same session cookie: the conversation opens and a new message sends.
  await page.goto(`/inbox/${threadId}`);
  await expect(page.getByRole('log').getByRole('listitem').first()).toBeVisible();
  const text = `Still here after the outage (${stamp})`;
  const replied = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/user/mail/'),
  );
  await page.getByRole('textbox', { name: `Message to ${recipient.name}` }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const reply = await replied;
  expect(reply.status()).toBe(200);
  expect(servedBy(reply)).toBe(survivor!.name);
  await expect(page.getByRole('log').getByRole('listitem').filter({ hasText: text })).toContainText('Sent');
  expect(await cookie('sid')).toBe(session);

  function liveFigures() {
    const events = burstEvents();
    const firstAt = new Map<string, StreamEvent & { message: WireMessage }>();
    for (const e of events) if (!firstAt.has(e.message.id)) firstAt.set(e.message.id, e);
    const onReopened = [...firstAt.values()].filter((e) => reopened.some((s) => s.requestId === e.requestId));
    // When each message was acknowledged for good (a resend's answer for those the kill caught).
    const ackedAt = new Map([...acknowledged, ...resent].map((w) => [w.body, w.endedAt]));
    return {
      streamServedBy: victim!.name,
      reopenedBy: resumed.servedBy,
      reopens: reopened.length,
      reopenedMs: Math.round(resumed.at - killedAt),
      lastMessageReceivedMs: Math.round(Math.max(...[...firstAt.values()].map((e) => e.at)) - killedAt),
      screenSettledMs: Math.round(shownAt - killedAt),
      // Messages acknowledged before the stream reopened but first received on the new stream: the replay.
      replayed: onReopened.filter((e) => (ackedAt.get(e.message.body) ?? Infinity) < resumed.at).length,
      receivedOnReopened: onReopened.length,
      duplicateDeliveries: events.length - firstAt.size,
      // From a message's acknowledgement to the recipient's page, for those acknowledged after the kill.
      maxLagAfterKillMs: Math.round(
        Math.max(
          0,
          ...[...firstAt.values()]
            .filter((e) => (ackedAt.get(e.message.body) ?? 0) > killedAt)
            .map((e) => e.at - ackedAt.get(e.message.body)!),
        ),
      ),
    };
  }

  const figures = {
    writes: BURST,
    inFlight: IN_FLIGHT,
    acknowledged: acknowledged.length,
    unacknowledged: unacknowledged.length,
    unacknowledgedButStored: storedAnyway.length,
    lost: lost.length,
    recoveryMs: Math.round(recovered!.endedAt - killedAt),
    // What a write took before the kill, to read the recovery against.
    medianWriteMs: Math.round(
      median(acknowledged.filter((w) => w.endedAt < killedAt).map((w) => w.endedAt - w.startedAt)),
    ),
    lastFailureAfterKillMs: Math.round(Math.max(0, ...unacknowledged.map((w) => w.endedAt - killedAt))),
    acknowledgedBy: Object.fromEntries(
      cluster.servers.map((s) => [s.name, acknowledged.filter((w) => w.server === s.name).length]),
    ),
    live: liveFigures(),
  };
  await test
    .info()
    .attach('fault figures', { body: JSON.stringify(figures, null, 2), contentType: 'application/json' });
  console.log(
    `fault: ${victim!.name} killed after ${KILL_AFTER} of ${BURST} messages (${IN_FLIGHT} in flight): ` +
      `${figures.acknowledged} acknowledged, ${figures.unacknowledged} unacknowledged ` +
      `(${figures.unacknowledgedButStored} of them stored anyway, each once after a resend), ${figures.lost} lost; ` +
      `first write acknowledged ${figures.recoveryMs} ms after the kill ` +
      `(a write took ${figures.medianWriteMs} ms before it), ` +
      `last failure ${figures.lastFailureAfterKillMs} ms after it`,
  );
  const { live: l } = figures;
  console.log(
    `fault, live: the recipient's stream (on ${l.streamServedBy}) reopened on ${l.reopenedBy} ` +
      `${l.reopenedMs} ms after the kill (backoff ${LIVE_RECONNECT_MS.first / 2}–${LIVE_RECONNECT_MS.first} ms), ` +
      `resumed by last event id: ${l.replayed} messages replayed, ${l.receivedOnReopened} received on the new ` +
      `stream, all ${BURST} received (last ${l.lastMessageReceivedMs} ms after the kill, ` +
      `${l.duplicateDeliveries} delivered twice), at most ${l.maxLagAfterKillMs} ms from acknowledgement to the ` +
      `recipient after the kill; the open thread settled ${l.screenSettledMs} ms after the kill`,
  );
});
