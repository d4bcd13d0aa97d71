#!/usr/bin/env node
// `npm run bench`: the discovery API under load, on each database, beside a bare route of the same server.
// For each backend it starts scripts/bench/serve.ts in its own process (which seeds a large community in a separate
// database: a temporary PGlite directory; on PostgreSQL a database `app_bench`, created and dropped here), then
// measures with autocannon (10 connections, BENCH_SECONDS each, every endpoint in turn, BENCH_ROUNDS rounds (3), each
// row its median round, 127.0.0.1 only) and prints requests/s, p50 and p99
// latency, the ratio to the bare route and the CPU time per request of the server and of its PostgreSQL backends
// (from /proc), plus page 1 against a page ~50 deep, and under the table each list and search endpoint against the
// budget of DESIGN.md: CPU milliseconds a request, server + PostgreSQL summed (reported, not asserted). The server runs as production does (NODE_ENV=production, info logs). --live-only: the live
// channel instead (scripts/bench/live.ts, whose header lists its --live-* options). Options: --explain prints the
// EXPLAIN ANALYZE plans (--plans-only: seed, print the plans, measure nothing); --pglite-only / --postgres-only. Sizes: BENCH_PG_MEMBERS, BENCH_PG_LIKES,
// BENCH_PGLITE_MEMBERS, BENCH_PGLITE_LIKES. PostgreSQL: DATABASE_URL (any database on the server; its role must be
// allowed to create databases), else postgres://app:app@127.0.0.1:5432/postgres if it answers; else skipped.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchPhotos } from './bench/photos.mjs';
import { dropDatabase, existingDatabase, findPostgres, freshDatabase } from './bench/postgres.mjs';
import { backendPids, cpuMs } from './bench/proc.mjs';
import { benchSite } from './bench/site.mjs';
import { benchSsr } from './bench/ssr.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds of every endpoint; each row of the tables is its median round. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const BENCH_DB = 'app_bench';
const sizes = {
  postgres: {
    members: Number(process.env.BENCH_PG_MEMBERS ?? 100_000),
    likes: Number(process.env.BENCH_PG_LIKES ?? 1_000_000),
  },
  pglite: {
    members: Number(process.env.BENCH_PGLITE_MEMBERS ?? 20_000),
    likes: Number(process.env.BENCH_PGLITE_LIKES ?? 200_000),
  },
};
const labels = {
  bare: 'bare route (constant JSON)',
  roundTrip: 'bare + one db round trip',
  list: 'list page 1 (who liked me, 12)',
  deepList: 'list page 50 (by cursor)',
  search: 'search page 1 (16, filtered)',
  deepSearch: 'search page 50 (by cursor)',
  profile: 'profile view (records a view)',
  newsfeed: 'newsfeed page 1 (14)',
};

/** `--endpoints=list,search`: measure only these (and the bare route, the figure every row is compared with). */
function endpointsOption() {
  const option = process.argv.find((a) => a.startsWith('--endpoints='));
  if (!option) return null;
  const keys = option.slice('--endpoints='.length).split(',');
  const unknown = keys.filter((key) => !(key in labels));
  if (unknown.length)
    throw new Error(`--endpoints: unknown ${unknown.join(', ')}; known: ${Object.keys(labels).join(', ')}`);
  return keys;
}

/**
 * Runs `run` with the benchmark server's environment for a fresh PostgreSQL database `name` on `server` (the large
 * community's sizes), and drops the database afterwards.
 */
async function onBenchDatabase(server, name, run) {
  // BENCH_REUSE=1: the database is kept after the run and reused, still seeded, by the next (profiling runs).
  const reuse = process.env.BENCH_REUSE === '1';
  const url = reuse ? await existingDatabase(server, `${name}_reused`) : await freshDatabase(server, name);
  try {
    return await run({
      BENCH_BACKEND: 'postgres',
      BENCH_DATABASE_URL: url,
      BENCH_MEMBERS: String(sizes.postgres.members),
      BENCH_LIKES: String(sizes.postgres.likes),
      BENCH_VIEWS: String(sizes.postgres.members * 3),
    });
  } finally {
    if (!reuse) await dropDatabase(server, name);
  }
}

/** The server's PostgreSQL pool: DATABASE_POOL_SIZE, or the app's default for this machine. */
function printPool(server) {
  if (server.poolSize) console.log(`pool of ${server.poolSize} connections (DATABASE_POOL_SIZE sets it)`);
}

/** Starts the benchmark server; resolves with its `ready` report. */
function startServer(env, onSeeded) {
  // BENCH_SERVER_NODE_ARGS: flags for the server's node (`--cpu-prof --cpu-prof-dir=/tmp/prof` for a CPU profile).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/bench/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        return void console.log(line);
      }
      if (message.type === 'seeded') onSeeded(message);
      if (message.type === 'ready') resolve(message);
    });
    child.on('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
  return { child, ready };
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

function measure(url, cookie, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration, headers: { cookie } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Profile views rotate over up to 10,000 members so each request records a new view, as browsing does (skipping the
 * disabled profiles of the seed, every 97th member, which answer 404).
 */
function measureProfiles(base, cookie, profiles, duration) {
  let next = 0;
  const nextId = () => {
    let id;
    do id = profiles.first + (next++ % profiles.count);
    while (id % 97 === 0);
    return id;
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: 10,
        duration,
        headers: { cookie },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/user/profiles/${nextId()}`,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The percentiles of the time requests spent inside the server (ms) since the last call (scripts/bench/serve.ts). */
async function serverLatency(base, cookie) {
  const response = await fetch(`${base}/api/bench/server-latency`, { headers: { cookie } });
  return response.json();
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

/** One endpoint under load for `seconds` (after a 1 s warm-up), with the CPU time and the in-server latency. */
async function measureEndpoint(key, url, { base, server, child, env }) {
  const run = (duration) =>
    key === 'profile'
      ? measureProfiles(base, server.cookie, server.profiles, duration)
      : measure(url, server.cookie, duration);
  await run(1); // warm-up
  await serverLatency(base, server.cookie); // starts the server's own record afresh
  // CPU time per request of the server process and of its PostgreSQL backends (PGlite runs inside the server):
  // steadier than req/s on a shared machine, where other jobs take CPU time from both.
  const backends = await backendPids(env.BENCH_DATABASE_URL);
  const before = [cpuMs([child.pid]), cpuMs(backends)];
  const result = await run(seconds);
  const after = [cpuMs([child.pid]), cpuMs(backends)];
  const perRequest = (i) =>
    before[i] === null || after[i] === null
      ? null
      : (after[i] - before[i]) / Math.max(1, result.requests.total);
  result.cpu = { server: perRequest(0), database: backends.length ? perRequest(1) : null };
  result.server = await serverLatency(base, server.cookie);
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1];

/**
 * CPU milliseconds a request of one measured round, the server process and its PostgreSQL backends summed (on PGlite
 * the database runs inside the server, so the server's figure is the whole); null where /proc is not readable.
 */
const cpuTotal = (result) =>
  result.cpu?.server === null || result.cpu?.server === undefined
    ? null
    : result.cpu.server + (result.cpu.database ?? 0);

/**
 * Each endpoint's median round: the round whose CPU a request (server + database) is the median, or, where CPU time
 * cannot be read, whose share of that round's bare route is (the bare route's own row: its median rate), with
 * `share`, `p99` (the median of the rounds' p99) and every round's figures beside it.
 */
function medianRounds(rounds) {
  const results = {};
  for (const key of Object.keys(rounds[0] ?? {})) {
    const entries = rounds.map((round) => ({
      result: round[key],
      share: round[key].requests.average / round.bare.requests.average,
      p99: round[key].latency.p99,
      rate: round[key].requests.average,
      cpu: cpuTotal(round[key]),
    }));
    const byCpu = entries.every((entry) => entry.cpu !== null);
    const order = (a, b) => {
      if (key === 'bare') return a.rate - b.rate;
      return byCpu ? a.cpu - b.cpu : a.share - b.share;
    };
    const chosen = [...entries].sort(order)[(entries.length - 1) >> 1];
    results[key] = {
      ...chosen.result,
      share: chosen.share,
      p99: median(entries.map((entry) => entry.p99)),
      rounds: entries.map(({ share, p99, cpu }) => ({ share, p99, cpu })),
    };
  }
  return results;
}

async function runBackend(name, env) {
  console.log(`\n== ${name} ==`);
  const { child, ready } = startServer(env, (seeded) =>
    console.log(
      `seeded ${seeded.size.members.toLocaleString('en-US')} members, ${seeded.size.likes.toLocaleString('en-US')} likes ` +
        `in ${seeded.seconds.toFixed(1)} s (${seeded.timings.join(', ')})`,
    ),
  );
  try {
    const server = await ready;
    printPool(server);
    const base = `http://127.0.0.1:${server.port}`;
    const chosen = endpointsOption();
    const measured = Object.entries(args.has('--plans-only') ? {} : server.targets).filter(
      ([key]) => !chosen || key === 'bare' || chosen.includes(key),
    );
    // Every endpoint in turn, then again: each row is its median round (below), so one slow phase of the machine
    // moves a row no more than one round.
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const measuredRound = {};
      for (const [key, target] of measured)
        measuredRound[key] = await measureEndpoint(key, `${base}${target}`, { base, server, child, env });
      rounds.push(measuredRound);
    }
    const results = medianRounds(rounds);
    if (results.bare)
      printResults(results, {
        withBudget: env.BENCH_BACKEND === 'postgres',
        members: Number(env.BENCH_MEMBERS),
      });
    printPlans(server.explained);
    return results;
  } finally {
    await stopServer(child);
  }
}

/**
 * The API budget of DESIGN.md, declared once: a list page and a search page each cost at most `cpuMsPerRequest`
 * milliseconds of CPU a request, the server process and its PostgreSQL backends summed, on a community of `members`
 * on PostgreSQL. CPU a request holds steady when this shared machine's speed changes; a share of the bare route's
 * throughput did not. Reported under each table and in the summary, never asserted.
 */
const BUDGET = { cpuMsPerRequest: 0.5, members: 100_000, backend: 'PostgreSQL' };
/** The endpoints the budget applies to: list and search pages, first and deep. */
const budgeted = ['list', 'deepList', 'search', 'deepSearch'];
/** Measured and shown beside them, without a budget of their own. */
const unbudgeted = ['roundTrip', 'profile', 'newsfeed'];
const budgetText = `≤ ${BUDGET.cpuMsPerRequest} ms CPU/req`;
const budgetLine =
  `${BUDGET.cpuMsPerRequest} ms of CPU a request, server + database summed, on ` +
  `${BUDGET.members.toLocaleString('en-US')} members on ${BUDGET.backend}`;
/** Whether one endpoint's median round meets the budget; null when its CPU time (server and database) is unknown. */
const meetsBudget = (result) => {
  if (result.cpu?.server === null || result.cpu?.server === undefined) return null;
  if (result.cpu.database === null || result.cpu.database === undefined) return null;
  return cpuTotal(result) <= BUDGET.cpuMsPerRequest;
};
const ms2 = (value) => (value === null || value === undefined ? '-' : value.toFixed(2));
/** One round's CPU a request as "0.27 + 0.25 = 0.52 ms" (server + database), or "0.61 ms" when the server is all. */
const cpuFigure = (result) =>
  result.cpu?.database === null || result.cpu?.database === undefined
    ? `${ms2(result.cpu?.server)} ms`
    : `${ms2(result.cpu.server)} + ${ms2(result.cpu.database)} = ${ms2(cpuTotal(result))} ms`;
/** Every round's CPU a request (server + database), share of its bare route and p99: "0.52 0.49 0.55 ms / 17.8 16.3 15.1% / 10 12 9 ms". */
const roundFigures = (result) =>
  `${result.rounds.map((round) => ms2(round.cpu)).join(' ')} ms / ` +
  `${result.rounds.map((round) => (100 * round.share).toFixed(1)).join(' ')}% / ` +
  `${result.rounds.map((round) => round.p99).join(' ')} ms`;

function printResults(results, { withBudget, members }) {
  console.log(
    `${pad('endpoint', 34)}${padLeft('req/s', 9)}${padLeft('p50 ms', 9)}${padLeft('p90 ms', 9)}${padLeft('p99 ms', 9)}${padLeft('% of bare', 11)}` +
      `${padLeft('non-2xx', 9)}${padLeft('CPU ms/req: server', 20)}${padLeft('+ db', 7)}${padLeft('in server p50 / p99 ms', 24)}` +
      `  rounds: CPU ms/req (server + db) / % of bare / p99`,
  );
  for (const [key, result] of Object.entries(results)) {
    console.log(
      `${pad(labels[key] ?? key, 34)}${padLeft(Math.round(result.requests.average), 9)}` +
        `${padLeft(result.latency.p50, 9)}${padLeft(result.latency.p90, 9)}${padLeft(result.p99, 9)}` +
        `${padLeft(`${(100 * result.share).toFixed(1)}%`, 11)}${padLeft(result.non2xx + result.errors, 9)}` +
        `${padLeft(ms2(result.cpu?.server), 20)}${padLeft(ms2(result.cpu?.database), 7)}` +
        `${padLeft(`${ms2(result.server?.p50)} / ${ms2(result.server?.p99)}`, 24)}  ${roundFigures(result)}`,
    );
  }
  console.log(
    `each row is its median round of ${ROUNDS} (by its CPU a request, server + db; the bare route by its req/s), with ` +
      'the median p99 of the ' +
      'rounds; in server: from the request read to the response written (Fastify); the rest of the latency is spent ' +
      'queued in the kernel and the event loop, and in autocannon',
  );
  const ratio = (deep, first) =>
    results[deep] && results[first]
      ? (results[deep].requests.average / results[first].requests.average).toFixed(2)
      : '-';
  console.log(
    `page 50 vs page 1 (throughput ratio): list ${ratio('deepList', 'list')}, search ${ratio('deepSearch', 'search')}`,
  );
  const judged = withBudget && members >= BUDGET.members;
  let context = '';
  if (!withBudget) context = '; shown here for comparison';
  else if (!judged)
    context = `; this run has ${members.toLocaleString('en-US')} members: shown for comparison`;
  console.log(
    `budget (DESIGN.md): list and search pages ${budgetLine}${context} ` +
      `(req/s, p99 and share of the bare route are figures, not budgets)`,
  );
  for (const key of budgeted) {
    const result = results[key];
    if (!result) continue;
    const met = meetsBudget(result);
    const total = cpuTotal(result);
    const verdict = !judged ? 'for comparison' : met === null ? 'CPU time unknown' : met ? 'met' : 'not met';
    console.log(
      `  ${pad(labels[key], 32)}${padLeft(cpuFigure(result), 24)} CPU/req` +
        `${total === null ? '' : ` (${(total / BUDGET.cpuMsPerRequest).toFixed(2)}x the budget)`}: ${verdict}` +
        ` (rounds ${roundFigures(result)})`,
    );
  }
}

function printPlans(explained) {
  for (const [key, { plans }] of Object.entries(explained)) {
    const timeOf = (plan) =>
      plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '');
    const indexes = (plan) => [
      ...new Set(
        plan.flatMap((line) =>
          [...line.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map(
            (m) => m[1],
          ),
        ),
      ),
    ];
    const seqScans = (plan) => [
      ...new Set(plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))),
    ];
    const summary = plans.map((p) => {
      const seq = seqScans(p.plan);
      return `${timeOf(p.plan)} [${indexes(p.plan).join(', ')}${seq.length ? `; seq scan: ${seq.join(', ')}` : ''}]`;
    });
    console.log(`plan ${pad(key, 11)} ${summary.join(' | ')}`);
    if (args.has('--explain'))
      for (const p of plans) console.log(`\n${p.query}\n${p.plan.map((line) => `  ${line}`).join('\n')}`);
  }
}

// --load: open-loop load as members use the app (scripts/bench/load.mjs) on each database, instead of the figures
// below. Options: --load-members (200), --load-rate (requests/s per member, 1), --load-seconds (60),
// --load-step-seconds (10), --load-max-steps (6), --load-p99 (ms, 100), --load-kinds (a subset of the mix);
// --pglite-only / --postgres-only.
if (args.has('--load')) {
  const { loadOptions, runLoad } = await import('./bench/load.mjs');
  const options = loadOptions(process.argv.slice(2));
  const LOAD_DB = 'app_bench_load';
  const started = Date.now();
  const summary = [];
  const loadBackend = async (name, env, size) => {
    console.log(`\n== ${name}: ${size.toLocaleString('en-US')} members ==`);
    const { child, ready } = startServer(env, (seeded) =>
      console.log(`seeded in ${seeded.seconds.toFixed(1)} s (${seeded.timings.join(', ')})`),
    );
    try {
      const server = await ready;
      printPool(server);
      // CPU time of the server process and of its PostgreSQL backends, summed over every backend seen so far (each
      // at its last reading), so a pool connection that closes between two readings does not go negative.
      const seen = new Map();
      const cpu = async () => {
        if (!env.BENCH_DATABASE_URL) return { server: cpuMs([child.pid]), database: null };
        for (const pid of await backendPids(env.BENCH_DATABASE_URL)) {
          const used = cpuMs([pid]);
          if (used !== null) seen.set(pid, used);
        }
        return { server: cpuMs([child.pid]), database: [...seen.values()].reduce((a, b) => a + b, 0) };
      };
      summary.push([name, await runLoad(`http://127.0.0.1:${server.port}`, size, options, cpu)]);
    } finally {
      await stopServer(child);
    }
  };
  const [load1, load5, load15] = (await import('node:os')).loadavg();
  console.log(
    `Load benchmark (open loop, 127.0.0.1): ${options.members} members x ${options.rate} req/s for ${options.seconds} s, ` +
      `then a rate search (${options.stepSeconds} s steps, p99 <= ${options.p99Ms} ms). Load average before: ` +
      `${load1.toFixed(2)} ${load5.toFixed(2)} ${load15.toFixed(2)}`,
  );
  if (!args.has('--postgres-only')) {
    const dir = mkdtempSync(path.join(tmpdir(), 'app-bench-load-pglite-'));
    try {
      await loadBackend(
        'PGlite (embedded, one connection)',
        {
          BENCH_BACKEND: 'pglite',
          BENCH_DATA_DIR: dir,
          BENCH_MEMBERS: String(sizes.pglite.members),
          BENCH_LIKES: String(sizes.pglite.likes),
          BENCH_VIEWS: String(sizes.pglite.members * 3),
        },
        sizes.pglite.members,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!args.has('--pglite-only')) {
    const server = await findPostgres();
    if (!server) console.log('\n== PostgreSQL: skipped (set DATABASE_URL to a local PostgreSQL server) ==');
    else {
      await onBenchDatabase(server, LOAD_DB, (env) =>
        loadBackend(`PostgreSQL (${new URL(server).host}, database ${LOAD_DB})`, env, sizes.postgres.members),
      );
    }
  }
  console.log('\nSummary:');
  for (const [name, { main, highest, firstFailing }] of summary) {
    console.log(
      `  ${name}: ${main.members} x ${main.rate}/s for ${main.seconds} s: achieved ${main.achieved.toFixed(1)} req/s, ` +
        `p50 ${main.p50.toFixed(1)} ms, p99 ${main.p99.toFixed(1)} ms, ${main.errors} errors; highest rate holding ` +
        `p99 <= ${options.p99Ms} ms: ${highest ?? 'none'} req/s${firstFailing ? ` (${firstFailing} req/s did not)` : ''}`,
    );
    if (name.startsWith('PostgreSQL')) {
      const goal = main.members >= 200 && main.rate >= 1 && main.seconds >= 60;
      const met = main.p99 <= 50 && main.errors === 0 && main.achieved >= 0.95 * main.target;
      console.log(
        `  goal (PostgreSQL holds 200 members x 1 req/s for 60 s, p99 <= 50 ms, 0 errors): ` +
          `${met ? 'met' : 'not met'}${goal ? '' : ' (this run was shorter or smaller than the goal)'}`,
      );
    }
  }
  const [after1] = (await import('node:os')).loadavg();
  console.log(
    `Load average after: ${after1.toFixed(2)}. Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  process.exit(0);
}

// The live channel (scripts/bench/live.ts: send → open stream through nginx and two servers, idle streams
// on one server, the INSERT + NOTIFY floor): --live-only, with its --live-* options passed on.
if (args.has('--live-only')) {
  const live = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/live.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  process.exit(await new Promise((resolve) => live.on('exit', (code) => resolve(code ?? 1))));
}

// Photo processing (scripts/bench/photos.mjs: one 12-megapixel JPEG, peak memory with 4 at once): --photos-only
// prints just these figures; otherwise they follow the site's, and --no-photos skips them.
if (args.has('--photos-only')) {
  await benchPhotos();
  process.exit(0);
}

// Server rendering under 10 concurrent connections (scripts/bench/ssr.mjs, over the built site: apps/site `npm run
// build`): --ssr-only prints just these figures, on PGlite then on PostgreSQL when one answers.
if (args.has('--ssr-only')) {
  await benchSsr({ seconds });
  const postgres = await findPostgres();
  if (postgres) await benchSsr({ seconds, postgres });
  process.exit(0);
}

// The site's figures (initial JS, Lighthouse, QA run per story; scripts/bench/site.mjs) come first; --site-only stops
// after them, --api-only skips them, --no-build reuses apps/site/dist, BENCH_LIGHTHOUSE_RUNS (default 1) per page,
// --qa runs the whole QA run first (otherwise its figure is the last run's, from tests/visual/__output__).
// Every figure with a budget ends up in one summary table at the end, beside the load average during the run
// (sampled every 2 s): Lighthouse under load scores lower, so each Lighthouse row also shows the load it ran under.
const loadSamples = [];
const sampleLoad = () => loadSamples.push(loadavg()[0]);
sampleLoad();
const sampler = setInterval(sampleLoad, 2000);
const summary = [];
const started = Date.now();

function printSummary() {
  clearInterval(sampler);
  sampleLoad();
  const mean = loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length;
  const width = { figure: 52, measured: 72, budget: 34, met: 9 };
  // A cell always ends with a space, so a figure longer than its column does not run into the next.
  const cell = (text, columnWidth) => `${pad(text, columnWidth - 1)} `;
  console.log(
    `\n== Summary: every figure against its budget (load average during the run, 1 min: ` +
      `mean ${mean.toFixed(2)}, min ${Math.min(...loadSamples).toFixed(2)}, max ${Math.max(...loadSamples).toFixed(2)}; ` +
      `${cpus().length} cores) ==`,
  );
  console.log(
    `${cell('figure', width.figure)}${cell('measured', width.measured)}${cell('budget', width.budget)}` +
      `${cell('met', width.met)}load`,
  );
  for (const row of summary)
    console.log(
      `${cell(row.figure, width.figure)}${cell(row.measured, width.measured)}${cell(row.budget, width.budget)}` +
        `${cell(row.met === null ? '-' : row.met ? 'met' : 'NOT met', width.met)}${row.load === null ? '' : row.load.toFixed(2)}`,
    );
  const withBudget = summary.filter((row) => row.met !== null);
  console.log(
    `${withBudget.filter((row) => row.met).length} of ${withBudget.length} budgets met. ` +
      `Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}

/**
 * The API rows of one backend, for the summary: first the bare route (its rate is the machine's phase, its CPU a
 * request the floor of any route), then the budgeted endpoints (CPU a request against the budget, with the share of
 * the bare route and the p99 as figures), then the endpoints without a budget. DESIGN.md sets the budget on
 * PostgreSQL with 100,000 members; PGlite's rows, and a smaller run's, are figures only.
 */
function apiRows(backend, results, { withBudget, members }) {
  if (!results.bare) return [];
  const bare = results.bare.requests.average;
  const rounds = ROUNDS > 1 ? ` (median of ${ROUNDS})` : '';
  const judged = withBudget && members >= BUDGET.members;
  const row = (key, budgetedRow) => {
    const result = results[key];
    const met = budgetedRow && judged ? meetsBudget(result) : null;
    let budget = '-';
    if (budgetedRow)
      budget = judged
        ? budgetText
        : `- (${BUDGET.backend}, ${BUDGET.members.toLocaleString('en-US')} members)`;
    return {
      figure: `API ${backend}: ${labels[key]}`,
      measured: `${cpuFigure(result)} CPU/req, ${(100 * result.share).toFixed(1)}% of bare, p99 ${result.p99} ms${rounds}`,
      budget,
      met,
      load: null,
    };
  };
  return [
    {
      figure: `API ${backend}: ${labels.bare}`,
      measured: `${Math.round(bare).toLocaleString('en-US')} req/s, ${cpuFigure(results.bare)} CPU/req, p99 ${results.bare.p99} ms${rounds}`,
      budget: '-',
      met: null,
      load: null,
    },
    ...budgeted.filter((key) => results[key]).map((key) => row(key, true)),
    ...unbudgeted.filter((key) => results[key]).map((key) => row(key, false)),
  ];
}

if (!args.has('--api-only'))
  summary.push(
    ...(await benchSite({
      build: !args.has('--no-build'),
      qaRun: args.has('--qa'),
      ...(process.env.BENCH_LIGHTHOUSE_RUNS && { runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS) }),
    })),
  );
if (args.has('--site-only')) {
  printSummary();
  process.exit(0);
}
if (!args.has('--no-photos')) await benchPhotos();

console.log(
  `Discovery API benchmark: autocannon, 10 connections, ${seconds} s per endpoint (after 1 s warm-up), ` +
    `${ROUNDS} rounds of every endpoint, 127.0.0.1`,
);

if (!args.has('--postgres-only')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-bench-pglite-'));
  try {
    const results = await runBackend('PGlite (embedded, one connection)', {
      BENCH_BACKEND: 'pglite',
      BENCH_DATA_DIR: dir,
      BENCH_MEMBERS: String(sizes.pglite.members),
      BENCH_LIKES: String(sizes.pglite.likes),
      BENCH_VIEWS: String(sizes.pglite.members * 3),
    });
    summary.push(...apiRows('PGlite', results, { withBudget: false, members: sizes.pglite.members }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!args.has('--pglite-only')) {
  const server = await findPostgres();
  if (!server) {
    console.log('\n== PostgreSQL: skipped (set DATABASE_URL to a local PostgreSQL server) ==');
  } else {
    const results = await onBenchDatabase(server, BENCH_DB, (env) =>
      runBackend(`PostgreSQL (${new URL(server).host}, database ${BENCH_DB})`, env),
    );
    summary.push(...apiRows('PostgreSQL', results, { withBudget: true, members: sizes.postgres.members }));
  }
}
printSummary();
