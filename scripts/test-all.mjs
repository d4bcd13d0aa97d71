#!/usr/bin/env node
// `npm test`: every check, in order of speed. All steps run even if one fails, so one run shows every problem;
// the exit code is non-zero if any step failed. The last line totals the tests the runners reported.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });
const json = (name) => path.join(out, `${name}.json`);

const steps = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  {
    name: 'unit',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'dom', '--project', 'dom-isolated', '--reporter=default', '--reporter=json', `--outputFile=${json('unit')}`],
    counts: () => vitestCounts(json('unit')),
  },
  {
    name: 'server',
    cmd: ['npx', 'vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile=${json('server')}`],
    counts: () => vitestCounts(json('server')),
  },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: json('e2e'), PLAYWRIGHT_JSON_OUTPUT_NAME: json('e2e') },
    counts: () => playwrightCounts(json('e2e')),
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
function plainCounts(stdout) {
  const m = [...stdout.matchAll(/^(\d+) passed, (\d+) failed/gm)].pop();
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: 0 } : null;
}

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), { cwd: root, env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ step, code, stdout, seconds: (Date.now() - started) / 1000 }));
  });
}

const only = process.argv.slice(2);
const results = [];
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) results.push(await runStep(step));

console.log('\n=== summary');
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { step, code, stdout, seconds } of results) {
  const counts = step.counts?.(stdout);
  if (counts) for (const k of Object.keys(total)) total[k] += counts[k];
  const figures = counts ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)` : '';
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s${figures}`);
  if (code !== 0 && counts && counts.failed === 0) total.failed += 1; // a runner that failed without a failing test
}
const failedSteps = results.filter((r) => r.code !== 0).length;
if (failedSteps > 0 && total.failed === 0) total.failed = failedSteps;
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
