// Server rendering under concurrent requests: the real server (production mode, embedded PGlite, demo data) serving
// the built site and its renderer (apps/site/dist, dist-server), the demo paying member's member pages requested by
// autocannon (10 connections, BENCH_SECONDS each, 127.0.0.1 only) with the member's cookies. Prints requests/s, p50
// and p99 per page, and how many answers were really server-rendered (a page whose render fell back is the shell,
// much cheaper: the share of rendered answers is printed beside the figures). `npm run bench -- --ssr-only` (PGlite,
// then PostgreSQL when found as for the API rows), or alone: `[DATABASE_URL=…] node scripts/bench/ssr.mjs [site dist
// folder]` (another build, e.g. a copy of an older one, to compare).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { dropDatabase, freshDatabase } from './postgres.mjs';
import { logIn, startServer, stopServer } from './site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pages = ['/lists/wlm', '/inbox', '/search'];
const BENCH_DB = 'app_bench_ssr';

/** One page under load; `rendered` is the share of answers that carried the server's render (not the shell). */
async function measure(base, url, cookie, seconds) {
  const headers = { cookie, accept: 'text/html' };
  let answers = 0;
  let rendered = 0;
  const result = await autocannon({
    url: `${base}${url}`,
    connections: 10,
    duration: seconds,
    headers,
    requests: [
      {
        onResponse: (status, body) => {
          answers += 1;
          if (status === 200 && body.includes('id="ssr-state"')) rendered += 1;
        },
      },
    ],
  });
  return {
    url,
    rendered: answers === 0 ? 0 : rendered / answers,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * The pages under load on one database: embedded PGlite, or with `postgres` (a PostgreSQL server URL on 127.0.0.1)
 * a database `app_bench_ssr` created on it for the run and dropped after.
 */
export async function benchSsr({ siteDist = path.join(root, 'apps/site/dist'), seconds = 5, postgres } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-bench-ssr-'));
  // Every render calls the API in-process as the page request's address; one address sending this many pages a
  // minute would meet the API's flood guard, and the renders would fall back to the shell.
  process.env.RATE_LIMIT_MAX = '0';
  let databaseUrl = '';
  if (postgres) {
    databaseUrl = await freshDatabase(postgres, BENCH_DB);
  }
  const server = startServer(dataDir, siteDist, databaseUrl);
  const rows = [];
  try {
    const base = await server.ready;
    const cookie = await logIn(base);
    // Warm-up: the renderer loads on the first page request, and each page's code on its first render.
    for (const url of pages) await fetch(`${base}${url}`, { headers: { cookie, accept: 'text/html' } });
    console.log(
      `Server rendering on ${postgres ? 'PostgreSQL' : 'PGlite'}: autocannon, 10 connections, ${seconds} s per page, ` +
        `logged in as the demo paying member (${siteDist})`,
    );
    for (const url of pages) {
      const row = await measure(base, url, cookie, seconds);
      rows.push(row);
      console.log(
        `${url.padEnd(14)} ${(100 * row.rendered).toFixed(0)}% rendered  ${row.requests.toFixed(1)} req/s  ` +
          `p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.non2xx}  errors ${row.errors}`,
      );
    }
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    if (postgres) await dropDatabase(postgres, BENCH_DB);
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const siteDist = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  await benchSsr({ siteDist, seconds });
  if (process.env.DATABASE_URL) await benchSsr({ siteDist, seconds, postgres: process.env.DATABASE_URL });
  process.exit(0);
}
