import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/database.ts';
import { DatabaseLockedError, acquireDirectoryLock } from '../../src/db/lock.ts';
import { migratedPgliteSnapshot, testTempDir } from '../helper.ts';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

/** Runs src/server.ts in a child process and resolves with its exit code and stderr. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, LOG_LEVEL: 'silent', PORT: '0', DATABASE_URL: '', DEMO: '1', SEED_DEMO: 'false', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('PGlite data directory lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'app-server-lock-'));
  let first: DatabaseHandle | undefined;
  // The database is closed before its folder goes (a failed test leaves it open).
  afterAll(async () => {
    await first?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'gives a second opener a clear error instead of sharing the directory',
    { timeout: 120_000 },
    async () => {
      first = await openDatabase({
        kind: 'pglite',
        dataDir: dir,
        loadDataDir: await migratedPgliteSnapshot(),
      });
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));

      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DatabaseLockedError);

      // A second server process on the same DATA_DIR stops at once and says who holds it.
      const second = await runServer({ DATA_DIR: dir });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`is in use by process ${process.pid}`);

      await first.close();
      first = undefined;
      expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    },
  );

  it('refuses a lock held by another live process, and takes over one left by a dead process', async () => {
    const lockDir = testTempDir('app-server-lockfile-');
    const lockPath = join(lockDir, 'pglite.lock');

    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(lockPath, `${holder.pid}\n`);
      expect(() => acquireDirectoryLock(lockDir, lockPath)).toThrow(`is in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }

    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(lockPath, `${dead.pid}\n`);
    const release = acquireDirectoryLock(lockDir, lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });
});
