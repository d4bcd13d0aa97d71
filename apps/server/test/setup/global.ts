// Vitest global setup of the server project:
// - with DATABASE_URL set, one empty PostgreSQL database per worker (setup/worker-database.ts), dropped first so every
//   run starts from a fresh migration;
// - one temporary folder for the run, under which each worker keeps the files a test stores without a folder of its
//   own, removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_TEST_WORKERS, onBaseDatabase, workerDatabaseUrl } from './worker-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's temporary folder (see testConfig). */
    serverTestDataRoot: string;
  }
}

export default async function setUpServerTests(project: TestProject): Promise<() => void> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'app-server-test-run-'));
  project.provide('serverTestDataRoot', dataRoot);
  for (let worker = 1; worker <= SERVER_TEST_WORKERS; worker += 1) {
    const url = workerDatabaseUrl(worker);
    if (!url) break;
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    await onBaseDatabase(`drop database if exists "${name}" with (force)`);
    await onBaseDatabase(`create database "${name}"`);
  }
  return () => rmSync(dataRoot, { recursive: true, force: true });
}
