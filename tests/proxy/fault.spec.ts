// One server is killed (SIGKILL) in the middle of a member's burst of messages, several in flight through the proxy.
// Every message the proxy acknowledged (2xx) must be stored; the ones caught in flight may or may not be, and sending
// them again with their clientId stores each exactly once; the member carries on, on the same session, with the
// server left. Prints the figures. Runs last: the killed server stays down for the rest of the run.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
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
  const [survivor, victim] = cluster.servers;
  const roster = await readDemoRoster();
  const recipient = roster.payingPartner;
  const page = await logInAs(browser, roster.paying.email);
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

  // The burst: IN_FLIGHT senders take the next message as each answer comes; the one that sees the KILL_AFTER-th
  // acknowledgement kills a server, while the others' messages are in flight.
  const writes: Write[] = [];
  let next = 0;
  let killedAt = 0;
  const sender = async () => {
    while (next < BURST) {
      const index = next++;
      const write = await send(randomUUID(), `Burst ${stamp} #${index}`);
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
  const threadId = acknowledged[0]!.threadId!;
  const stored = (await readThread(page, threadId)).filter(
    (m) => m.fromMe && m.body.startsWith(`Burst ${stamp} `),
  );
  const storedIds = stored.map((m) => m.clientId);
  const lost = acknowledged.filter((w) => !storedIds.includes(w.clientId));
  const storedAnyway = unacknowledged.filter((w) => storedIds.includes(w.clientId));
  expect(lost.map((w) => w.body)).toEqual([]);
  expect(new Set(storedIds).size).toBe(storedIds.length);

  // The member sends the unacknowledged ones again with the same clientId: each is stored exactly once.
  for (const w of unacknowledged) expect((await send(w.clientId, w.body)).status).toBe(200);
  const afterRetry = (await readThread(page, threadId)).filter(
    (m) => m.fromMe && m.body.startsWith(`Burst ${stamp} `),
  );
  expect(afterRetry.length).toBe(BURST);
  expect(new Set(afterRetry.map((m) => m.clientId)).size).toBe(BURST);

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
});
