// The product as it runs in production: two stateless servers over one PostgreSQL database behind nginx. Given a
// PostgreSQL URL, `startCluster` creates a fresh database beside it, starts the servers on it (demo mode, so the demo
// community is seeded once under the start-up advisory lock), writes an nginx config into a temporary directory and
// runs nginx in the foreground from there. `stop()` ends every process it started and drops the database.
//
// Run alone to try the site through the proxy by hand (Ctrl-C stops it):
//   DATABASE_URL=postgres://app:app@127.0.0.1:5432/postgres node --import tsx tests/proxy/cluster.ts
import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIVE_EVENTS_PATH, LIVE_HEARTBEAT_MS } from '@app/contract';
import pg from 'pg';

const repoRoot = resolve(import.meta.dirname, '../..');
// The compiled server, as production runs it (apps/server/scripts/build.mjs builds it when its sources changed).
const serverEntry = join(repoRoot, 'apps/server/dist/server.js');
const serverBuild = join(repoRoot, 'apps/server/scripts/build.mjs');

export interface ClusterOptions {
  /** Any database of the PostgreSQL server to use: a fresh database is created beside it for the run. */
  databaseUrl: string;
  /** Server instances behind the proxy (default 2). */
  servers?: number;
  /** Extra environment for every server (e.g. TEST_CLOCK=1). */
  serverEnv?: Record<string, string>;
  /** The nginx binary (default `nginx` from PATH). */
  nginx?: string;
  /** Leave the temporary directory (configs, logs) and the database behind for a look after the run. */
  keep?: boolean;
  /** On stop, copy the servers' and nginx's logs and nginx's config into this directory. */
  logsTo?: string;
  /** nginx's worker_connections (default 512; the live benchmark, scripts/bench/live.ts, needs more). */
  nginxWorkerConnections?: number;
}

export interface ServerInstance {
  /** What the server sends in `x-served-by` (SERVER_NAME). */
  name: string;
  url: string;
  pid: number;
  log: string;
}

/** What a test process needs to know of a cluster another process started (passed in PROXY_CLUSTER). */
export interface ClusterInfo {
  proxyURL: string;
  databaseUrl: string;
  dir: string;
  /** nginx's access log: one JSON object a line (AccessLogLine). */
  accessLog: string;
  servers: ServerInstance[];
}

export interface Cluster extends ClusterInfo {
  stop(): Promise<void>;
}

/** One request as nginx logged it. After a retry, `upstream`, `upstreamStatus` and `servedBy` list each try. */
export interface AccessLogLine {
  /** When the response ended, in seconds since the epoch (ms precision). */
  msec: number;
  /** Seconds from the request's first byte to the response's last. */
  time: number;
  method: string;
  uri: string;
  status: number;
  upstream: string;
  upstreamStatus: string;
  servedBy: string;
  requestId: string;
}

/** Which server answered a response that came through the proxy (its SERVER_NAME, sent as x-served-by). */
export const servedBy = (response: { headers(): Record<string, string> }) =>
  response.headers()['x-served-by'] ?? '';

export function readAccessLog(path: string): AccessLogLine[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AccessLogLine);
}

/** The cluster the Playwright run started (global-setup.ts), as a test worker sees it. */
export function clusterFromEnv(): ClusterInfo {
  const info = process.env.PROXY_CLUSTER;
  if (!info) throw new Error('PROXY_CLUSTER is not set: run through tests/proxy/playwright.config.ts');
  return JSON.parse(info) as ClusterInfo;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });

/** Every process group this module started, killed outright if the process exits without stop(). */
const groups = new Set<number>();
process.on('exit', () => {
  for (const pid of groups) killGroup(pid, 'SIGKILL');
});

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Starts `command` in a process group of its own (so its children end with it), output appended to `log`. */
function startProcess(command: string, args: string[], log: string, env: NodeJS.ProcessEnv): ChildProcess {
  const out = openSync(log, 'a');
  const child = spawn(command, args, { cwd: repoRoot, env, detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  if (child.pid === undefined) throw new Error(`${command} did not start (see ${log})`);
  groups.add(child.pid);
  child.once('exit', () => groups.delete(child.pid!));
  return child;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals, graceMs: number) {
  if (child.pid === undefined) return;
  // A leader that died (the fault test's kill -9) may leave children in its group.
  if (exited(child)) return killGroup(child.pid, 'SIGKILL');
  const gone = new Promise<void>((done) => child.once('exit', () => done()));
  killGroup(child.pid, signal);
  const timer = new Promise<'late'>((done) => setTimeout(() => done('late'), graceMs).unref());
  if ((await Promise.race([gone, timer])) === 'late') {
    killGroup(child.pid, 'SIGKILL');
    await gone;
  }
  groups.delete(child.pid);
}

const tail = (path: string) =>
  existsSync(path) ? readFileSync(path, 'utf8').split('\n').slice(-30).join('\n') : '(no log)';

/** Resolves once `url` answers 200; fails early when `child` exits. */
async function waitUntilUp(url: string, child: ChildProcess, log: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${url} exited before answering (${log}):\n${tail(log)}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${log}):\n${tail(log)}`);
}

/** nginx's config for the run: every path relative to the prefix directory (`-p`), 127.0.0.1 only. */
function nginxConfig(proxyPort: number, serverPorts: readonly number[], workerConnections = 512): string {
  const asRoot = process.getuid?.() === 0;
  // What every location passes on (a location that sets any proxy_set_header inherits none from its server).
  const proxied = `      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # Streamed answers reach the browser as they are written.
      proxy_buffering off;
      proxy_connect_timeout 2s;`;
  return `# Written by tests/proxy/cluster.ts for one run.
${asRoot ? 'user root;\n' : ''}daemon off;
# One worker: one round-robin state, so consecutive requests alternate exactly between the servers.
worker_processes 1;
pid nginx.pid;
error_log error.log warn;
events { worker_connections ${workerConnections}; }
http {
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  log_format upstreams escape=json '{"msec":$msec,"time":$request_time,"method":"$request_method",'
    '"uri":"$request_uri","status":$status,"upstream":"$upstream_addr","upstreamStatus":"$upstream_status",'
    '"servedBy":"$upstream_http_x_served_by","requestId":"$request_id"}';
  access_log access.log upstreams;
  # Photo uploads may be 15 MB: the server, not the proxy, decides what is too large.
  client_max_body_size 16m;
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream app {
${serverPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
${proxied}
      # A server that refuses the connection or times out hands the request to the other. Not listed on purpose:
      # non_idempotent. A POST already sent to a server that then dies answers 502 rather than being sent again,
      # since the dead server may have stored it; the client retries with its idempotency key.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
    }
    # The live channel (Server-Sent Events): never buffered or cached, and an idle stream (a heartbeat every
    # ${LIVE_HEARTBEAT_MS / 1000} s) is not cut by the read timeout. A stream whose server dies ends; the browser reconnects with
    # Last-Event-ID and lands on the other server.
    location = ${LIVE_EVENTS_PATH} {
${proxied}
      proxy_cache off;
      proxy_read_timeout ${Math.ceil((LIVE_HEARTBEAT_MS * 3) / 1000)}s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.servers ?? 2;
  const nginx = options.nginx ?? process.env.NGINX ?? 'nginx';
  if (!existsSync(join(repoRoot, 'apps/site/dist/index.html')))
    throw new Error('apps/site/dist is missing: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'dating-proxy-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, 'tmp', sub), { recursive: true });

  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  const dbName = `proxy_${Date.now().toString(36)}_${process.pid}`;
  const databaseUrl = (() => {
    const url = new URL(options.databaseUrl);
    url.pathname = `/${dbName}`;
    return url.toString();
  })();
  const children: ChildProcess[] = [];
  let nginxProcess: ChildProcess | undefined;
  let running = false;
  let stopping = false;
  /** Servers that ended on their own during the run (a kill -9 is the fault test's doing). */
  const crashes: string[] = [];

  const stop = async () => {
    stopping = true;
    if (crashes.length > 0) process.stderr.write(`\n${crashes.join('\n\n')}\n`);
    await Promise.all([
      ...children.map((child) => stopProcess(child, 'SIGTERM', 10_000)),
      ...(nginxProcess ? [stopProcess(nginxProcess, 'SIGTERM', 5_000)] : []),
    ]);
    try {
      if (!options.keep) await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    } finally {
      await admin.end().catch(() => {});
      if (options.logsTo) {
        mkdirSync(options.logsTo, { recursive: true });
        for (const file of readdirSync(dir).filter((f) => /\.(log|out|conf)$/.test(f)))
          copyFileSync(join(dir, file), join(options.logsTo, file));
      }
      if (!options.keep) rmSync(dir, { recursive: true, force: true });
    }
  };

  try {
    const build = spawnSync(process.execPath, [serverBuild, '--if-stale'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`the server's build failed:\n${build.stdout}${build.stderr}`);
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const ports = await Promise.all(Array.from({ length: count + 1 }, freePort));
    const proxyPort = ports[0]!;
    const proxyURL = `http://127.0.0.1:${proxyPort}`;
    const servers: ServerInstance[] = [];
    const started = ports.slice(1).map((port, index) => {
      const name = `s${index + 1}`;
      const log = join(dir, `${name}.log`);
      const dataDir = join(dir, `${name}-data`);
      mkdirSync(dataDir);
      // Node runs the server itself, so the pid is the server's: kill -9 kills it.
      const child = startProcess(process.execPath, [serverEntry], log, {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DEMO: '1',
        TRUST_PROXY: '1',
        SERVER_NAME: name,
        PORT: String(port),
        HOST: '127.0.0.1',
        // Each its own: local state one server keeps on disk shows up as a failure, not as shared.
        DATA_DIR: dataDir,
        PUBLIC_URL: proxyURL,
        LOG_LEVEL: 'warn',
        ...options.serverEnv,
      });
      children.push(child);
      child.once('exit', (code, signal) => {
        if (running && !stopping && signal !== 'SIGKILL')
          crashes.push(
            `server ${name} ended during the run (${signal ?? `exit code ${code}`}):\n${tail(log)}`,
          );
      });
      servers.push({ name, url: `http://127.0.0.1:${port}`, pid: child.pid!, log });
      return waitUntilUp(`http://127.0.0.1:${port}/healthz`, child, log, 180_000);
    });
    await Promise.all(started);
    running = true;

    writeFileSync(
      join(dir, 'nginx.conf'),
      nginxConfig(proxyPort, ports.slice(1), options.nginxWorkerConnections),
    );
    const nginxLog = join(dir, 'nginx.out');
    nginxProcess = startProcess(
      nginx,
      ['-p', dir, '-c', 'nginx.conf', '-e', 'error.log'],
      nginxLog,
      process.env,
    );
    await waitUntilUp(`${proxyURL}/healthz`, nginxProcess, join(dir, 'error.log'), 15_000);
    return { proxyURL, databaseUrl, dir, accessLog: join(dir, 'access.log'), servers, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database');
  const cluster = await startCluster({ databaseUrl, keep: Boolean(process.env.PROXY_KEEP) });
  process.stdout.write(
    `proxy ${cluster.proxyURL}\n${cluster.servers.map((s) => `${s.name} ${s.url} pid ${s.pid}`).join('\n')}\n` +
      `database ${cluster.databaseUrl}\nfiles ${cluster.dir}\nCtrl-C stops everything.\n`,
  );
  const quit = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
}
