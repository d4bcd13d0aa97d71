// `npm run bench -- --load`: open-loop load on the benchmark server (scripts/bench/serve.ts), as members use the app.
// N members of the seeded community log in over HTTP; each then starts R requests a second on a fixed schedule
// (arrival times fixed in advance, phases spread evenly): a request starts on time whether or not the member's
// earlier ones have answered, so a slow server meets the same arrivals instead of slowing the generator down
// (autocannon is closed-loop: each connection waits for its answer). Latency runs from the scheduled start, so a
// late start (the generator's own event loop lagging) counts against the server's figure rather than being hidden.
// The mix (weights below): member lists, profile views (record a view), search, inbox, counters, likes, messages.
import http from 'node:http';
import { randomUUID } from 'node:crypto';

const PASSWORD = 'bench-password';
const XSRF = 'bench-xsrf-token-abcdefghijklmnopqrstuvwxyz0123456789';
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Options from argv: --load-members, --load-rate, --load-seconds, --load-step-seconds, --load-max-steps, --load-p99,
 * --load-kinds (a comma-separated subset of the mix's kinds, e.g. `search,inbox`: to find what costs).
 */
export function loadOptions(argv) {
  const value = (name, fallback) => {
    const index = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
    if (index === -1) return fallback;
    const raw = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
    const number = Number(raw);
    if (!Number.isFinite(number) || number <= 0)
      throw new Error(`${name} needs a positive number, got ${raw}`);
    return number;
  };
  return {
    members: Math.round(value('--load-members', 200)),
    rate: value('--load-rate', 1),
    seconds: value('--load-seconds', 60),
    stepSeconds: value('--load-step-seconds', 10),
    maxSteps: Math.round(value('--load-max-steps', 6)),
    p99Ms: value('--load-p99', 100),
    kinds: (() => {
      const index = argv.findIndex((a) => a === '--load-kinds' || a.startsWith('--load-kinds='));
      if (index === -1) return null;
      const raw = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
      return raw.split(',').map((kind) => kind.trim());
    })(),
  };
}

/**
 * Members the load logs in: paying members (every 5th; they may send messages), not disabled (every 97th), taken
 * from 40% of the community upwards, above the seed's fixed ranges (the viewer's admirers, its blocks, and the
 * random blocks, which stay below 0.36 n), so no request meets a block.
 */
function pickMembers(n, count) {
  const ids = [];
  for (let i = Math.ceil((0.4 * n) / 5) * 5; i <= n && ids.length < count; i += 5)
    if (i % 97 !== 0) ids.push(i);
  return ids;
}

/** A random visible member of the same range (not `self`): targets of profile views, likes and messages. */
function randomTarget(n, self) {
  for (;;) {
    const id = Math.floor(0.4 * n) + Math.floor(Math.random() * Math.floor(0.6 * n));
    if (id !== self && id % 97 !== 0 && id <= n) return id;
  }
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const lists = ['who-liked-me', 'who-i-like', 'who-viewed-me', 'mutual-likes'];
const seeking = ['man', 'woman'];

/** The mix: [name, weight, request(member, n)]. Weights sum to 100. */
const mix = [
  ['list page', 25, () => ({ path: `/api/user/lists/${pick(lists)}` })],
  ['profile view', 20, (m, n) => ({ path: `/api/user/profiles/${randomTarget(n, m.id)}` })],
  [
    'search',
    15,
    () => {
      const ageMin = 20 + Math.floor(Math.random() * 20);
      return {
        path: `/api/user/search?ageMin=${ageMin}&ageMax=${ageMin + 10 + Math.floor(Math.random() * 15)}&seeking=${pick(seeking)}&hasPhoto=true`,
      };
    },
  ],
  ['inbox', 10, () => ({ path: '/api/user/mail/inbox' })],
  ['counters', 15, () => ({ path: '/api/user/counter/get-wrapped-counters' })],
  [
    'like',
    8,
    (m, n) => ({ method: 'POST', path: '/api/user/likes/add', body: { memberId: randomTarget(n, m.id) } }),
  ],
  [
    'send message',
    7,
    (m, n) => ({
      method: 'POST',
      path: '/api/user/mail/send',
      body: { recipientId: randomTarget(n, m.id), body: 'Hello from the load test!', clientId: randomUUID() },
    }),
  ],
];
let active = mix;
let totalWeight = mix.reduce((sum, [, weight]) => sum + weight, 0);
function useKinds(kinds) {
  if (!kinds) return;
  active = mix.filter(([kind]) => kinds.includes(kind));
  if (active.length !== kinds.length)
    throw new Error(`--load-kinds: known kinds are ${mix.map(([kind]) => kind).join(', ')}`);
  totalWeight = active.reduce((sum, [, weight]) => sum + weight, 0);
}
function chooseRequest() {
  let roll = Math.random() * totalWeight;
  for (const entry of active) if ((roll -= entry[1]) < 0) return entry;
  return active[0];
}

function request(agent, base, { method = 'GET', path, body, cookie }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { cookie: `${cookie ?? ''}XSRF-TOKEN=${XSRF}` };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (method !== 'GET') headers['x-xsrf-token'] = XSRF;
    const req = http.request(
      `${base}${path}`,
      { method, agent, headers, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', (error) => resolve({ status: 0, error }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, error }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** Logs the members in over HTTP (two at a time: each login is a memory-hard password hash on the server). */
async function logIn(agent, base, ids) {
  const members = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      const response = await request(agent, base, {
        method: 'POST',
        path: '/api/user/auth/login',
        body: { user: `bench${id}@bench.test`, pass: PASSWORD },
      });
      const sid = [response.headers?.['set-cookie'] ?? []]
        .flat()
        .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
        .find(Boolean);
      if (response.status !== 200 || !sid)
        throw new Error(`login of member ${id}: ${response.status} ${response.body ?? response.error}`);
      members.push({ id, cookie: `sid=${sid}; ` });
    }
  };
  await Promise.all([worker(), worker()]);
  return members;
}

/**
 * Waits until the server has drained the work of an earlier (overloaded) run: requests the generator gave up on keep
 * running on the server. Settled when 3 `/healthz` answers in a row take under 50 ms; gives up after 60 s.
 */
async function settle(agent, base) {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    const response = await request(agent, base, { path: '/healthz' });
    quick = response.status === 200 && performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * One open-loop run: every member starts `rate` requests a second for `seconds`, phases spread evenly over the
 * interval. Waits for the stragglers (up to the request timeout), then reports.
 */
async function openLoop(agent, base, n, members, rate, seconds, cpu) {
  await settle(agent, base);
  const cpuBefore = cpu ? await cpu() : null;
  const interval = 1000 / rate;
  const arrivals = [];
  members.forEach((member, index) => {
    const phase = (index / members.length) * interval;
    for (let t = phase; t < seconds * 1000; t += interval) arrivals.push([t, member]);
  });
  arrivals.sort((a, b) => a[0] - b[0]);
  const latencies = [];
  const byKind = new Map();
  const errors = new Map();
  const pending = [];
  let maxLag = 0;
  const start = performance.now() + 50;
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < arrivals.length && start + arrivals[next][0] <= now) {
        const [offset, member] = arrivals[next++];
        const scheduled = start + offset;
        maxLag = Math.max(maxLag, now - scheduled);
        const [kind, , make] = chooseRequest();
        pending.push(
          request(agent, base, { ...make(member, n), cookie: member.cookie }).then((response) => {
            const ms = performance.now() - scheduled;
            latencies.push(ms);
            if (!byKind.has(kind)) byKind.set(kind, []);
            byKind.get(kind).push(ms);
            if (response.status < 200 || response.status >= 300) {
              const key = `${kind}: ${response.status || response.error?.message}`;
              errors.set(key, (errors.get(key) ?? 0) + 1);
            }
          }),
        );
      }
      if (next >= arrivals.length) return resolve();
      const wait = start + arrivals[next][0] - performance.now();
      setTimeout(tick, Math.max(0, Math.min(wait, 5)));
    };
    setTimeout(tick, 50);
  });
  const sentSeconds = (performance.now() - start) / 1000;
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  const cpuAfter = cpu ? await cpu() : null;
  const perRequest = (key) =>
    cpuBefore?.[key] == null || cpuAfter?.[key] == null
      ? NaN
      : (cpuAfter[key] - cpuBefore[key]) / Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
  return {
    target: members.length * rate,
    members: members.length,
    rate,
    seconds,
    requests: latencies.length,
    achieved: latencies.length / Math.max(sentSeconds, elapsed),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    errors: errorCount,
    errorKinds: errors,
    maxLag,
    cpuServer: perRequest('server'),
    cpuDatabase: perRequest('database'),
    byKind: new Map(
      [...byKind].map(([kind, values]) => {
        values.sort((a, b) => a - b);
        return [kind, { count: values.length, p50: percentile(values, 50), p99: percentile(values, 99) }];
      }),
    ),
  };
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const cpuMs = (value) => (Number.isFinite(value) ? value.toFixed(2) : '-');

function header() {
  console.log(
    `${pad('run', 22)}${padLeft('target/s', 10)}${padLeft('achieved/s', 12)}${padLeft('requests', 10)}` +
      `${padLeft('p50 ms', 9)}${padLeft('p99 ms', 9)}${padLeft('max ms', 9)}${padLeft('errors', 8)}${padLeft('gen lag ms', 12)}` +
      `${padLeft('CPU ms/req: server', 20)}${padLeft('+ db', 7)}`,
  );
}

function row(label, r) {
  console.log(
    `${pad(label, 22)}${padLeft(r.target, 10)}${padLeft(r.achieved.toFixed(1), 12)}${padLeft(r.requests, 10)}` +
      `${padLeft(ms(r.p50), 9)}${padLeft(ms(r.p99), 9)}${padLeft(ms(r.max), 9)}${padLeft(r.errors, 8)}${padLeft(ms(r.maxLag), 12)}` +
      `${padLeft(cpuMs(r.cpuServer), 20)}${padLeft(cpuMs(r.cpuDatabase), 7)}`,
  );
  for (const [kind, count] of r.errorKinds) console.log(`  error ${kind} x${count}`);
}

/**
 * The load run on one server: logs in the members, runs the main load (members x rate for seconds), then searches
 * the highest total rate with p99 <= p99Ms (same members, higher per-member rates; doubling while it holds, then
 * one bisection step; at most maxSteps runs of stepSeconds). `cpu()` gives the CPU ms used so far by the server
 * process and by its database backends (PostgreSQL), for the CPU time per request. Returns the figures.
 */
export async function runLoad(base, communitySize, options, cpu) {
  useKinds(options.kinds);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    const ids = pickMembers(communitySize, options.members);
    if (ids.length < options.members)
      console.log(`only ${ids.length} members fit the load's range (asked ${options.members})`);
    let started = Date.now();
    const members = await logIn(agent, base, ids);
    console.log(
      `${members.length} members logged in over HTTP in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // A short warm-up (prepared statements, JIT) at the main rate, not reported.
    await openLoop(agent, base, communitySize, members, options.rate, Math.min(5, options.seconds));

    header();
    started = Date.now();
    const main = await openLoop(agent, base, communitySize, members, options.rate, options.seconds, cpu);
    row(`${members.length} x ${options.rate}/s, ${options.seconds} s`, main);
    console.log(
      `  per kind (p50 / p99 ms): ${[...main.byKind]
        .map(([kind, s]) => `${kind} ${ms(s.p50)} / ${ms(s.p99)} (${s.count})`)
        .join('; ')}`,
    );

    // Step search for the highest rate that holds p99 <= p99Ms with no errors.
    const holds = (r) => r.p99 <= options.p99Ms && r.errors === 0 && r.achieved >= 0.95 * r.target;
    const steps = [];
    let good = holds(main) ? main.target : null;
    let bad = holds(main) ? null : main.target;
    for (let step = 0; step < options.maxSteps; step += 1) {
      let target;
      if (bad === null) target = (good ?? main.target) * 2;
      else if (good === null) target = bad / 2;
      else if (bad / good > 1.25) target = Math.round(Math.sqrt(good * bad));
      else break;
      if (target < members.length * 0.05) break;
      const result = await openLoop(
        agent,
        base,
        communitySize,
        members,
        target / members.length,
        options.stepSeconds,
        cpu,
      );
      steps.push(result);
      row(`step ${step + 1}, ${options.stepSeconds} s`, result);
      if (holds(result)) good = Math.max(good ?? 0, result.target);
      else bad = Math.min(bad ?? Infinity, result.target);
    }
    console.log(
      `highest total rate tried that held p99 <= ${options.p99Ms} ms with 0 errors: ` +
        `${good === null ? 'none' : `${good} req/s`}${bad === null ? ' (no failing rate reached)' : `; ${bad} req/s did not`}`,
    );
    return { main, steps, highest: good, firstFailing: bad };
  } finally {
    agent.destroy();
  }
}
