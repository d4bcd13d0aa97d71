// Test helpers (fastify/demo style): every suite runs once per database backend — PGlite always, PostgreSQL when
// DATABASE_URL is set (one database per test worker) — over one shared database per suite, emptied with TRUNCATE
// before each test.
// `build()` makes an app on that database; `loginAs()`/`injectWithLogin()` go through the real login endpoint.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  inject,
  it,
  onTestFinished,
} from 'vitest';
import type { z } from 'zod';
import { apiErrorBody } from '@app/contract';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { loadConfig } from '../src/config.ts';
import type { Database, DatabaseHandle, DatabaseKind } from '../src/db/database.ts';
import { openDatabase } from '../src/db/database.ts';
import type { Member, NewMember } from '../src/db/schema.ts';
import * as schema from '../src/db/schema.ts';
import type { FacebookAuth } from '../src/features/session/facebook.ts';
import { hashPassword } from '../src/features/session/password.ts';
import { TestClock } from '../src/plugins/app/test-clock.ts';
import { ensurePlanCatalog } from '../src/seed/plans.ts';
import { cachedPgliteSnapshot } from './pglite-snapshot.ts';
import type { Captcha } from '../src/plugins/app/captcha.ts';
import { testDatabaseUrl } from './setup/worker-database.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
/** Any value of the token's shape works: the check is that cookie and header match. */
export const XSRF = 'test-xsrf-token-abcdefghijklmnopqrstuvwxyz012345';

interface BackendSpec {
  name: 'PGlite' | 'PostgreSQL';
  kind: DatabaseKind;
  open(): Promise<DatabaseHandle>;
}

const databaseUrl = testDatabaseUrl();

const backends: BackendSpec[] = [
  { name: 'PGlite', kind: 'pglite', open: openTestPglite },
  ...(databaseUrl
    ? [
        {
          name: 'PostgreSQL' as const,
          kind: 'postgres' as const,
          open: () => openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 }),
        },
      ]
    : []),
];

/**
 * A migrated, empty PGlite database as a snapshot: loading it takes ~0.3 s where initdb + migrations take ~2 s.
 * Cached in the temp folder under a hash of the migrations, so it is rebuilt when they change.
 */
export const migratedPgliteSnapshot = (): Promise<Blob> =>
  cachedPgliteSnapshot(
    'app-server-pglite',
    [fileURLToPath(new URL('../drizzle/', import.meta.url))],
    (database) => database.prepare(),
  );

async function openTestPglite(): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteSnapshot() });
}

/**
 * A new folder in the temp directory, removed when the current test has finished (call it in the test or in a
 * beforeEach). onTestFinished runs after the afterEach hooks, so the apps that `build()` made over the folder are
 * closed before it goes.
 */
export function testTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    // Demo mode's sandboxes (cards, Facebook tokens, the outbox) without its community; modes.test.ts boots both.
    DEMO: '1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SITE_DIST: join(tmpdir(), 'app-server-test-no-site'),
    ...env,
    // Per worker, under the run's folder that the server project's global setup removes: test files run in parallel,
    // and a test that stores a file without its own folder must not overwrite another file's.
    DATA_DIR: env.DATA_DIR ?? join(inject('serverTestDataRoot'), `data-${process.pid}`),
  });
}

let passwordHash: Promise<string> | undefined;
let memberCount = 0;

export interface TestBackend {
  readonly name: BackendSpec['name'];
  readonly kind: DatabaseKind;
  readonly database: DatabaseHandle;
  readonly db: Database;
  /** A new app over this backend's database, closed after the test. */
  build(options?: {
    env?: Record<string, string>;
    facebook?: FacebookAuth;
    /** The CAPTCHA's adapter (default: the sandbox, as CAPTCHA_PROVIDER's default in demo mode). */
    captcha?: Captcha;
    /** Another handle on the same database (secondDatabase): the app then stands for a second process. */
    database?: DatabaseHandle;
  }): Promise<FastifyInstance>;
  /**
   * PostgreSQL only: a handle of its own on this backend's database (its own pool and notification connection), as a
   * second server process has; closed after the test.
   */
  secondDatabase(): Promise<DatabaseHandle>;
  /** Inserts a member (password TEST_PASSWORD unless given) and returns the row. */
  createMember(overrides?: Partial<NewMember> & { password?: string }): Promise<Member>;
}

/** Runs `suite` once per available backend; without DATABASE_URL the PostgreSQL leg is declared skipped. */
export function describeBackends(title: string, suite: (backend: TestBackend) => void): void {
  describe.each(backends)(`${title} on $name`, (spec) => suite(useBackend(spec)));
  if (!databaseUrl) {
    describe.skip(`${title} on PostgreSQL (skipped: DATABASE_URL not set)`, () => {
      it('runs when DATABASE_URL points at a PostgreSQL test database', () => {});
    });
  }
}

function useBackend(spec: BackendSpec): TestBackend {
  let database: DatabaseHandle | undefined;
  const apps: FastifyInstance[] = [];
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);

  beforeAll(async () => {
    database = await spec.open();
    await database.prepare();
  });
  beforeEach(async () => {
    const db = backend.db;
    await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
    await ensurePlanCatalog(db);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await database?.close();
  });

  const backend: TestBackend = {
    name: spec.name,
    kind: spec.kind,
    get database() {
      if (!database) throw new Error('database not open yet: use it inside a test or hook');
      return database;
    },
    get db() {
      return backend.database.db;
    },
    async build(options = {}) {
      const app = await buildApp({
        config: testConfig(options.env),
        database: options.database ?? backend.database,
        seedDemo: false,
        prepareDatabase: false,
        logger: false,
        ...(options.facebook ? { facebook: options.facebook } : {}),
        ...(options.captcha ? { captcha: options.captcha } : {}),
      });
      apps.push(app);
      await app.ready();
      return app;
    },
    async secondDatabase() {
      const url = testDatabaseUrl();
      if (spec.kind !== 'postgres' || !url)
        throw new Error('a second handle needs PostgreSQL (PGlite has one process)');
      const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      onTestFinished(() => handle.close());
      return handle;
    },
    async createMember({ password, ...overrides } = {}) {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const n = ++memberCount;
      const [row] = await backend.db
        .insert(schema.members)
        .values({
          email: `member${n}@test.example`,
          passwordHash: password === undefined ? await passwordHash : await hashPassword(password),
          displayName: `Member ${n}`,
          birthdate: '1990-06-15',
          gender: 'woman',
          seeking: ['man'],
          city: 'Austin',
          region: 'TX',
          avatarSeed: `test-${n}`,
          ...overrides,
        })
        .returning();
      if (!row) throw new Error('member insert returned nothing');
      return row;
    },
  };
  return backend;
}

/** A browser-like client over app.inject: keeps cookies and sends the XSRF header on unsafe methods. */
export class TestClient {
  readonly cookies: Record<string, string> = { 'XSRF-TOKEN': XSRF };

  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { xsrf = true, ...rest } = options;
    const method = (rest.method ?? 'GET').toUpperCase();
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...rest,
      cookies: { ...this.cookies, ...(rest.cookies ?? {}) },
      headers: {
        ...(xsrf && method !== 'GET' && method !== 'HEAD' ? { 'x-xsrf-token': XSRF } : {}),
        ...rest.headers,
      },
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
    return response;
  }

  get(url: string, options: Omit<InjectOptions, 'url' | 'method'> = {}) {
    return this.request({ ...options, method: 'GET', url });
  }

  post(
    url: string,
    body?: unknown,
    options: Omit<InjectOptions, 'url' | 'method'> & { xsrf?: boolean } = {},
  ) {
    return this.request({
      ...options,
      method: 'POST',
      url,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }
}

export const LOGIN_URL = '/api/user/auth/login';

/** Logs in through POST /api/user/auth/login and returns a client carrying the session cookie. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.post(LOGIN_URL, { user: email, pass: password });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

/** One request as a logged-in member (login through the real endpoint first). */
export async function injectWithLogin(
  app: FastifyInstance,
  email: string,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  const client = await loginAs(app, email);
  return client.request(options);
}

/** The JSON body parsed with a contract schema: fails the test when the server breaks the contract. */
export function parseBody<S extends z.ZodType>(schema: S, response: LightMyRequestResponse): z.output<S> {
  return schema.parse(response.json());
}

/** Expects the contract's error body with `code` (and the field it names, when given) at `status`. */
export function expectApiError(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
  field?: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = apiErrorBody.parse(response.json());
  expect(error.code).toBe(code);
  if (field) expect(error.field).toBe(field);
}

/** The app's movable clock (built with TEST_CLOCK=1). */
export function clockOf(app: FastifyInstance): TestClock {
  if (!(app.clock instanceof TestClock)) throw new Error('expected the test clock');
  return app.clock;
}
