#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then serves site + API with the embedded database.
// It installs nothing: run `npm install` first (the README's command does both).
// The site's build takes 6–9 s on 2 busy cores, so it runs only when needed: when any file of the site or of the
// workspace packages it bundles (ui, client, contract) is newer than the build, a stale dist would otherwise be served.
// The server runs as compiled JavaScript (apps/server/dist, about 0.5 s to build), rebuilt the same way when any
// source it bundles is newer (apps/server/scripts/build.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildServer, serverEntry, staleReason as serverStaleReason } from '../apps/server/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first (or use `npm install && npm start`).');
  process.exit(1);
}
/** What the site's build reads: its sources, page template, static files and config, and the packages it bundles. */
const buildInputs = [
  'apps/site/src',
  'apps/site/public',
  'apps/site/index.html',
  'apps/site/vite.config.ts',
  'apps/site/package.json',
  'packages/ui/src',
  'packages/client/src',
  'packages/contract/src',
];
/** What the build writes: the page template and the server renderer (both come from the site's `npm run build`). */
const buildOutputs = ['apps/site/dist/index.html', 'apps/site/dist-server/entry-server.js'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

function staleReason() {
  const outputs = buildOutputs.map((file) => path.join(root, file));
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `${path.relative(root, missing)} is missing`;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changed = buildInputs.find((input) => newest(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

const reason = staleReason();
if (reason) {
  console.log(`Building the site (${reason})…`);
  const build = run('npm', ['run', 'build', '-w', '@app/site', '--silent']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const serverReason = serverStaleReason();
if (serverReason) {
  console.log(`Building the server (${serverReason})…`);
  await buildServer();
}

const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env: process.env });
// A supervisor's SIGTERM reaches this process only: pass it on (the server drains once, however often it is told).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
