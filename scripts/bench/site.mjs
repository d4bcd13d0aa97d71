// The site's figures against DESIGN.md's performance budgets, reported (never asserted): initial JS (gzip, files) of
// the landing, login and member pages (list, inbox, search, a profile view); Lighthouse mobile (default config:
// emulated phone, simulated slow 4G and 4x CPU slowdown) score, CLS, LCP and TBT of the same pages, served by the real
// server, the member pages logged in as the demo paying member; the QA run's time per story from its last results
// file. Called by scripts/bench.mjs (`npm run bench`, `--site-only`), which prints these rows in its summary table.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  gzipKb,
  initialJsPages,
  measureInitialJs,
  withinBudget,
} from '../../apps/site/scripts/initial-js.mjs';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/site/dist');
const jestResultsPath = path.join(root, 'tests/visual/__output__/jest-results.json');
const storybookIndexPath = path.join(root, 'storybook-static/index.json');
const CHROME_PATH = chromiumPath;
const CHROME_FLAGS = ['--headless', ...chromiumArgs];
const DEMO_MEMBER = { user: 'paying@demo.test', pass: 'demo-password' };
const budgets = { score: 95, clsMax: 0.02, storySecondsMax: 0.6 };

/**
 * Starts the real server as production runs it, compiled (built first when its sources are newer), with embedded
 * PGlite in a temporary directory or the PostgreSQL database `databaseUrl` and demo data, on a free port of
 * 127.0.0.1, serving the site build `siteDist` (its renderer beside it in ../dist-server).
 */
export function startServer(dataDir, siteDist = dist, databaseUrl = '') {
  const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error("the server's build failed");
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production's runtime with the demo community: demo mode, asked for explicitly.
      DEMO: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SITE_DIST: siteDist,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const port = line.match(/running at http:\/\/127\.0\.0\.1:(\d+)\//)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
    setTimeout(() => reject(new Error('server not ready after 120 s')), 120_000).unref();
  });
  return { child, ready };
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** `name=value` pairs of a response's Set-Cookie headers. */
const cookiesOf = (response) => response.headers.getSetCookie().map((header) => header.split(';')[0]);

/** Logs the demo member in through the API (XSRF double submit) and returns the Cookie header of the session. */
export async function logIn(base) {
  const first = await fetch(`${base}/`);
  const xsrf = cookiesOf(first).find((cookie) => cookie.startsWith('XSRF-TOKEN='));
  if (!xsrf) throw new Error('The server set no XSRF-TOKEN cookie');
  const response = await fetch(`${base}/api/user/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: xsrf,
      'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
    },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return [xsrf, ...cookiesOf(response)].join('; ');
}

/** The id of a member the demo member sees in search (for the profile view page). */
async function someMemberId(base, cookie) {
  const response = await fetch(`${base}/api/user/search`, { headers: { cookie } });
  if (!response.ok) throw new Error(`search failed: ${response.status}`);
  const find = (value) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item && typeof item === 'object' && typeof item.id === 'number' && 'name' in item) return item.id;
        const found = find(item);
        if (found !== undefined) return found;
      }
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) {
        const found = find(item);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  const id = find(await response.json());
  if (id === undefined) throw new Error('search listed no member');
  return id;
}

/**
 * Asks the server once for a page and the images its HTML names, as any earlier visitor would have: the first request
 * for a generated avatar rasterises it (about 15 at once on the inbox, on the same two cores as the browser), and a
 * member never meets that cold cache (it is kept for a year, and a CDN in front would serve it).
 */
async function warmUp(base, pagePath, cookie) {
  const response = await fetch(`${base}${pagePath}`, {
    headers: { accept: 'text/html', ...(cookie && { cookie }) },
  });
  const html = await response.text();
  const images = new Set(
    [...html.matchAll(/<(?:img[^>]*?\ssrc|link[^>]*?as="image"[^>]*?href)="(\/[^"]+)"/g)].map(
      (match) => match[1],
    ),
  );
  await Promise.all([...images].map((image) => fetch(`${base}${image}`).then((r) => r.arrayBuffer())));
}

/** One Lighthouse run (its CLI, so it launches and closes its own Chromium); resolves with the report (LHR). */
function lighthouse(url, headers) {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${path.join(dir, 'profile')}`].join(' ')}`,
        ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH }, encoding: 'utf8' },
    );
    if (result.status !== 0 || !existsSync(output))
      throw new Error(`lighthouse ${url} failed (${result.status}): ${result.stderr.slice(-2000)}`);
    // BENCH_LIGHTHOUSE_KEEP=<folder> keeps each report (open one in the Lighthouse viewer to see why a page scored).
    const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${Date.now()}.json`;
      copyFileSync(output, path.join(keep, name));
    }
    return JSON.parse(readFileSync(output, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Score, CLS, LCP, TBT, the URL shown at the end and the JS files of dist the page loaded. */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => new URL(item.url).pathname.match(/^\/assets\/(.+\.js)$/)?.[1])
    .filter(Boolean);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    speedIndex: audit('speed-index'),
    // The unthrottled run's own first paint and load event: a first paint a whole second or two after the load
    // event is headless Chromium holding the page's frames back (site README, "Frames held back in headless runs").
    observedFcp: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint,
    observedLoad: lhr.audits.metrics?.details?.items?.[0]?.observedLoad,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    scripts,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    warnings: (lhr.runWarnings ?? []).filter((warning) => !warning.includes('slower CPU')),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The stories of the last Storybook build (storybook-static/index.json), or null without one. */
function storiesBuilt(file = storybookIndexPath) {
  if (!existsSync(file)) return null;
  const { entries } = JSON.parse(readFileSync(file, 'utf8'));
  return Object.values(entries).filter((entry) => entry.type === 'story').length;
}

/**
 * The QA run's seconds per story from its last Jest results (tests/visual/run.mjs writes them); null when missing.
 * `partial` when that run tested fewer stories than the last Storybook build holds (`--only`): its time a story is
 * then not the whole run's.
 */
function storyTiming(file = jestResultsPath) {
  if (!existsSync(file)) return null;
  const results = JSON.parse(readFileSync(file, 'utf8'));
  const ended = Math.max(...results.testResults.map((file) => file.endTime));
  const stories = results.numTotalTests;
  const built = storiesBuilt();
  return {
    stories,
    built,
    partial: built !== null && stories < built,
    seconds: (ended - results.startTime) / 1000,
    perStory: (ended - results.startTime) / 1000 / stories,
    at: statSync(file).mtime,
  };
}

const load1 = () => loadavg()[0];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Options: build (default true: `npm run build -w @app/site` first), runs (Lighthouse runs per page, median;
 * default 3), qaRun (default false: the last QA run's results are read; true runs the whole QA run first, about 10
 * minutes here).
 * Prints the detail of each page and resolves with the summary rows: { figure, measured, budget, met (true, false or
 * null without a budget), load (1-minute load average when it was measured) }.
 */
export async function benchSite({ build = true, runs = 3, qaRun = false } = {}) {
  const started = Date.now();
  console.log(
    `\n== Site (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}) ==`,
  );
  if (build) {
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@app/site'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error('The site build failed');
  }
  const initialJs = measureInitialJs(dist);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-bench-site-'));
  const server = startServer(dataDir);
  /** Per page: the summary (median figures) and the load average, or { error } when Lighthouse could not measure it. */
  const lighthouseResults = {};
  try {
    const base = await server.ready;
    const cookie = await logIn(base);
    const memberId = await someMemberId(base, cookie);
    for (const page of initialJsPages) {
      const pagePath = page.path.replace(':memberId', String(memberId));
      try {
        const reports = [];
        const loads = [];
        await warmUp(base, pagePath, page.member ? cookie : undefined);
        for (let run = 0; run < runs; run++) {
          loads.push(load1());
          reports.push(
            summarise(lighthouse(`${base}${pagePath}`, page.member ? { Cookie: cookie } : undefined)),
          );
        }
        const ended = new URL(reports[0].finalUrl).pathname;
        if (ended !== pagePath) throw new Error(`${pagePath} ended at ${ended}`);
        const pick = (key) => median(reports.map((report) => report[key]));
        lighthouseResults[page.name] = {
          ...reports[0],
          path: pagePath,
          score: pick('score'),
          cls: pick('cls'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          speedIndex: pick('speedIndex'),
          observed: reports.map(({ observedFcp, observedLoad }) => ({
            fcp: observedFcp,
            load: observedLoad,
          })),
          load: median(loads),
        };
      } catch (error) {
        lighthouseResults[page.name] = { error: error instanceof Error ? error.message : String(error) };
      }
    }
  } catch (error) {
    for (const page of initialJsPages)
      lighthouseResults[page.name] = { error: `server or login: ${error.message}` };
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const rows = [];
  for (const page of initialJs) {
    const budget =
      page.budgetKb === undefined
        ? '-'
        : `≤ ${page.budgetKb} KB${page.maxFiles === undefined ? '' : `, ≤ ${page.maxFiles} files`}`;
    rows.push({
      figure: `initial JS gzip, ${page.name}`,
      measured: `${page.kb.toFixed(1)} KB, ${page.files.length} files`,
      budget,
      met: withinBudget(page),
      load: null,
    });
  }
  for (const page of initialJsPages) {
    const lh = lighthouseResults[page.name];
    if (lh.error) {
      rows.push({
        figure: `Lighthouse, ${page.name}`,
        measured: 'failed',
        budget: `≥ ${budgets.score}`,
        met: false,
        load: null,
      });
      continue;
    }
    rows.push({
      figure: `Lighthouse, ${page.name} (${page.path === '/' ? '/' : page.path.split('/:')[0]})`,
      measured: `${lh.score} (LCP ${seconds(lh.lcp)}, TBT ${Math.round(lh.tbt)} ms)`,
      budget: `≥ ${budgets.score}`,
      met: lh.score >= budgets.score,
      load: lh.load,
    });
    rows.push({
      figure: `  CLS, ${page.name}`,
      measured: lh.cls.toFixed(3),
      budget: `≤ ${budgets.clsMax}`,
      met: lh.cls <= budgets.clsMax,
      load: lh.load,
    });
  }
  if (qaRun) {
    // The whole QA run (Storybook build, every story, screenshots at two widths): its results file is what is read.
    console.log('QA run (npm run test:storybook) ...');
    spawnSync(process.execPath, ['tests/visual/run.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const qa = storyTiming();
  rows.push({
    figure: qa && !qa.partial ? `QA run per story (${qa.stories} stories)` : 'QA run per story',
    measured: !qa
      ? 'missing'
      : qa.partial
        ? `last run: ${qa.stories} of ${qa.built} stories`
        : `${qa.perStory.toFixed(2)} s`,
    budget: `≤ ${budgets.storySecondsMax} s`,
    // A partial run's time a story is not the whole run's: no verdict, as without results.
    met: qa && !qa.partial ? qa.perStory <= budgets.storySecondsMax : null,
    load: null,
  });

  console.log(
    `Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per page, mobile (simulated throttling)`,
  );
  for (const page of initialJsPages) {
    const lh = lighthouseResults[page.name];
    if (lh.error) {
      console.log(`${page.name.padEnd(8)} Lighthouse failed: ${lh.error}`);
      continue;
    }
    const loaded = gzipKb(new Set(lh.scripts), dist);
    console.log(
      `${page.name.padEnd(8)} ${lh.path}: score ${lh.score}, LCP ${seconds(lh.lcp)}, TBT ${Math.round(lh.tbt)} ms, ` +
        `CLS ${lh.cls.toFixed(3)}, SI ${seconds(lh.speedIndex)} (load ${lh.load.toFixed(2)}); observed first paint / ` +
        `load event per run: ${lh.observed.map(({ fcp, load }) => `${Math.round(fcp)} / ${Math.round(load)} ms`).join(', ')}; the browser loaded ${lh.scripts.length} JS files, ` +
        `${loaded.toFixed(1)} KB gzip; CPU benchmark index ${lh.benchmarkIndex}; LCP element: ${lh.lcpElement ?? '?'}` +
        `${lh.warnings.length ? `; warnings: ${lh.warnings.join(' | ')}` : ''}`,
    );
  }
  if (qa)
    console.log(
      `QA run: ${qa.stories}${qa.partial ? ` of ${qa.built}` : ''} stories, ${qa.seconds.toFixed(1)} s of tests with ` +
        `screenshots (Jest start to last file; build not included), results of ${qa.at.toISOString()}` +
        `${qa.partial ? ' (a partial run: `npm run bench -- --qa` runs them all)' : ''}`,
    );
  else
    console.log(
      `QA run: ${path.relative(root, jestResultsPath)} is missing (run \`npm run test:storybook\`).`,
    );
  console.log(`Site figures in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return rows;
}
