// A pid lock file guarding the PGlite data directory: two processes on one directory silently corrupt it
// (TOOLCHAIN.md), so a second opener gets a clear error instead. A lock left by a dead process is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { relative } from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(
    readonly directory: string,
    readonly pid: number,
    lockPath: string,
  ) {
    const fromCwd = relative(process.cwd(), directory);
    const shown = fromCwd === '' || fromCwd.startsWith('..') ? directory : fromCwd;
    super(
      `database directory ${shown} is in use by process ${pid}` +
        (pid === process.pid
          ? ' (this process)'
          : `. Stop that process or set DATA_DIR to another directory; if no server is running, delete ${lockPath}`),
    );
    this.name = 'DatabaseLockedError';
  }
}

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the lock at `lockPath` for `directory` and returns its release function.
 * Throws DatabaseLockedError when a live process (this one included) holds it.
 */
export function acquireDirectoryLock(directory: string, lockPath: string): () => void {
  if (heldHere.has(lockPath)) throw new DatabaseLockedError(directory, process.pid, lockPath);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath)) {
      heldHere.add(lockPath);
      const release = () => {
        if (!heldHere.delete(lockPath)) return;
        if (readPid(lockPath) === process.pid) unlinkSync(lockPath);
      };
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    }
    const holder = readPid(lockPath);
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
      throw new DatabaseLockedError(directory, holder, lockPath);
    }
    // Stale (dead pid, our own pid from an earlier run, or unreadable): remove it and try again.
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DatabaseLockedError(directory, readPid(lockPath) ?? 0, lockPath);
}
