#!/usr/bin/env node
// QA run over every story: build the static Storybook, serve it on 127.0.0.1, and run @storybook/test-runner
// (render, play function, axe, screenshots at desktop and mobile width compared with tests/visual/__baselines__).
//   npm run test:storybook            compare; fails on any difference, missing baseline, play or axe failure
//   npm run test:storybook:update     accept the current screenshots as baselines (and drop those of deleted stories)
// Every story is also checked for layout faults at each width (tests/visual/layout-check.ts) before its screenshot.
// Options: --no-build reuses storybook-static; --only=TEXT runs the stories whose id contains TEXT (comma-separated:
// any of them); --no-compare takes the screenshots into __output__ without comparing them (play, axe and layout checks
// still fail); any other argument goes to test-storybook (e.g. --includeTags=x).
// The last line is always "N passed, M failed" (stories).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { compareService } from './compare.mjs';
import { STORY_SHOWN_FLAG, keepRenderingStoryShown } from './story-shown.js';
import { LAST_CHANGE, watchPageChanges } from './change-watch.js';
import { QA_AXE_OPTIONS, QA_AXE_OPTIONS_KEY } from './qa-axe.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'tests/visual/__baselines__');
const outputDir = path.join(root, 'tests/visual/__output__');
const reportPath = path.join(outputDir, 'report.html');
const jestResultsPath = path.join(outputDir, 'jest-results.json');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const compare = !args.includes('--no-compare');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const onlyParts = only?.split(',').filter(Boolean);
const passThrough = args.filter(
  (arg) => !['--update', '--no-build', '--no-compare'].includes(arg) && arg !== `--only=${only}`,
);
/** Not every story runs: baselines of the others are left alone. */
const filtered = only !== undefined || passThrough.length > 0;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/**
 * A minimal static server for storybook-static on a free port of 127.0.0.1. The test-runner writes one Jest test file
 * per component title, and every file opens a fresh browser page (iframe.html, MSW worker, axe: seconds each).
 * So the index.json it downloads (from Node; the browser's own requests are untouched) groups the stories into batches
 * (below): far fewer page loads, same stories. Each batch entry keeps its id and tags and is named "Title / Name".
 * Every batch is a fresh page that loads and compiles Storybook's preview, the ui library and the mocks again, and
 * registers the MSW worker: about 6-8 s of page time a batch on a 2-core machine (97 stories took 128.6 s in batches
 * of 12, 97.7 s in batches of 25 and 87.4 s in batches of 49). So batches are large, up to VISUAL_BATCH_SIZE
 * (default 120), and shrink towards the end (a quarter of what is left a batch, at least MIN_BATCH, the last one
 * taking any remainder): Jest runs the larger test files first, so the small last batches keep both pages busy until
 * the end. 1,077 stories: 13 batches (19 with batches of 80 to 20, whose page starts took 103 s of worker time in a
 * whole run, against 60 s).
 */
const MAX_BATCH = Number(process.env.VISUAL_BATCH_SIZE ?? 120);
const MIN_BATCH = 30;
/**
 * Browser pages testing stories at once (VISUAL_WORKERS, default 2: one a core). A third page was faster on a machine
 * shared with other work (1068 stories: 759.1 s of tests with 2 pages, 639.5 s and 565.8 s with 3), but on a slower
 * 2-core machine, with nothing else running, two whole runs with 3 pages each lost a story to a race the contention
 * exposed: axe running before a dialog had measured its scrolling body, then a page that stopped answering after a
 * slow story (every later story of its batch timed out). 3 stays available: VISUAL_WORKERS=3.
 * Stories may be slow to render with more pages than cores: story-shown.js keeps that from changing what they show.
 */
const workers = Number(process.env.VISUAL_WORKERS ?? 2);
const BATCH_TITLE = 'QA batch';
/**
 * A story whose test timed out (Jest's "Exceeded timeout") is tried once more, in a second test-runner run with a
 * fresh browser, and its second outcome counts: once, on the 2-core CI machine, a page stopped answering in the middle
 * of a story that passes everywhere else. Only timeouts: a play, axe, layout or screenshot failure is a finding, never
 * retried. More than TIMEOUT_RETRY_LIMIT timeouts is no accident, so they stand. The summary names every story that
 * passed only on its second try.
 */
const TIMED_OUT = /Exceeded timeout of \d+ ms for a test/;
const TIMEOUT_RETRY_LIMIT = 10;

/** The number of stories in each batch, in order (see MAX_BATCH). */
function batchSizes(count) {
  const sizes = [];
  for (let left = count; left > 0;) {
    const size = Math.min(left, Math.max(MIN_BATCH, Math.min(MAX_BATCH, Math.ceil(left / (2 * workers)))));
    // A last batch smaller than MIN_BATCH would cost a page start for a few stories: this one takes them.
    if (left - size < MIN_BATCH) {
      sizes.push(left);
      break;
    }
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

function batchedIndex(stories) {
  const batchOf = batchSizes(stories.length).flatMap((size, i) => Array(size).fill(i + 1));
  const entries = stories.map((story, i) => {
    const batch = String(batchOf[i]).padStart(2, '0');
    return [story.id, { ...story, title: `${BATCH_TITLE} ${batch}`, name: `${story.title} / ${story.name}` }];
  });
  return JSON.stringify({ v: 5, entries: Object.fromEntries(entries) });
}

/** Every file of the build, read once: a build started elsewhere meanwhile cannot change what this run serves. */
function snapshot(dir) {
  const files = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    files.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, readFileSync(file));
  }
  return files;
}

/**
 * Put first into the iframe.html this server sends (the browser's copy only): tests/visual/story-shown.js says why
 * for the first. The second turns off Storybook's highlight overlay (the a11y panel's way of pointing at elements in
 * the manager, which a headless run has none of): once an addon has asked it to remove highlights, as one does on
 * every story, it watches the story root and, on every DOM change, reads the computed overflow of every element in
 * the body. That was a tenth of the renderer's CPU in a QA run. The third is the page's change watch (change-watch.js),
 * the fourth axe's options for the run (qa-axe.js).
 */
const iframeScript =
  `<script>(${keepRenderingStoryShown})(${JSON.stringify(STORY_SHOWN_FLAG)});` +
  'globalThis.__STORYBOOK_HIGHLIGHT_INITIALIZED = true;' +
  `(${watchPageChanges})(${JSON.stringify(LAST_CHANGE)});` +
  `globalThis[${JSON.stringify(QA_AXE_OPTIONS_KEY)}] = ${JSON.stringify(QA_AXE_OPTIONS)};</script>`;

/** Serves the build; index.json (to the test-runner) lists the stories of `tested()`, batched, when it is asked. */
function serve(files, tested) {
  const iframe = files
    .get('/iframe.html')
    ?.toString('utf8')
    .replace(/<head>/, (head) => head + iframeScript);
  if (iframe) files.set('/iframe.html', Buffer.from(iframe));
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/index.json' && !request.headers['user-agent']?.includes('Mozilla')) {
      response.writeHead(200, { 'Content-Type': contentTypes['.json'] }).end(batchedIndex(tested()));
      return;
    }
    const file = decodeURIComponent(pathname).replace(/\/$/, '/index.html');
    const body = files.get(file);
    if (!body) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * One QA run at a time per checkout: runs share storybook-static, the baselines and __output__. A second run waits;
 * a lock left by a run that died is taken over.
 */
const lockPath = path.join(
  tmpdir(),
  `storybook-qa-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`,
);

function lockHolder() {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === 'EPERM' ? -1 : undefined;
  }
}

async function acquireLock() {
  let told = false;
  for (;;) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      process.on('exit', () => rmSync(lockPath, { force: true }));
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = lockHolder();
    if (holder === undefined) {
      rmSync(lockPath, { force: true });
      continue;
    }
    if (!told) console.log(`Waiting for another QA run (pid ${holder}) to finish ...`);
    told = true;
    await sleep(2000);
  }
}

/** The stories of the build's index. */
function readStories(files) {
  const { entries } = JSON.parse(files.get('/index.json').toString('utf8'));
  return Object.values(entries).filter((entry) => entry.type === 'story');
}

/** One outcome per story from Jest's JSON results; a test file that failed to run fails all its stories. */
function storyOutcomes(stories, resultsPath) {
  if (!existsSync(resultsPath)) return null;
  const { testResults } = JSON.parse(readFileSync(resultsPath, 'utf8'));
  const byKey = new Map(stories.map((story) => [`${story.title} / ${story.name}`, story]));
  const outcomes = [];
  for (const file of testResults) {
    for (const test of file.assertionResults) {
      const [title, name] = test.ancestorTitles;
      const story = byKey.get(name) ?? byKey.get(`${title} / ${name}`) ?? { id: '?', title, name };
      outcomes.push({ ...story, status: test.status, message: test.failureMessages.join('\n') });
    }
    if (file.assertionResults.length === 0 && file.status === 'failed') {
      outcomes.push({
        id: path.basename(file.name, '.test.js'),
        title: path.basename(file.name),
        name: '(file)',
        status: 'failed',
        message: file.message,
      });
    }
  }
  return outcomes;
}

/** Screenshot outcomes the workers wrote (tests/visual/screenshots.ts), with each story's real title and name. */
function readScreenshotResults(stories) {
  const dir = path.join(outputDir, 'results');
  if (!existsSync(dir)) return [];
  const byId = new Map(stories.map((story) => [story.id, story]));
  return readdirSync(dir).map((file) => {
    const result = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    return { ...byId.get(result.id), ...result };
  });
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const stripAnsi = (text) => stripVTControlCharacters(String(text));

function writeReport(changed, failures) {
  const image = (file, label) =>
    existsSync(path.join(outputDir, file))
      ? `<figure><figcaption>${label}</figcaption><a href="${file}"><img src="${file}" alt="${label}"></a></figure>`
      : `<figure><figcaption>${label}</figcaption><p>none</p></figure>`;
  const shots = changed
    .flatMap((story) =>
      story.shots
        .filter((shot) => shot.status === 'changed' || shot.status === 'missing')
        .map((shot) => {
          const base = `${story.id}.${shot.mode}`;
          const what =
            shot.status === 'missing'
              ? 'no baseline yet'
              : `${shot.diffPixels} pixels differ, ${shot.expectedSize} → ${shot.actualSize}`;
          return `<section><h2>${escapeHtml(story.title)} / ${escapeHtml(story.name)} <small>${shot.mode}: ${what}</small></h2>
<div class="row">${image(`${base}.expected.png`, 'Baseline')}${image(`${base}.actual.png`, 'Now')}${image(`${base}.diff.png`, 'Difference')}</div></section>`;
        }),
    )
    .join('\n');
  const failed = failures
    .map(
      (f) =>
        `<li><strong>${escapeHtml(f.title)} / ${escapeHtml(f.name)}</strong><pre>${escapeHtml(stripAnsi(f.message).slice(0, 4000))}</pre></li>`,
    )
    .join('\n');
  writeFileSync(
    reportPath,
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Storybook visual report</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px}section{margin-bottom:32px}.row{display:flex;gap:16px;align-items:flex-start}
figure{margin:0;flex:1;min-width:0}img{max-width:100%;border:1px solid #ccc;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
small{font-weight:normal;color:#555}pre{white-space:pre-wrap;background:#f6f6f6;padding:8px}</style>
<h1>Storybook visual report</h1>
<p>Changed screenshots: ${changed.length} ${changed.length === 1 ? 'story' : 'stories'}. Failed stories: ${failures.length}.
If a change is intended, run <code>npm run test:storybook:update</code> and commit tests/visual/__baselines__.</p>
${shots}
${failed ? `<h2>Failed stories</h2><ul>${failed}</ul>` : ''}
</html>\n`,
  );
}

/** The informative line of a failure (for axe, the violated rule), without the test-runner's boilerplate. */
function summarise(message) {
  const boilerplate =
    /^(page\.evaluate: )?StorybookTestRunnerError:?$|^Click to debug|^https?:\/\/|^Message:$|^Received:$/;
  const lines = stripAnsi(message)
    .split('\n')
    .map((line) => line.trim().replace(/^page\.evaluate: (StorybookTestRunnerError: )?/, ''))
    .filter((line) => line && !boilerplate.test(line));
  const rule = lines.find((line) => /^".*\([a-z0-9-]+\)"$/.test(line));
  // Layout faults: every fault line (the width it was seen at, then one line per fault).
  const layoutAt = lines.findIndex((line) => line.includes('Layout faults in'));
  if (layoutAt >= 0) {
    const end = lines.findIndex(
      (line, i) => i > layoutAt && line.startsWith('(tests/visual/layout-check.ts'),
    );
    return lines.slice(layoutAt, end < 0 ? undefined : end).join('\n    ');
  }
  return [lines[0], rule].filter(Boolean).join(' ');
}

/**
 * CPU seconds used by finished child processes (Linux; USER_HZ is 100), so timings can be judged on a busy machine.
 * A lower bound: Chromium processes that are not reaped up the tree are missing.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * Baselines no screenshot of this run accounts for: of stories that no longer exist, no longer take screenshots, or
 * no longer use that width. Baselines of stories that failed before their screenshots are kept. Update mode deletes
 * them, after a run over every story.
 */
function staleBaselines(stories, screenshots) {
  const taken = new Set(
    screenshots.flatMap((result) => result.shots.map((shot) => `${result.id}.${shot.mode}.png`)),
  );
  const captured = new Set(screenshots.map((result) => result.id));
  const notCaptured = new Set(
    stories.filter((story) => !captured.has(story.id) && story.tags?.includes('screenshot')).map((s) => s.id),
  );
  return readdirSync(baselineDir).filter(
    (file) =>
      file.endsWith('.png') && !taken.has(file) && !notCaptured.has(file.replace(/\.[a-z]+\.png$/, '')),
  );
}

async function main() {
  await acquireLock();
  const started = Date.now();
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  mkdirSync(baselineDir, { recursive: true });

  if (build) {
    console.log('Building Storybook (storybook-static) ...');
    const code = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']);
    if (code !== 0) {
      console.error('Storybook build failed.');
      console.log('0 passed, 0 failed');
      return 1;
    }
  }
  const built = Date.now();
  const cpuBeforeTests = childCpuSeconds();
  const files = snapshot(staticDir);
  const stories = readStories(files).filter(
    (story) => !onlyParts || onlyParts.some((part) => story.id.includes(part)),
  );
  let tested = stories;
  const server = await serve(files, () => tested);
  const url = `http://127.0.0.1:${server.address().port}`;
  const comparer = await compareService();
  console.log(
    `Testing ${stories.length} stories at ${url} (${update ? 'updating baselines' : compare ? 'comparing with baselines' : 'screenshots not compared'}) ...`,
  );
  const testStories = (resultsPath) =>
    run(
      bin('test-storybook'),
      [
        '--url',
        url,
        '--index-json',
        `--maxWorkers=${workers}`,
        '--disable-telemetry',
        '--json',
        '--outputFile',
        resultsPath,
        ...passThrough,
      ],
      {
        VISUAL_MODE: update ? 'update' : compare ? 'compare' : 'capture',
        VISUAL_BASELINE_DIR: baselineDir,
        VISUAL_OUTPUT_DIR: outputDir,
        VISUAL_BATCH_TITLE: BATCH_TITLE,
        VISUAL_COMPARE_URL: `http://127.0.0.1:${comparer.address().port}/`,
      },
    );

  let exitCode = await testStories(jestResultsPath);
  let outcomes = storyOutcomes(stories, jestResultsPath) ?? [];
  const timedOut = outcomes.filter((o) => o.status === 'failed' && TIMED_OUT.test(stripAnsi(o.message)));
  const retry = timedOut.length > 0 && timedOut.length <= TIMEOUT_RETRY_LIMIT;
  if (retry) {
    console.log(
      `\n${timedOut.length} ${timedOut.length === 1 ? 'story' : 'stories'} timed out; trying again in a fresh browser: ` +
        `${timedOut.map((o) => o.id).join(', ')}`,
    );
    const ids = new Set(timedOut.map((o) => o.id));
    tested = stories.filter((story) => ids.has(story.id));
    const retryResultsPath = jestResultsPath.replace(/\.json$/, '.retry.json');
    const retryCode = await testStories(retryResultsPath);
    const retried = new Map((storyOutcomes(tested, retryResultsPath) ?? []).map((o) => [o.id, o]));
    outcomes = outcomes.map((o) => (ids.has(o.id) ? { ...(retried.get(o.id) ?? o), timedOutOnce: true } : o));
    // The first run's exit code counted the stories that timed out; the retry's counts them now.
    if (outcomes.every((o) => o.status !== 'failed' || ids.has(o.id))) exitCode = retryCode;
  }
  server.close();
  comparer.close();
  const testsDone = Date.now();
  const testCpu = childCpuSeconds() - cpuBeforeTests;

  const passed = outcomes.filter((o) => o.status === 'passed').length;
  const failures = outcomes.filter((o) => o.status === 'failed');
  const skipped = outcomes.length - passed - failures.length;
  const screenshots = readScreenshotResults(stories);
  const changed = screenshots.filter((story) =>
    story.shots.some((shot) => shot.status === 'changed' || shot.status === 'missing'),
  );
  const written = screenshots
    .flatMap((story) => story.shots)
    .filter((shot) => shot.status === 'written').length;
  let stale = filtered || !compare ? [] : staleBaselines(stories, screenshots);
  if (update && stale.length > 0) {
    for (const file of stale) rmSync(path.join(baselineDir, file));
    console.log(`Removed ${stale.length} baselines no story uses any more: ${stale.join(', ')}`);
    stale = [];
  }

  if (changed.length > 0 || failures.length > 0) writeReport(changed, failures);
  console.log('');
  for (const failure of failures)
    console.log(`FAILED ${failure.title} / ${failure.name} (${failure.id}): ${summarise(failure.message)}`);
  if (update)
    console.log(
      `Baselines written or updated: ${written} screenshots (${path.relative(root, baselineDir)}).`,
    );
  if (changed.length > 0)
    console.log(
      `Screenshots differ for ${changed.length} stories: ${changed
        .slice(0, 10)
        .map((s) => s.id)
        .join(', ')}${changed.length > 10 ? ', ...' : ''}`,
    );
  if (stale.length > 0)
    console.log(
      `${stale.length} baselines are used by no story any more; \`npm run test:storybook:update\` removes them.`,
    );
  if (changed.length > 0 || failures.length > 0) console.log(`Report: ${path.relative(root, reportPath)}`);
  if (skipped > 0) console.log(`${skipped} stories skipped.`);
  const passedOnRetry = outcomes.filter((o) => o.timedOutOnce && o.status === 'passed');
  if (passedOnRetry.length > 0)
    console.log(`Passed on a second try after timing out: ${passedOnRetry.map((o) => o.id).join(', ')}.`);
  const count = Math.max(outcomes.length, 1);
  console.log(
    `Time: ${seconds(testsDone - started)} total (build ${seconds(built - started)}, tests ${seconds(testsDone - built)}); ` +
      `${((testsDone - built) / 1000 / count).toFixed(2)} s per story for tests with screenshots, ` +
      `${((testsDone - started) / 1000 / count).toFixed(2)} s per story including the build.`,
  );
  if (Number.isFinite(testCpu)) {
    console.log(
      `CPU for tests: ${testCpu.toFixed(1)} s, ${(testCpu / count).toFixed(2)} s per story (processes the runner waited for; ` +
        'not every Chromium process is counted: vmstat showed both cores busy through a run that reported a third of that).',
    );
  }
  console.log(`${passed} passed, ${failures.length} failed`);
  return failures.length > 0 || outcomes.length === 0 || exitCode !== 0 ? 1 : 0;
}

process.exitCode = await main();
