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
/**
 * The notification channels. `table_writes` carries the name of a table a statement wrote, from the triggers of
 * drizzle/0019_notify_writes.sql: members, sessions and photos (the session lookup's cache, auth.ts) and new jobs
 * (db/job-queue.ts). `live_events` carries a stored live event's member and id, or a whole typing signal, sent by
 * features/live at the commit that published it (every server writes it to its own open streams of that member).
 */
export type NotifyChannel = 'table_writes' | 'live_events';

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
  /**
   * Calls `listener` as each statement that may change a row of `tables` (an insert into, update of or delete from
   * one of them, a data-modifying WITH included, or a truncate naming one) is sent through this handle, before it
   * runs; returns the unsubscribe.
   * In-process caches of those rows (the session lookup, auth.ts) drop what they hold.
   */
  watchWrites(tables: readonly string[], listener: () => void): () => void;
  /**
   * Calls `listener` with the payload of every notification on `channel` (PostgreSQL's LISTEN/NOTIFY: every process
   * on the database hears it), and with null when notifications may have been missed (the listening connection was
   * lost and is back). Resolves, with the unsubscribe, once the channel is listened to.
   */
  listen(channel: NotifyChannel, listener: (payload: string | null) => void): Promise<() => void>;
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
  | { kind: 'postgres'; url: string; poolSize: number };

/** Sees every query the app runs (the benchmark uses it to EXPLAIN them). */
export type QueryLogger = Logger;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Arbitrary constant naming the start-up advisory lock on PostgreSQL. */
const STARTUP_LOCK_ID = 4_210_207;

/**
 * How the app's statements are planned, on both databases:
 * - No JIT compilation: the app's statements are short index walks and probes. A statement whose estimated cost
 *   passed jit_above_cost (a search with no match, its per-row subplans estimated as a walk of every member) was
 *   compiled for 400 ms to run for 70.
 * - random_page_cost 1.1 (PostgreSQL's default, 4, models a spinning disk): the tables are in memory or on SSD, where
 *   reading rows in an index's order costs about what reading them in the table's order does. At 4, a narrow search
 *   (a two-year age band, verified, with a photo) was planned as a scan of every member and a sort, 51 ms, instead of
 *   the walk down the activity index, 5 ms (benchmark community, 100,000 members).
 */
const plannerSettings = { jit: 'off', random_page_cost: '1.1' };

export async function openDatabase(
  options: DatabaseOptions & { logger?: QueryLogger },
): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.loadDataDir, options.logger)
    : openPostgres(options.url, options.poolSize, options.logger);
}

/**
 * The tables a statement may change: the targets of its INSERT, UPDATE and DELETE parts (a data-modifying WITH
 * included), every table named by a TRUNCATE, ALTER or DROP; none for a read. What triggers write is not seen here:
 * a watcher names the tables whose writes fire them (auth.ts watches photos, whose triggers write members).
 */
function writtenTables(query: string): string[] | 'any' | null {
  if (/^\s*(truncate|alter|drop|merge)\b/i.test(query)) return 'any';
  if (!/^\s*(insert|update|delete|with)\b/i.test(query)) return null;
  const targets = [...query.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)].map((match) =>
    (match[1] ?? '').toLowerCase(),
  );
  return targets.length > 0 ? targets : null;
}

/** The statements a write watcher is told about, and the logger that tells it (beside the caller's logger). */
function writeWatchers(logger: QueryLogger | undefined) {
  const watchers = new Set<{ tables: ReadonlySet<string>; mention: RegExp; listener: () => void }>();
  // Prepared statements send the same few texts again and again: each is scanned once.
  const scanned = new Map<string, ReturnType<typeof writtenTables>>();
  const watching: QueryLogger = {
    logQuery(query, params) {
      logger?.logQuery(query, params);
      if (watchers.size === 0) return;
      let written = scanned.get(query);
      if (written === undefined) {
        if (scanned.size >= 1000) scanned.clear();
        written = writtenTables(query);
        scanned.set(query, written);
      }
      if (written === null) return;
      for (const watcher of watchers)
        if (written === 'any' ? watcher.mention.test(query) : written.some((t) => watcher.tables.has(t)))
          watcher.listener();
    },
  };
  const watchWrites = (tables: readonly string[], listener: () => void) => {
    const watcher = {
      tables: new Set(tables),
      mention: new RegExp(`\\b(${tables.join('|')})\\b`, 'i'),
      listener,
    };
    watchers.add(watcher);
    return () => void watchers.delete(watcher);
  };
  return { logger: watching, watchWrites };
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
  // One connection: its session settings hold for every statement.
  for (const [name, value] of Object.entries(plannerSettings)) await client.exec(`set ${name} = ${value}`);
  const watch = writeWatchers(logger);
  const db = drizzlePglite({ client, schema, logger: watch.logger });
  return {
    kind: 'pglite',
    db,
    watchWrites: watch.watchWrites,
    async prepare(afterMigrate) {
      await migratePglite(db, { migrationsFolder });
      await afterMigrate?.(db);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, listener) {
      // One process by construction: nothing is ever missed, so the listener never hears null.
      const stop = await client.listen(channel, (payload) => listener(payload));
      return () => void stop().catch(() => {});
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

async function openPostgres(url: string, poolSize: number, logger?: QueryLogger): Promise<DatabaseHandle> {
  const options = Object.entries(plannerSettings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options });
  // An idle client that loses its connection emits 'error'; without a listener that would crash the process.
  pool.on('error', () => {});
  const watch = writeWatchers(logger);
  const db = drizzlePg({ client: pool, schema, logger: watch.logger });
  const notifications = notificationListener(url);
  return {
    kind: 'postgres',
    db,
    watchWrites: watch.watchWrites,
    listen: notifications.listen,
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
      await notifications.close();
      await pool.end();
    },
  };
}

const RECONNECT_MAX_MS = 5_000;

/**
 * One connection of its own that LISTENs on every channel asked for (a pooled connection cannot: the pool hands it
 * to queries). When it is lost it comes back with a growing delay, listens again, and tells every listener null,
 * since what was notified meanwhile is gone.
 */
function notificationListener(url: string) {
  const listeners = new Map<NotifyChannel, Set<(payload: string | null) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const tellAll = (payload: string | null) => {
    for (const set of listeners.values()) for (const listener of set) listener(payload);
  };
  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        for (const listener of listeners.get(message.channel as NotifyChannel) ?? [])
          listener(message.payload ?? '');
      });
      next.on('error', () => {});
      next.on('end', () => {
        if (client !== next) return;
        client = undefined;
        if (!closed) reconnectLater();
      });
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`listen ${channel}`);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      client = next;
      failures = 0;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };
  function reconnectLater() {
    failures += 1;
    retry = setTimeout(
      () => {
        connect().then(
          () => tellAll(null),
          () => !closed && reconnectLater(),
        );
      },
      Math.min(RECONNECT_MAX_MS, 100 * 2 ** failures),
    );
    retry.unref();
  }

  return {
    async listen(channel: NotifyChannel, listener: (payload: string | null) => void) {
      let set = listeners.get(channel);
      const first = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      const current = client ?? (await connect());
      if (first && current === client) await current.query(`listen ${channel}`);
      return () => void set.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
