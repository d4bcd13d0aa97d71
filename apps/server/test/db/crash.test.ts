// Crash safety end to end: the real server (src/server.ts) in a child process, a member logged in over real HTTP, a
// burst of messages sent with several requests in flight, `kill -9` mid-burst, a restart on the same data, and every
// message the server acknowledged (2xx) read back through the API: none may be lost. On PGlite (a fresh temporary
// DATA_DIR; the restart also takes over the lock file the killed process left) and, when DATABASE_URL is set, on
// PostgreSQL in a database of its own (`app_crash_<pid>`, created and dropped here), so the other server suites'
// TRUNCATEs never meet it. Bounded: the burst stops at the kill; every child is SIGKILLed when a test ends.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-logins.ts';
import { killAll, kill9, startServer, stop } from '../server-process.ts';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const XSRF = 'crash-xsrf-token-abcdefghijklmnopqrstuvwxyz0123456789';
/** Acknowledged writes to wait for before the kill; requests keep flying meanwhile, so the kill lands mid-burst. */
const ACKS_BEFORE_KILL = 150;
const IN_FLIGHT = 12;
const BURST_LIMIT_MS = 20_000;

interface Session {
  memberId: number;
  cookie: string;
}

async function login(base: string, email: string): Promise<Session> {
  const response = await fetch(`${base}/api/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: JSON.stringify({ user: email, pass: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { memberId: number } };
  const sid = response.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (response.status !== 200 || !sid || !body.data)
    throw new Error(`login ${email}: ${response.status} ${JSON.stringify(body)}`);
  return { memberId: body.data.memberId, cookie: `sid=${sid}; XSRF-TOKEN=${XSRF}` };
}

interface Ack {
  clientId: string;
  id: string;
  threadId: string;
}

/**
 * Sends messages with IN_FLIGHT requests in flight until `stopAt` resolves; returns every acknowledged (2xx) send.
 * Requests cut off by the kill are unacknowledged: they may or may not be stored.
 */
async function burst(
  base: string,
  sender: Session,
  recipientId: number,
  shouldStop: (acks: number) => boolean,
) {
  const acks: Ack[] = [];
  let sent = 0;
  let failed = 0;
  let stopped = false;
  const deadline = Date.now() + BURST_LIMIT_MS;
  const worker = async () => {
    while (!stopped && Date.now() < deadline) {
      const clientId = randomUUID();
      sent += 1;
      try {
        const response = await fetch(`${base}/api/user/mail/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: sender.cookie, 'x-xsrf-token': XSRF },
          body: JSON.stringify({ recipientId, body: `crash test message ${sent}`, clientId }),
        });
        const body = (await response.json()) as { data?: { id: string; threadId: string; clientId: string } };
        if (response.ok && body.data?.clientId === clientId)
          acks.push({ clientId, id: String(body.data.id), threadId: String(body.data.threadId) });
        else failed += 1;
      } catch {
        failed += 1; // connection reset by the kill
      }
      if (shouldStop(acks.length)) stopped = true;
    }
  };
  return {
    workers: Promise.all(Array.from({ length: IN_FLIGHT }, worker)),
    acks,
    stats: () => ({ sent, failed }),
    stop: () => {
      stopped = true;
    },
  };
}

/** Every message of a thread (clientIds of the viewer's own), paging back with `before`. */
async function threadClientIds(base: string, viewer: Session, threadId: string): Promise<Set<string>> {
  const found = new Set<string>();
  let before: string | null = null;
  for (let page = 0; page < 1000; page += 1) {
    const url = `${base}/api/user/mail/threads/${threadId}?limit=30${before ? `&before=${encodeURIComponent(before)}` : ''}`;
    const response = await fetch(url, { headers: { cookie: viewer.cookie } });
    if (response.status !== 200) throw new Error(`thread read: ${response.status} ${await response.text()}`);
    const { data } = (await response.json()) as {
      data: { messages: Array<{ clientId: string | null }>; earlierCursor: string | null };
    };
    for (const message of data.messages) if (message.clientId) found.add(message.clientId);
    if (!data.earlierCursor) return found;
    before = data.earlierCursor;
  }
  throw new Error('thread has too many pages');
}

interface Leg {
  name: string;
  /** Environment of both server runs (same data). */
  env: () => Record<string, string>;
  lockFile?: () => string;
}

async function crashAndRestart(leg: Leg) {
  const first = await startServer(leg.env());
  const sender = await login(first.base, 'paying@demo.test');
  const recipient = await login(first.base, 'free@demo.test');

  // The kill lands on the first ack at or beyond ACKS_BEFORE_KILL, while the other requests are still in flight; on
  // a machine too busy to reach that many, halfway through the burst's time, still with requests in flight.
  let killed: Promise<void> | undefined;
  const killBy = Date.now() + BURST_LIMIT_MS / 2;
  const run = await burst(first.base, sender, recipient.memberId, (count) => {
    if ((count >= ACKS_BEFORE_KILL || Date.now() >= killBy) && !killed) killed = kill9(first.child);
    return killed !== undefined;
  });
  await run.workers;
  if (!killed) killed = kill9(first.child); // BURST_LIMIT_MS ran out first
  await killed;
  run.stop();
  const acked = [...run.acks];
  const { sent, failed } = run.stats();
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(acked.length).toBeGreaterThan(0);
  expect(failed).toBeGreaterThan(0); // requests were in flight when it died
  if (leg.lockFile) expect(existsSync(leg.lockFile())).toBe(true); // the dead process's lock is left behind

  const second = await startServer(leg.env());
  try {
    if (leg.lockFile) expect(readFileSync(leg.lockFile(), 'utf8').trim()).toBe(String(second.child.pid));
    const reader = await login(second.base, 'paying@demo.test');
    const threads = [...new Set(acked.map((a) => a.threadId))];
    const present = new Set<string>();
    for (const threadId of threads)
      for (const clientId of await threadClientIds(second.base, reader, threadId)) present.add(clientId);
    const lost = acked.filter((a) => !present.has(a.clientId));
    const unacknowledgedStored = present.size - (acked.length - lost.length);
    console.log(
      `crash test on ${leg.name}: ${sent} sends started, ${acked.length} acknowledged, ${failed} cut off or failed; ` +
        `after kill -9 and restart: ${acked.length - lost.length}/${acked.length} acknowledged present, ` +
        `${lost.length} lost, ${unacknowledgedStored} unacknowledged sends also stored`,
    );
    expect(lost.map((a) => a.clientId)).toEqual([]);

    // The restarted server takes writes again.
    const after = await fetch(`${second.base}/api/user/mail/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: reader.cookie, 'x-xsrf-token': XSRF },
      body: JSON.stringify({
        recipientId: recipient.memberId,
        body: 'after restart',
        clientId: randomUUID(),
      }),
    });
    expect(after.status).toBe(200);
  } finally {
    await stop(second.child);
  }
}

describe('kill -9 mid-burst loses no acknowledged write', () => {
  afterEach(killAll);

  describe('on PGlite', () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-server-crash-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it(
      'keeps every acknowledged message across kill -9 and restart (stale lock taken over)',
      { timeout: 300_000 },
      () =>
        crashAndRestart({
          name: 'PGlite',
          env: () => ({ DATABASE_URL: '', DATA_DIR: dir }),
          lockFile: () => join(dir, 'pglite.lock'),
        }),
    );
  });

  describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
    const name = `app_crash_${process.pid}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    const ownUrl = () => {
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${name}`;
      return url.toString();
    };
    // Dropping a database waits for a checkpoint, which on a busy 2-core machine has taken over a minute.
    afterAll(async () => {
      if (databaseUrl) await admin(`drop database if exists ${name} with (force)`);
    }, 240_000);

    it('keeps every acknowledged message across kill -9 and restart', { timeout: 300_000 }, async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
      await crashAndRestart({
        name: `PostgreSQL (database ${name})`,
        env: () => ({ DATABASE_URL: ownUrl(), DATA_DIR: join(tmpdir(), 'app-server-crash-unused') }),
      });
    });
  });
});
