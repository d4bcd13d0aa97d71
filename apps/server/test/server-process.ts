// The real server in a child process, for the suites that test it as it runs: src/server.ts under tsx, or the
// compiled build that `npm start` and production run (`built`); started on a free 127.0.0.1 port, as production runs
// (NODE_ENV=production) unless the caller's env says otherwise; every child is SIGKILLed when the test process exits
// or a suite calls killAll.
import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const serverCwd = fileURLToPath(new URL('..', import.meta.url));
const buildScript = fileURLToPath(new URL('../scripts/build.mjs', import.meta.url));
const builtEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/** Builds the server (apps/server/scripts/build.mjs) unless its build is newer than every source it bundles. */
export function buildIfStale(): void {
  const build = spawnSync(process.execPath, [buildScript, '--if-stale'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server's build failed:\n${build.stdout}${build.stderr}`);
}

const children = new Set<ChildProcess>();
export const killAll = () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};
process.once('exit', killAll);

export interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/**
 * Starts the server on a free 127.0.0.1 port (`built`: dist/server.js, see buildIfStale); resolves once it prints
 * its URL.
 */
export function startServer(env: Record<string, string>, { built = false } = {}): Promise<Running> {
  const child = spawn(process.execPath, built ? [builtEntry] : ['--import', 'tsx', serverEntry], {
    cwd: serverCwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production's runtime with the demo community: demo mode asked for explicitly.
      DEMO: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMIT_MAX: '0',
      // The embedded database unless the caller names one: CI's environment carries a DATABASE_URL for the suites.
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      SITE_DIST: join(tmpdir(), 'app-server-process-no-site'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 120 s:\n${output}`));
    }, 120_000);
    const onData = () => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({ child, base: match[1] ?? '', output: () => output });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

export function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
