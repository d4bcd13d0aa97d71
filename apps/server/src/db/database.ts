// Opens the database: embedded PGlite in a data directory (default), or PostgreSQL through a node-postgres pool
// when a URL is given. Both run the same Drizzle schema, migrations and queries.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDirectoryLock } from './lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  /**
   * Applies pending migrations, then runs `afterMigrate` (e.g. seeding), alone: on PostgreSQL several instances
   * may start at once, so this holds an advisory lock; PGlite has a single process by construction.
   */
  prepare(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  /** PGlite only: a snapshot of the whole database, loadable with `loadDataDir` (tests start from it). */
  dumpDataDir?(): Promise<Blob>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** Data directory; omitted = in memory (tests). */
      dataDir?: string;
      /** Start a new database from a snapshot made by dumpDataDir() (tests). */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Sees every query the app runs (the benchmark uses it to EXPLAIN them). */
export type QueryLogger = Logger;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Arbitrary constant naming the start-up advisory lock on PostgreSQL. */
const STARTUP_LOCK_ID = 4_210_207;

export async function openDatabase(
  options: DatabaseOptions & { logger?: QueryLogger },
): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.loadDataDir, options.logger)
    : openPostgres(options.url, options.poolSize, options.logger);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  logger?: QueryLogger,
): Promise<DatabaseHandle> {
  let release = () => {};
  let client: PGlite;
  if (dataDir === undefined) {
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  } else {
    const directory = resolve(dataDir);
    mkdirSync(directory, { recursive: true });
    release = acquireDirectoryLock(directory, join(directory, 'pglite.lock'));
    try {
      client = await PGlite.create(join(directory, 'pglite'), loadDataDir ? { loadDataDir } : {});
    } catch (error) {
      release();
      throw error;
    }
  }
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) });
  return {
    kind: 'pglite',
    db,
    async prepare(afterMigrate) {
      await migratePglite(db, { migrationsFolder });
      await afterMigrate?.(db);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, poolSize = 10, logger?: QueryLogger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection emits 'error'; without a listener that would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, ...(logger ? { logger } : {}) });
  return {
    kind: 'postgres',
    db,
    async prepare(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        const locked = drizzlePg({ client, schema });
        await migratePg(locked, { migrationsFolder });
        await afterMigrate?.(locked);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
