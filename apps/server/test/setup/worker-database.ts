// Server test files run in parallel, one per worker. PGlite databases are private to a file already; on PostgreSQL
// each worker gets its own database, named after DATABASE_URL's with the worker's number appended, so files that
// empty and reseed their tables never share them. Global setup (setup/global.ts) creates them fresh.
import pg from 'pg';

/** How many server test files run at once (vitest.config.ts); one PostgreSQL database each. */
export const SERVER_TEST_WORKERS = 2;

const baseUrl = () => process.env.DATABASE_URL?.trim() || undefined;

/** DATABASE_URL with its database renamed to `<name>_w<worker>`. */
export function workerDatabaseUrl(worker: number, url = baseUrl()): string | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  parsed.pathname = `/${databaseName(url)}_w${worker}`;
  return parsed.toString();
}

/** This worker's PostgreSQL database, or undefined when DATABASE_URL is not set. */
export function testDatabaseUrl(): string | undefined {
  return workerDatabaseUrl(Number(process.env.VITEST_POOL_ID ?? 1));
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs one statement on DATABASE_URL's own database (creating and dropping others). */
export async function onBaseDatabase(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
