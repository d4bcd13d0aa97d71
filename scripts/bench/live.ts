// `npm run bench -- --live-only` (or `node --import tsx scripts/bench/live.ts`): the live channel (Server-Sent Events,
// apps/server/src/features/live) against its goals (p99 ≤ 250 ms from send to an open stream at 200 messages a second,
// 10,000 idle streams a server), on the product as it runs in production: two compiled servers over
// one PostgreSQL database behind nginx (tests/proxy/cluster.ts, demo community seeded), 127.0.0.1 only. 2–4 minutes
// (136–221 s measured: a loaded machine's backlog at 200/s is waited for), 6 at most; it stops the cluster (and drops
// its database) by itself. Figures are printed, never asserted.
//
// 1. Send → open recipient stream: paying demo members send messages (POST /api/user/mail/send) open loop at
//    --live-rate a second for --live-seconds, each to a recipient holding one stream, sends and streams through nginx
//    (round robin: about half cross servers, NOTIFY carries every one). Prints p50/p90/p99/max from the send's start to
//    the `message` event's arrival, lost and late counts, crossed vs same server (the send's and the stream's
//    `x-served-by`), the send's own response time, and the CPU of each server, of their PostgreSQL backends, of nginx
//    and of this process (/proc). Before it: one message a pair (threads started, servers warm; not counted) and the
//    same path at --live-low-rate (unloaded); after it, --live-direct-seconds without nginx (sends to one server,
//    streams on the other).
// 2. Idle streams on ONE server: --live-idle streams opened straight to the first server (raw sockets, 100 opening at
//    a time, over the run's 100 sessions), the time to open them, the server's RSS before and after, KB a stream, and
//    its CPU over --live-idle-seconds (20 s: one heartbeat to every stream). The open-file limit is raised as needed
//    (root: prlimit on this process, which the servers inherit).
// 3. The floor, first: one INSERT + pg_notify in one statement (a pool of 4), LISTEN on another connection, one write
//    on a loopback socket, at --live-rate then at --live-low-rate on the same PostgreSQL; each also with the row read
//    by id before the write (what the hub's byIds does).
//
// Rate limits: the servers keep their flood guard (RATE_LIMIT_MAX per address, counted in PostgreSQL, so its cost is
// in the figures); each member comes from an address of their own (X-Forwarded-For, honoured behind the proxy:
// TRUST_PROXY=1), 4 sends a second each at 200/s, well under the limit. No limit is relaxed.
// Options: --live-rate (200), --live-seconds (15), --live-low-rate (20, for 5 s; 0 skips), --live-direct-seconds (5;
// 0 skips), --live-pairs (50 senders → 50 recipients), --live-idle (10000; 0 skips), --live-idle-seconds (20),
// --live-floor (600 round trips a variant; 0 skips). DATABASE_URL: a database of a PostgreSQL server on 127.0.0.1
// whose role may create databases (default postgres://app:app@127.0.0.1:5432/postgres). NGINX: the nginx binary
// (default /usr/sbin/nginx when present, else nginx on PATH).
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import net from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LIVE_EVENTS_PATH, LIVE_HEARTBEAT_MS, liveFrameReader } from '@app/contract';
import { DEMO_PASSWORD, demoLogins } from '@app/demo-data';
import pg from 'pg';
import type { Cluster } from '../../tests/proxy/cluster.ts';
import { startCluster } from '../../tests/proxy/cluster.ts';
import { backendPids, cpuMs } from './proc.mjs';

const option = (name: string, fallback: number) => {
  const given = process.argv.find((a) => a.startsWith(`--live-${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};
const RATE = option('rate', 200);
const SECONDS = option('seconds', 15);
const DIRECT_SECONDS = option('direct-seconds', 5);
const PAIRS = option('pairs', 50);
const IDLE = option('idle', 10_000);
const IDLE_SECONDS = option('idle-seconds', LIVE_HEARTBEAT_MS / 1000);
const FLOOR = option('floor', 600);
const LOW_RATE = option('low-rate', 20);
/** The issue's goal for send → recipient stream through two servers behind the proxy. */
const GOAL_P99_MS = 250;
/** A message whose event has not come this long after the last send is lost. */
const GRACE_MS = 3000;
/** The whole run ends by itself after this, whatever hangs. */
const DEADLINE_MS = 6 * 60_000;

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://app:app@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost'].includes(new URL(databaseUrl).hostname))
  throw new Error('the live benchmark only targets a PostgreSQL server on 127.0.0.1');

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))} / p90 ${ms(percentile(sorted, 90))} / p99 ${ms(percentile(sorted, 99))} / max ${ms(sorted.at(-1) ?? NaN)} ms`;
};
const sleep = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds));
const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Raises this process's open-file limit (root: hard and soft), so it and the servers it starts hold the streams. */
function raiseFileLimit(wanted: number): number {
  if (process.getuid?.() === 0 && wanted > currentFileLimit())
    spawnSync('prlimit', ['--pid', String(process.pid), `--nofile=${wanted}:${wanted}`], { stdio: 'ignore' });
  return currentFileLimit();
}

function currentFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3] ?? 1024);
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** nginx's worker processes (children of the master whose pid nginx wrote into the cluster's directory). */
function nginxWorkers(cluster: Cluster): number[] {
  try {
    const master = readFileSync(join(cluster.dir, 'nginx.pid'), 'utf8').trim();
    return readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU of the run's processes over a phase: each server, their PostgreSQL backends (every backend seen, each at its
 * last reading, so one that closes between readings does not go negative), nginx's worker, this process.
 */
async function cpuMeter(cluster: Cluster) {
  const servers = cluster.servers.map((s) => s.pid);
  const workers = nginxWorkers(cluster);
  const backends = new Map<number, number>();
  const readBackends = async () => {
    for (const pid of await backendPids(cluster.databaseUrl)) {
      const used = cpuMs([pid]);
      if (used !== null) backends.set(pid, used);
    }
    return [...backends.values()].reduce((a, b) => a + b, 0);
  };
  const read = async () => ({
    at: performance.now(),
    servers: servers.map((pid) => cpuMs([pid]) ?? NaN),
    database: await readBackends(),
    nginx: cpuMs(workers) ?? NaN,
    self: process.cpuUsage(),
  });
  const before = await read();
  return async () => {
    const after = await read();
    const wall = after.at - before.at;
    const pct = (used: number) => `${((100 * used) / wall).toFixed(1)}%`;
    const self = process.cpuUsage(before.self);
    return {
      serversMs: after.servers.map((used, i) => used - before.servers[i]!),
      databaseMs: after.database - before.database,
      servers: after.servers.map((used, i) => pct(used - before.servers[i]!)),
      database: pct(after.database - before.database),
      nginx: pct(after.nginx - before.nginx),
      self: pct((self.user + self.system) / 1000),
    };
  };
}

interface Member {
  id: number;
  email: string;
}

/** Paying senders and their recipients: active, no block either way, no demo login (the specs' members). */
async function choosePairs(url: string, count: number): Promise<{ sender: Member; recipient: Member }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Member & { paying: boolean }>(
      `select id, email, is_paying_member as paying from members m
        where disabled_at is null and email <> all($1) and not exists
          (select 1 from blocks b where b.blocker_id = m.id or b.blocked_id = m.id)
        order by id`,
      [Object.values(demoLogins)],
    );
    const senders = rows.filter((m) => m.paying).slice(0, count);
    const taken = new Set(senders.map((m) => m.id));
    const recipients = rows.filter((m) => !taken.has(m.id)).slice(0, senders.length);
    return recipients.map((recipient, i) => ({ sender: senders[i]!, recipient }));
  } finally {
    await client.end();
  }
}

interface Session {
  member: Member;
  sid: string;
  /** The member's own address, as the proxy passes it on (X-Forwarded-For). */
  address: string;
}

const XSRF = randomBytes(32).toString('base64url');

async function logIn(base: string, member: Member, index: number): Promise<Session> {
  const address = `10.45.${index >> 8}.${index & 255}`;
  const response = await fetch(`${base}/api/user/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ user: member.email, pass: DEMO_PASSWORD }),
  });
  const sid = response.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!response.ok || !sid)
    throw new Error(`login of ${member.email}: ${response.status} ${await response.text()}`);
  return { member, sid, address };
}

/** One open stream (node:http, a connection of its own), calling `onEvent` with each `data:` payload's arrival. */
function openStream(
  base: string,
  session: Session,
  onEvent: (data: string, at: number) => void,
): Promise<{ servedBy: string; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${LIVE_EVENTS_PATH}`,
      {
        agent: false,
        headers: {
          cookie: `sid=${session.sid}`,
          accept: 'text/event-stream',
          'x-forwarded-for': session.address,
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`stream: ${response.statusCode}`));
        }
        response.setEncoding('utf8');
        const read = liveFrameReader();
        response.on('data', (chunk: string) => {
          const at = performance.now();
          for (const { data } of read(chunk)) if (data) onEvent(data, at);
        });
        response.on('error', () => {});
        resolve({ servedBy: String(response.headers['x-served-by'] ?? ''), close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

interface Sent {
  start: number;
  response?: number;
  status?: number;
  sendServer?: string;
  event?: number;
  streamServer: string;
}

/**
 * Messages from each pair's sender to its recipient, open loop at RATE a second for `seconds`: sends go to
 * `sendBase`, each recipient's stream is open on `streamBase` (the proxy for both, or two servers).
 */
async function sendToStreams(
  label: string,
  cluster: Cluster,
  pairs: { sender: Session; recipient: Session }[],
  {
    sendBase,
    streamBase,
    rate,
    seconds,
  }: { sendBase: string; streamBase: string; rate: number; seconds: number },
) {
  const sent = new Map<string, Sent>();
  const streams = await Promise.all(
    pairs.map(async ({ recipient }) => {
      const stream = await openStream(streamBase, recipient, (data, at) => {
        if (!data.includes('"kind":"message"')) return;
        const token = /"body":"bench (\w+)/.exec(data)?.[1];
        const entry = token ? sent.get(token) : undefined;
        if (entry && entry.event === undefined) entry.event = at;
      });
      return stream;
    }),
  );
  await sleep(500); // every stream registered (its opening read done) before the first send
  const total = Math.round(rate * seconds);
  const meter = await cpuMeter(cluster);
  const started = performance.now();
  let next = 0;
  let maxLag = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (k: number) => {
    // A pair at random: nginx alternates strictly, so a fixed order would put every send on its stream's server. The
    // warm-up goes in order, so every pair's thread is started.
    const index = label === 'w' ? k % pairs.length : Math.floor(Math.random() * pairs.length);
    const pair = pairs[index]!;
    const token = `${label}${k}`;
    const entry: Sent = { start: performance.now(), streamServer: streams[index]!.servedBy };
    sent.set(token, entry);
    const done = fetch(`${sendBase}/api/user/mail/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `sid=${pair.sender.sid}; XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        'x-forwarded-for': pair.sender.address,
      },
      body: JSON.stringify({
        recipientId: pair.recipient.member.id,
        body: `bench ${token}`,
        clientId: randomUUID(),
      }),
    })
      .then(async (response) => {
        entry.response = performance.now();
        entry.status = response.status;
        entry.sendServer = response.headers.get('x-served-by') ?? '';
        if (!response.ok && [...sent.values()].filter((e) => (e.status ?? 200) >= 300).length <= 3)
          console.log(`  send ${response.status}: ${await response.text()}`);
        else await response.arrayBuffer();
      })
      .catch(() => {
        entry.status = 0;
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && started + (next * 1000) / rate <= now) {
        maxLag = Math.max(maxLag, now - (started + (next * 1000) / rate));
        send(next++);
      }
      if (next < total) setTimeout(tick, 1);
      else finished();
    };
    tick();
  });
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  const cpu = await meter();
  const waitUntil = performance.now() + GRACE_MS;
  while (performance.now() < waitUntil && [...sent.values()].some((e) => e.status === 200 && !e.event))
    await sleep(50);
  for (const stream of streams) stream.close();

  // The warm-up ('w') is not reported.
  const say = label === 'w' ? () => {} : (line: string) => console.log(line);
  const entries = [...sent.values()];
  const ok = entries.filter((e) => e.status === 200);
  const arrived = ok.filter((e) => e.event !== undefined);
  const latency = arrived.map((e) => e.event! - e.start);
  const sorted = [...latency].sort((a, b) => a - b);
  const crossed = arrived.filter((e) => e.sendServer !== e.streamServer);
  const same = arrived.filter((e) => e.sendServer === e.streamServer);
  const streamServers = new Map<string, number>();
  for (const s of streams) streamServers.set(s.servedBy, (streamServers.get(s.servedBy) ?? 0) + 1);
  const byStatus = new Map<number, number>();
  for (const e of entries) byStatus.set(e.status ?? -1, (byStatus.get(e.status ?? -1) ?? 0) + 1);
  say(
    `  ${entries.length} messages in ${sendSeconds.toFixed(1)} s (${(entries.length / sendSeconds).toFixed(0)}/s; ` +
      `schedule lag max ${maxLag.toFixed(1)} ms), ${pairs.length} senders → ${pairs.length} recipients, one stream ` +
      `each (${[...streamServers].map(([s, n]) => `${n} on ${s}`).join(', ')}); responses ` +
      `${[...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ')}`,
  );
  const lastResponse = Math.max(...ok.map((e) => e.response!));
  say(
    `  served ${(ok.length / ((lastResponse - started) / 1000)).toFixed(0)} sends a second (the last response ` +
      `${((lastResponse - started) / 1000).toFixed(1)} s after the first send)`,
  );
  say(`  send → recipient's stream: ${spread(latency)}`);
  say(
    `  lost ${ok.length - arrived.length} (no event ${GRACE_MS / 1000} s after the last send); late: ` +
      `${latency.filter((l) => l > GOAL_P99_MS).length} over ${GOAL_P99_MS} ms, ` +
      `${latency.filter((l) => l > 1000).length} over 1 s`,
  );
  say(
    `  crossed servers ${crossed.length} (${spread(crossed.map((e) => e.event! - e.start))}); ` +
      `same server ${same.length} (${spread(same.map((e) => e.event! - e.start))})`,
  );
  say(
    `  send's response (through ${sendBase === cluster.proxyURL ? 'nginx' : 'no proxy'}): ${spread(ok.map((e) => e.response! - e.start))}`,
  );
  say(
    `  event after the send's response: ${spread(arrived.map((e) => e.event! - e.response!))} ` +
      `(${arrived.filter((e) => e.event! < e.response!).length} events came before their response)`,
  );
  say(
    `  CPU over the sending: ${cpu.servers.map((c, i) => `${cluster.servers[i]!.name} ${c}`).join(', ')}, ` +
      `PostgreSQL backends ${cpu.database}, nginx ${cpu.nginx}, this process (load and streams) ${cpu.self} ` +
      `(100% = one core of ${cpus().length}); CPU a message: servers ` +
      `${(cpu.serversMs.reduce((a, b) => a + b, 0) / Math.max(1, ok.length)).toFixed(2)} ms + PostgreSQL ` +
      `${(cpu.databaseMs / Math.max(1, ok.length)).toFixed(2)} ms; load average ${loadText()}`,
  );
  const p99 = percentile(sorted, 99);
  return { p50: percentile(sorted, 50), p99, sent: entries.length, lost: ok.length - arrived.length, cpu };
}

/** Idle streams straight to one server over raw sockets; resolves once every one has its first bytes. */
async function idleStreams(cluster: Cluster, sessions: Session[], count: number) {
  const server = cluster.servers[0]!;
  const { hostname, port } = new URL(server.url);
  const sockets: Socket[] = [];
  let failed = 0;
  let pings = 0;
  const openOne = (i: number) =>
    new Promise<void>((resolve) => {
      const session = sessions[i % sessions.length]!;
      const socket = net.connect({ host: hostname, port: Number(port) });
      let first = true;
      socket.setEncoding('utf8');
      socket.on('connect', () =>
        socket.write(
          `GET ${LIVE_EVENTS_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n` +
            `Cookie: sid=${session.sid}\r\nX-Forwarded-For: ${session.address}\r\n\r\n`,
        ),
      );
      socket.on('data', (chunk: string) => {
        if (first) {
          first = false;
          if (chunk.startsWith('HTTP/1.1 200')) sockets.push(socket);
          else {
            failed += 1;
            if (failed <= 3) console.log(`  stream refused: ${chunk.split('\r\n')[0]}`);
            socket.destroy();
          }
          resolve();
        } else if (chunk.includes('event: ping')) pings += 1;
      });
      socket.on('error', () => {
        if (first) {
          first = false;
          failed += 1;
          resolve();
        }
      });
    });
  const rssBefore = rssKb(server.pid);
  const started = performance.now();
  let next = 0;
  // 100 opening at a time: each opening reads the session and the member's newest event id.
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      while (next < count) await openOne(next++);
    }),
  );
  const openSeconds = (performance.now() - started) / 1000;
  await sleep(2000);
  const rssOpen = rssKb(server.pid);
  const meter = await cpuMeter(cluster);
  const pingsBefore = pings;
  await sleep(IDLE_SECONDS * 1000);
  const cpu = await meter();
  const rssAfter = rssKb(server.pid);
  const open = sockets.filter((s) => !s.destroyed).length;
  const fds = readdirSync(`/proc/${server.pid}/fd`).length;
  console.log(
    `  ${sockets.length} of ${count} streams opened to ${server.name} in ${openSeconds.toFixed(1)} s ` +
      `(${(sockets.length / openSeconds).toFixed(0)}/s, 100 at a time; ${failed} failed), over ${sessions.length} ` +
      `sessions of ${sessions.length} members (${Math.ceil(count / sessions.length)} tabs a session); ` +
      `${open} still open after ${IDLE_SECONDS} s idle; ${fds} open files in ${server.name}`,
  );
  console.log(
    `  ${server.name} RSS: ${(rssBefore / 1024).toFixed(0)} MB before, ${(rssOpen / 1024).toFixed(0)} MB with the ` +
      `streams open, ${(rssAfter / 1024).toFixed(0)} MB after ${IDLE_SECONDS} s idle: ` +
      `${((rssOpen - rssBefore) / Math.max(1, sockets.length)).toFixed(1)} KB a stream ` +
      `(${((rssAfter - rssBefore) / Math.max(1, sockets.length)).toFixed(1)} KB after the idle wait)`,
  );
  console.log(
    `  idle ${IDLE_SECONDS} s (heartbeats received: ${pings - pingsBefore}): CPU ` +
      `${cpu.servers.map((c, i) => `${cluster.servers[i]!.name} ${c}`).join(', ')}, PostgreSQL backends ` +
      `${cpu.database}; load average ${loadText()}`,
  );
  for (const socket of sockets) socket.destroy();
  return { opened: sockets.length, failed, rssBefore, rssOpen, rssAfter, cpu };
}

/**
 * The physical floor: INSERT + pg_notify in one statement (autocommit) on one connection, LISTEN on another, one
 * write on a loopback socket; `readBack` adds the read of the row by id between the notification and the write.
 */
async function floor(url: string, count: number, readBack: boolean, rate: number) {
  // A pool, as the servers write (statements sent while one runs wait for a connection).
  const writer = new pg.Pool({ connectionString: url, max: 4 });
  const listener = new pg.Client({ connectionString: url });
  const reader = new pg.Pool({ connectionString: url, max: 4 });
  await listener.connect();
  const starts = new Map<number, number>();
  const latencies: number[] = [];
  const sink = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    socket.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) latencies.push(at - starts.get(Number(line))!);
    });
  });
  await new Promise<void>((done) => sink.listen(0, '127.0.0.1', done));
  const out = net.connect((sink.address() as net.AddressInfo).port, '127.0.0.1');
  out.setNoDelay(true);
  try {
    await writer.query(
      'create table if not exists bench_floor (id bigint generated always as identity primary key, ' +
        'member_id integer not null, payload jsonb not null, created_at timestamptz not null default now())',
    );
    await listener.query('listen bench_floor');
    listener.on('notification', (n) => {
      const k = n.payload!.split(':')[0]!;
      if (!readBack) return void out.write(`${k}\n`);
      void reader
        .query('select payload from bench_floor where id = $1', [n.payload!.split(':')[1]])
        .then(() => out.write(`${k}\n`));
    });
    const started = performance.now();
    for (let k = 0; k < count; k += 1) {
      const due = started + (k * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      starts.set(k, performance.now());
      void writer.query(
        `with i as (insert into bench_floor (member_id, payload) values ($1, $2) returning id)
         select pg_notify('bench_floor', $3 || ':' || i.id) from i`,
        [k, JSON.stringify({ kind: 'message', body: `floor ${k}` }), String(k)],
      );
    }
    const deadline = performance.now() + GRACE_MS;
    while (latencies.length < count && performance.now() < deadline) await sleep(20);
    return latencies;
  } finally {
    out.destroy();
    sink.close();
    await Promise.all([writer.end(), listener.end(), reader.end()]);
  }
}

const nginx = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const fileLimit = raiseFileLimit(IDLE + 4096);
const runStarted = performance.now();
console.log(
  `Live channel benchmark, ${new Date().toISOString()}, ${cpus().length} cores, load average ` +
    `${loadText()}; open files allowed: ${fileLimit}`,
);
if (fileLimit < IDLE + 1000)
  console.log(`  (too few open files for ${IDLE} streams: run as root, or raise ulimit -n)`);

const cluster = await startCluster({
  databaseUrl,
  nginx,
  serverEnv: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  // Every stream and every send in flight through the proxy holds two of them (client and server side).
  nginxWorkerConnections: 8192,
});
const deadline = setTimeout(() => {
  console.log(`stopped after ${DEADLINE_MS / 60_000} min`);
  void cluster.stop().finally(() => process.exit(1));
}, DEADLINE_MS);
try {
  console.log(
    `cluster up in ${((performance.now() - runStarted) / 1000).toFixed(1)} s: nginx ${cluster.proxyURL} → ` +
      `${cluster.servers.map((s) => `${s.name} (pid ${s.pid})`).join(', ')}`,
  );
  const chosen = await choosePairs(cluster.databaseUrl, PAIRS);
  const loginStarted = performance.now();
  const pairs: { sender: Session; recipient: Session }[] = [];
  for (let i = 0; i < chosen.length; i += 5) {
    const batch = chosen.slice(i, i + 5);
    pairs.push(
      ...(await Promise.all(
        batch.map(async ({ sender, recipient }, j) => ({
          sender: await logIn(cluster.proxyURL, sender, 2 * (i + j)),
          recipient: await logIn(cluster.proxyURL, recipient, 2 * (i + j) + 1),
        })),
      )),
    );
  }
  console.log(
    `${pairs.length} paying senders and ${pairs.length} recipients logged in through the proxy in ` +
      `${((performance.now() - loginStarted) / 1000).toFixed(1)} s`,
  );

  if (FLOOR > 0) {
    // At the benchmark's rate, then unloaded at --live-low-rate (5 s), beside the product's two phases.
    const lowCount = Math.min(FLOOR, LOW_RATE * 5);
    for (const [rate, count] of [
      [RATE, FLOOR],
      [LOW_RATE, lowCount],
    ] as const) {
      if (rate <= 0 || count <= 0) continue;
      console.log(`\n== Floor: ${count} round trips a variant at ${rate}/s, same PostgreSQL, loopback ==`);
      console.log(
        `  INSERT + NOTIFY → LISTEN → one socket write: ` +
          `${spread(await floor(cluster.databaseUrl, count, false, rate))}`,
      );
      console.log(
        `  the same + the row read by id before the write: ` +
          `${spread(await floor(cluster.databaseUrl, count, true, rate))}`,
      );
    }
  }

  // Each pair's first message (its thread's start) and the servers' warm-up, outside the figures.
  await sendToStreams('w', cluster, pairs, {
    sendBase: cluster.proxyURL,
    streamBase: cluster.proxyURL,
    rate: 50,
    seconds: Math.max(2, pairs.length / 50),
  }).then(() => console.log('  (warm-up: every thread started; not counted)'));

  if (LOW_RATE > 0) {
    console.log(`\n== The same path unloaded: through nginx and two servers, ${LOW_RATE}/s for 5 s ==`);
    await sendToStreams('l', cluster, pairs, {
      sendBase: cluster.proxyURL,
      streamBase: cluster.proxyURL,
      rate: LOW_RATE,
      seconds: 5,
    });
  }

  console.log(
    `\n== Send → open recipient stream through nginx and two servers, ${RATE}/s for ${SECONDS} s ==`,
  );
  const proxied = await sendToStreams('p', cluster, pairs, {
    sendBase: cluster.proxyURL,
    streamBase: cluster.proxyURL,
    rate: RATE,
    seconds: SECONDS,
  });
  console.log(
    `  goal p99 ≤ ${GOAL_P99_MS} ms: ${proxied.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'} (p50 ${ms(proxied.p50)}, ` +
      `p99 ${ms(proxied.p99)} ms, ${proxied.sent} sent, ${proxied.lost} lost)`,
  );

  if (DIRECT_SECONDS > 0) {
    const [one, two] = cluster.servers;
    console.log(
      `\n== Without nginx: sends to ${one!.name}, streams on ${two!.name}, ${RATE}/s for ${DIRECT_SECONDS} s ==`,
    );
    await sendToStreams('d', cluster, pairs, {
      sendBase: one!.url,
      streamBase: two!.url,
      rate: RATE,
      seconds: DIRECT_SECONDS,
    });
  }

  if (IDLE > 0) {
    console.log(`\n== ${IDLE} idle streams on one server (no proxy) ==`);
    const sessions = pairs.flatMap(({ sender, recipient }) => [sender, recipient]);
    await idleStreams(cluster, sessions, Math.min(IDLE, fileLimit - 1000));
  }
} finally {
  clearTimeout(deadline);
  await cluster.stop();
  console.log(
    `\nDone in ${((performance.now() - runStarted) / 1000).toFixed(0)} s; load average ${loadText()}.`,
  );
}
