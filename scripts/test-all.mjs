#!/usr/bin/env node
// `npm test`: every check, in order of speed. All steps run even if one fails, so one run shows every problem;
// the exit code is non-zero if any step failed. The last line totals the tests the runners reported.
// Typecheck and lint (ESLint, then knip: no unused file, export or dependency) run at once (each uses one core; 75 s
// one after the other on 2 cores), their output printed as each finishes; every other step uses all the cores itself
// and runs alone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });
const json = (name) => path.join(out, `${name}.json`);

/** The other Node LTS lines the server is tested on (scripts/test-node-lines.mjs). */
const nodeLines = ['22', '24'];

const steps = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json'], alongside: 'lint' },
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  // Storybook replays what the server answered: re-record every scenario and fail when a committed file differs.
  { name: 'recordings', cmd: ['node', '--import', 'tsx', 'scripts/record/main.ts', '--check'] },
  {
    name: 'unit',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'dom',
      '--project',
      'dom-isolated',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${json('unit')}`,
    ],
    counts: () => vitestCounts(json('unit')),
    failures: () => vitestFailures(json('unit')),
  },
  {
    name: 'server',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${json('server')}`,
    ],
    counts: () => vitestCounts(json('server')),
    failures: () => vitestFailures(json('server')),
  },
  {
    // The compiled server's start and SIGTERM drain and the server suites nearest the runtime, on Node 22 and 24.
    name: 'node-lines',
    cmd: ['node', 'scripts/test-node-lines.mjs', ...nodeLines],
    counts: () => {
      const each = nodeLines.map((major) => vitestCounts(json(`node-${major}`))).filter(Boolean);
      if (each.length === 0) return null;
      return Object.fromEntries(
        ['passed', 'failed', 'skipped'].map((k) => [k, each.reduce((n, c) => n + c[k], 0)]),
      );
    },
    failures: () =>
      nodeLines.flatMap((major) => vitestFailures(json(`node-${major}`)).map((f) => `Node ${major}: ${f}`)),
  },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: json('e2e'), PLAYWRIGHT_JSON_OUTPUT_NAME: json('e2e') },
    counts: () => playwrightCounts(json('e2e')),
    failures: () => playwrightFailures(json('e2e')),
  },
  {
    // Core journeys and a server killed mid-burst, through nginx in front of two servers over one PostgreSQL
    // (tests/proxy). After e2e, which builds the site it serves.
    name: 'proxy',
    cmd: ['npx', 'playwright', 'test', '-c', 'tests/proxy/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: json('proxy'), PLAYWRIGHT_JSON_OUTPUT_NAME: json('proxy') },
    skip: () =>
      !process.env.DATABASE_URL
        ? 'DATABASE_URL is not set (the servers share one PostgreSQL database)'
        : spawnSync(process.env.NGINX ?? 'nginx', ['-v'], { stdio: 'ignore' }).status !== 0
          ? 'nginx is not installed (apt-get install -y nginx)'
          : null,
    counts: () => playwrightCounts(json('proxy')),
    failures: () => playwrightFailures(json('proxy')),
  },
  { name: 'storybook', cmd: ['node', 'tests/visual/run.mjs'], counts: (stdout) => plainCounts(stdout) },
];

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}
function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}
/** `file › test: first line of the error` for each failed test, so the summary (all a CI log may keep) names them. */
function vitestFailures(file) {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).testResults.flatMap((f) =>
    f.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${path.relative(root, f.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
      .concat(
        f.status === 'failed' && f.assertionResults.length === 0
          ? [`${path.relative(root, f.name)}: ${firstLine(f.message)}`]
          : [],
      ),
  );
}
function playwrightFailures(file) {
  if (!existsSync(file)) return [];
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected')
          failed.push(
            `${[...titles, spec.title].join(' › ')}: ${firstLine(test.results.at(-1)?.error?.message)}`,
          );
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) walk(suite, [suite.title]);
  return failed;
}
const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 300);
function plainCounts(stdout) {
  const m = [...stdout.matchAll(/^(\d+) passed, (\d+) failed/gm)].pop();
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: 0 } : null;
}

/** Runs one step; `quiet` keeps its output until it ends (when another step runs at the same time). */
function runStep(step, { quiet = false } = {}) {
  const skipped = step.skip?.();
  if (skipped) {
    process.stdout.write(`\n=== ${step.name}: skipped: ${skipped}\n`);
    return Promise.resolve({ step, code: 0, stdout: '', seconds: 0, skipped });
  }
  return new Promise((resolve) => {
    const started = Date.now();
    const header = `\n=== ${step.name}: ${step.cmd.join(' ')}\n`;
    if (!quiet) process.stdout.write(header);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'],
    });
    let stdout = '';
    let output = header;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (quiet) output += chunk;
      else process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(output);
      resolve({ step, code, stdout, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const only = process.argv.slice(2);
const chosen = steps.filter((s) => only.length === 0 || only.includes(s.name));
const results = [];
for (const step of chosen) {
  if (results.some((r) => r.step === step)) continue;
  const partner = chosen.find((s) => s.name === step.alongside);
  if (partner) results.push(...(await Promise.all([step, partner].map((s) => runStep(s, { quiet: true })))));
  else results.push(await runStep(step));
}

console.log('\n=== summary');
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { step, code, stdout, seconds, skipped } of results) {
  if (skipped) {
    console.log(`skip ${step.name.padEnd(10)} ${skipped}`);
    continue;
  }
  const counts = step.counts?.(stdout);
  if (counts) for (const k of Object.keys(total)) total[k] += counts[k];
  const figures = counts
    ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)`
    : '';
  console.log(
    `${code === 0 ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s${figures}`,
  );
  if (code !== 0 && counts && counts.failed === 0) total.failed += 1; // a runner that failed without a failing test
  if (code !== 0) for (const failure of step.failures?.() ?? []) console.log(`       ✗ ${failure}`);
}
const failedSteps = results.filter((r) => r.code !== 0).length;
if (failedSteps > 0 && total.failed === 0) total.failed = failedSteps;
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
