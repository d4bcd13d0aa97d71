// One benchmark server (started by scripts/bench.mjs, one process per database): opens its own database (a
// temporary PGlite directory, or the benchmark's PostgreSQL database), migrates it, seeds the large community,
// EXPLAINs the queries behind each measured endpoint, then serves the real app (buildApp) on 127.0.0.1 with one
// extra route, GET /api/bench/bare, answering constant JSON: the ceiling the other endpoints are compared with.
// It reports on stdout as JSON lines and runs until it gets SIGTERM.
import { openSync, writeSync } from 'node:fs';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import type { DatabaseHandle, QueryLogger } from '../../apps/server/src/db/database.ts';
import { hashPassword } from '../../apps/server/src/features/session/password.ts';
import { FIRST_PROFILE, VIEWER_EMAIL, seedBenchCommunity } from './seed.ts';

const env = process.env;
const backend = env.BENCH_BACKEND === 'postgres' ? 'postgres' : 'pglite';
const size = {
  members: Number(env.BENCH_MEMBERS ?? 20_000),
  likes: Number(env.BENCH_LIKES ?? 200_000),
  views: Number(env.BENCH_VIEWS ?? 60_000),
};
const PASSWORD = 'bench-password';
/** Any token of the XSRF cookie's shape: what matters is that cookie and header match. */
const XSRF = 'bench-xsrf-token-abcdefghijklmnopqrstuvwxyz0123456789';
const report = (type: string, data: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ type, ...data })}\n`);

/** Queries the app runs while `recording` is set, for EXPLAIN. */
let recording: Array<{ query: string; params: unknown[] }> | null = null;
const logger: QueryLogger = {
  logQuery(query, params) {
    recording?.push({ query, params });
  },
};

const started = Date.now();
// The pool the app would open here: DATABASE_POOL_SIZE, or the app's default for this machine.
const poolSize = loadConfig({ DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE }).databasePoolSize;
const database: DatabaseHandle =
  backend === 'postgres'
    ? await openDatabase({ kind: 'postgres', url: env.BENCH_DATABASE_URL ?? '', poolSize, logger })
    : await openDatabase({ kind: 'pglite', dataDir: env.BENCH_DATA_DIR ?? '', logger });
await database.prepare();
/** BENCH_REUSE=1 (profiling runs): a database already seeded by an earlier run is used as it is. */
const seededBefore =
  env.BENCH_REUSE === '1' &&
  (
    (await database.db.execute(`select 1 from members where email = '${VIEWER_EMAIL}'`)) as {
      rows: unknown[];
    }
  ).rows.length > 0;
const timings = seededBefore
  ? ['reused']
  : await seedBenchCommunity(database.db, size, await hashPassword(PASSWORD));
report('seeded', { backend, size, seconds: (Date.now() - started) / 1000, timings });

// Measured as production runs: NODE_ENV=production (no response check against the contract, which only runs
// outside production) and request logging at the default level, written to /dev/null synchronously, as pino writes
// to a redirected stdout (the benchmark's stdout carries its reports). BENCH_LOG_LEVEL overrides the level.
const logLevel = env.BENCH_LOG_LEVEL ?? 'info';
const devNull = openSync('/dev/null', 'w');
const app = await buildApp({
  logger: { level: logLevel, stream: { write: (line: string) => void writeSync(devNull, line) } },
  config: loadConfig({
    NODE_ENV: 'production',
    // Production's runtime over a seeded community and the sandbox card provider: demo mode, asked for explicitly.
    DEMO: '1',
    LOG_LEVEL: logLevel,
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_MAX: '0',
    SEED_DEMO: 'false',
    SITE_DIST: '/nonexistent-bench-site',
    DATA_DIR: env.BENCH_DATA_DIR ?? '/nonexistent-bench-data',
  }),
  database,
  seedDemo: false,
  prepareDatabase: false,
});
app.get('/api/bench/bare', async () => ({ ok: true, data: { items: [], total: 0 } }));
// Each request's time inside the server (Fastify's onRequest to the response written): set beside autocannon's
// latency, the rest is the time a request waits in the kernel and the event loop before the server reads it, and
// the client's own. GET /api/bench/server-latency answers the percentiles since its last call and starts afresh.
const SERVER_LATENCY_URL = '/api/bench/server-latency';
let serverTimes: number[] = [];
app.addHook('onResponse', (request, reply, done) => {
  if (request.url !== SERVER_LATENCY_URL) serverTimes.push(reply.elapsedTime);
  done();
});
app.get(SERVER_LATENCY_URL, async () => {
  const sorted = serverTimes.sort((a, b) => a - b);
  serverTimes = [];
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  return { count: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99) };
});
// The floor of any endpoint that asks the database: the bare route plus one round trip (`select 1`).
app.get('/api/bench/round-trip', async () => {
  await database.ping();
  return { ok: true, data: { items: [], total: 0 } };
});
await app.ready();

/** Logs in through the real endpoint and returns the cookie header every measured request sends. */
async function login(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    cookies: { 'XSRF-TOKEN': XSRF },
    headers: { 'x-xsrf-token': XSRF },
    payload: { user: VIEWER_EMAIL, pass: PASSWORD },
  });
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (response.statusCode !== 200 || !sid)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return `sid=${sid.value}; XSRF-TOKEN=${XSRF}`;
}
const cookie = await login();

/** Follows `nextCursor` from page 1 `pages - 1` times and returns the URL of that page. */
async function deepPage(url: string, pages: number): Promise<string> {
  let next = url;
  for (let page = 1; page < pages; page += 1) {
    const response = await app.inject({ url: next, headers: { cookie } });
    const cursor = (response.json() as { data: { nextCursor: string | null } }).data.nextCursor;
    if (!cursor) throw new Error(`${url} has fewer than ${pages} pages`);
    next = `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
  }
  return next;
}

const listUrl = '/api/user/lists/who-liked-me';
// BENCH_SEARCH: another search's query string, to see the plans of its filter shape (`--explain`).
const searchUrl = `/api/user/search?${env.BENCH_SEARCH ?? 'ageMin=25&ageMax=45&seeking=man&hasPhoto=true'}`;
const targets = {
  bare: '/api/bench/bare',
  roundTrip: '/api/bench/round-trip',
  list: listUrl,
  deepList: await deepPage(listUrl, 50),
  search: searchUrl,
  // Another search's shape may have fewer pages: its page 2.
  deepSearch: await deepPage(searchUrl, env.BENCH_SEARCH ? 2 : 50).catch(() => searchUrl),
  profile: `/api/user/profiles/${FIRST_PROFILE}`,
  newsfeed: '/api/user/feeds/newsfeed',
};

/** EXPLAIN ANALYZE of every query one request to `url` runs (after one warm-up request). */
async function explain(url: string) {
  await app.inject({ url, headers: { cookie } });
  recording = [];
  const response = await app.inject({ url, headers: { cookie } });
  const queries = recording;
  recording = null;
  const plans: Array<{ query: string; params: unknown[]; plan: string[] }> = [];
  for (const { query, params } of queries) {
    if (!/^\s*(select|with)/i.test(query) || /"sessions"/.test(query)) continue;
    const rows = await database.db.execute(
      `explain (analyze, costs off, summary on) ${inline(query, params)}`,
    );
    plans.push({ query, params, plan: [...planLines(rows), ...(await genericPlan(query, params))] });
  }
  return { status: response.statusCode, plans };
}

/** The query with its parameters written in as literals (EXPLAIN of a parameterised query needs them bound). */
function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)\b/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `'${text.replace(/'/g, "''")}'`;
  });
}

/**
 * The generic plan of the query (the plan a named statement runs once PostgreSQL stops planning it per call), run
 * with the same values: a statement is safe to pin only if this plan is as good as the custom one for any values.
 */
async function genericPlan(query: string, params: unknown[]): Promise<string[]> {
  const values = params.map((value) => inline('$1', [value])).join(', ');
  const lines = await database.db.transaction(async (tx) => {
    await tx.execute(`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(`prepare bench_generic as ${query}`);
    try {
      return planLines(
        await tx.execute(
          `explain (analyze, costs off, summary on) execute bench_generic${values ? `(${values})` : ''}`,
        ),
      );
    } finally {
      await tx.execute('deallocate bench_generic');
    }
  });
  return ['-- generic plan (prepared statement, plan_cache_mode = force_generic_plan):', ...lines];
}

function planLines(result: unknown): string[] {
  const rows = (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];
  return rows.map((row) => String(Object.values(row)[0]));
}

const explained: Record<string, Awaited<ReturnType<typeof explain>>> = {};
for (const [name, url] of Object.entries(targets))
  if (!url.startsWith('/api/bench/')) explained[name] = await explain(url);

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const profiles = { first: FIRST_PROFILE, count: Math.min(10_000, size.members - FIRST_PROFILE) };
report('ready', {
  port,
  cookie,
  targets,
  profiles,
  explained,
  poolSize: backend === 'postgres' ? poolSize : null,
});

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
