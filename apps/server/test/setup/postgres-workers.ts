// Vitest global setup of the server project: with DATABASE_URL set, one empty PostgreSQL database per worker
// (setup/worker-database.ts), dropped first so every run starts from a fresh migration.
import { SERVER_TEST_WORKERS, onBaseDatabase, workerDatabaseUrl } from './worker-database.ts';

export default async function createWorkerDatabases(): Promise<void> {
  for (let worker = 1; worker <= SERVER_TEST_WORKERS; worker += 1) {
    const url = workerDatabaseUrl(worker);
    if (!url) return;
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    await onBaseDatabase(`drop database if exists "${name}" with (force)`);
    await onBaseDatabase(`create database "${name}"`);
  }
}
