#!/usr/bin/env node
// `npm start`: builds the site if it has not been built, then serves site + API with the embedded database.
// It installs nothing: run `npm install` first (the README's command does both).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first (or use `npm install && npm start`).');
  process.exit(1);
}
if (!existsSync(path.join(root, 'apps/site/dist/index.html'))) {
  console.log('Building the site (first start)…');
  const build = run('npm', ['run', 'build', '--silent']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
