// The benchmarks' PostgreSQL: finding a local server, and the throwaway databases each benchmark creates and drops.
import pg from 'pg';

/** A PostgreSQL server URL to create the benchmark database on (DATABASE_URL, else the local default), or null. */
export async function findPostgres() {
  const candidates = [process.env.DATABASE_URL, 'postgres://app:app@127.0.0.1:5432/postgres'].filter(Boolean);
  for (const url of candidates) {
    const host = new URL(url).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') {
      console.log(`skipping ${host}: the benchmark only targets 127.0.0.1`);
      continue;
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => {});
    }
  }
  return null;
}

/** Runs one statement on the server (database creation and removal: no transaction, its own connection). */
async function adminQuery(serverUrl, text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The server URL pointed at database `name`. */
const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Drops database `name` if a run left it, creates it empty and returns its URL. */
export async function freshDatabase(serverUrl, name) {
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(serverUrl, `create database ${name}`);
  return withDatabase(serverUrl, name);
}

/** Drops database `name`, closing any connection a stopped server left. */
export const dropDatabase = (serverUrl, name) =>
  adminQuery(serverUrl, `drop database if exists ${name} with (force)`);

/** Database `name`, created empty unless it exists; its URL. */
export async function existingDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rows.length) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return withDatabase(serverUrl, name);
}
