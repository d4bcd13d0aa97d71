// Starts the cluster once for the run and tells the test workers where it is: E2E_BASE_URL points the e2e fixtures
// (and so every page and request) at the proxy, PROXY_CLUSTER describes the servers (fault.spec.ts kills one).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startCluster } from './cluster';

const repoRoot = resolve(import.meta.dirname, '../..');

export default async function globalSetup() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('The proxy leg needs DATABASE_URL (a PostgreSQL database the servers share)');
  // The servers serve the site as built (`npm test` runs e2e first, which builds it); built here only when missing.
  if (!existsSync(join(repoRoot, 'apps/site/dist/index.html')))
    spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const started = Date.now();
  const cluster = await startCluster({
    databaseUrl,
    keep: Boolean(process.env.PROXY_KEEP),
    // Beside the run's other results, for a look at what the servers and nginx said.
    logsTo: join(repoRoot, 'test-results/proxy-cluster'),
  });
  const { stop, ...info } = cluster;
  process.env.E2E_BASE_URL = info.proxyURL;
  process.env.PROXY_CLUSTER = JSON.stringify(info);
  process.stdout.write(
    `proxy ${info.proxyURL} over ${info.servers.map((s) => `${s.name} ${s.url}`).join(', ')}, ` +
      `started in ${((Date.now() - started) / 1000).toFixed(1)} s (files: ${info.dir})\n`,
  );
  return stop;
}
