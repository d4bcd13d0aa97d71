// The compiled server (scripts/build.mjs → dist/server.js), as `npm start` and production run it: it starts with no
// TypeScript loader and its run-time files and packages resolve (migrations, the demo seed's chunk, argon2, sharp,
// Swagger UI's files); on SIGTERM it drains: requests in flight finish with 200, new connections are refused, idle
// keep-alive sockets do not hold it, the database closes and releases its lock, exit 0; a drain longer than
// SHUTDOWN_TIMEOUT_MS exits 1. Embedded PGlite in a temporary DATA_DIR: its lock file shows the close was clean.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../src/seed/demo-logins.ts';
import type { Running } from './server-process.ts';
import { buildIfStale, killAll, startServer } from './server-process.ts';

const XSRF = 'built-xsrf-token-abcdefghijklmnopqrstuvwxyz0123456789';
/** What Fastify's "incoming request" log line says of a login (JSON lines): the request has arrived. */
const LOGIN_LOGGED = '"url":"/api/user/auth/login"';
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'app-server-built-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  killAll();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
beforeAll(buildIfStale, 60_000);

const exitOf = (server: Running) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const { child } = server;
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

const occurrences = (server: Running, text: string) => server.output().split(text).length - 1;

/** Resolves once `text` occurs `times` times in the server's output (its log lines). */
async function logged(server: Running, text: string, times: number) {
  const deadline = Date.now() + 20_000;
  while (occurrences(server, text) < times) {
    if (Date.now() > deadline) throw new Error(`"${text}" not logged ${times}×:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A login whose body is sent in two parts: the request is in flight from the first part until `finish()`. */
function trickledLogin(base: string, user: string, agent: http.Agent) {
  const body = JSON.stringify({ user, pass: DEMO_PASSWORD });
  const request = http.request(new URL('/api/user/auth/login', base), {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      );
    });
  });
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)) };
}

/** Resolves once a new TCP connection to the server's port is refused. */
async function connectionsRefused(base: string) {
  const { port } = new URL(base);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('new connections were still accepted 10 s after SIGTERM');
}

describe('the built server', () => {
  const dir = dataDir();
  let server: Running;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dir, LOG_LEVEL: 'info' }, { built: true });
  }, 180_000);

  it('starts without a TypeScript loader and answers', async () => {
    expect(await (await fetch(`${server.base}/healthz`)).json()).toEqual({ ok: true, db: 'pglite' });
    const login = await fetch(`${server.base}/api/user/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      body: JSON.stringify({ user: demoLogins.paying, pass: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const avatar = await fetch(`${server.base}/api/avatars/built-test.grid.webp`);
    expect([avatar.status, avatar.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await fetch(`${server.base}/api/docs/`)).status).toBe(200);
    // Not a terminal: JSON lines.
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('"url":"/healthz"'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 30, msg: 'incoming request' });
  });

  it('on SIGTERM finishes the requests in flight, refuses new connections, closes the database and exits 0', async () => {
    // An idle keep-alive socket, as a proxy keeps a pool of them: it must not hold the shutdown.
    const idleAgent = new http.Agent({ keepAlive: true });
    const idleSocket = await new Promise<net.Socket>((resolve, reject) => {
      http
        .get(new URL('/healthz', server.base), { agent: idleAgent }, (response) => {
          const { socket } = response; // detached from the response once it ends and returns to the agent's pool
          response.resume();
          response.once('end', () => resolve(socket));
        })
        .once('error', reject);
    });
    const idleClosed = new Promise<void>((resolve) => idleSocket.once('close', () => resolve()));

    // A login per demo member in flight on keep-alive sockets: headers sent, bodies not yet.
    const busyAgent = new http.Agent({ keepAlive: true });
    const loginsLogged = occurrences(server, LOGIN_LOGGED);
    const inFlight = Object.values(demoLogins).map((user) => trickledLogin(server.base, user, busyAgent));
    await logged(server, LOGIN_LOGGED, loginsLogged + inFlight.length);

    const exit = exitOf(server);
    server.child.kill('SIGTERM');
    await connectionsRefused(server.base);
    await idleClosed;
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((request) => request.answer));
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      // Told to close: the keep-alive socket would otherwise hold the shutdown too.
      expect(answer.connection).toBe('close');
    }

    expect(await exit).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    const messages = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string });
    expect(messages).toContainEqual(expect.objectContaining({ msg: 'shutting down', signal: 'SIGTERM' }));
    expect(messages.at(-1)).toMatchObject({ msg: 'closed' });
    idleAgent.destroy();
    busyAgent.destroy();
  });
});

it('exits 1 when draining takes longer than SHUTDOWN_TIMEOUT_MS', { timeout: 120_000 }, async () => {
  const server = await startServer(
    {
      DATA_DIR: dataDir(),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
      SHUTDOWN_TIMEOUT_MS: '500',
    },
    { built: true },
  );
  const agent = new http.Agent({ keepAlive: true });
  const stuck = trickledLogin(server.base, demoLogins.paying, agent);
  stuck.answer.catch(() => {}); // never finished: reset when the process exits
  // LOG_FORMAT=pretty: readable lines (pino-pretty, loaded from the built server).
  await logged(server, 'POST /api/user/auth/login incoming request', 1);
  const exit = exitOf(server);
  server.child.kill('SIGTERM');
  expect(await exit).toEqual({ code: 1, signal: null });
  expect(server.output()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] ERROR: shutdown took over 500 ms; exiting$/m);
  agent.destroy();
});
