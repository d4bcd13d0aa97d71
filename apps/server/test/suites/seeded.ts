// The contract-derived suites (fuzz, authorization) run against the demo community: one database per backend
// (PGlite always, PostgreSQL when DATABASE_URL is set, like describeBackends), emptied and seeded once, with one app
// and one set of logins for the whole file. Per-test truncation (describeBackends) would reseed 30+ times.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Endpoint } from '@app/contract';
import { SANDBOX_CAPTCHA_PASS, apiErrorBody, cannedFlirts, sandboxTestCards } from '@app/contract';
import { cities, planCatalog, sandboxArtists } from '@app/demo-data';
import { and, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database, DatabaseHandle } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema.ts';
import { blocks, members, messageThreadMembers, payments, photos } from '../../src/db/schema.ts';
import { DEMO_PASSWORD, demoLogins, seedDemoCommunity } from '../../src/seed/demo.ts';
import { ensurePlanCatalog } from '../../src/seed/plans.ts';
import { XSRF, migratedPgliteSnapshot, testConfig } from '../helper.ts';
import { testDatabaseUrl } from '../setup/worker-database.ts';
import type { UploadBody } from './uploads.ts';
import type { FuzzCase, Hints } from './arbitraries.ts';

let anonymousCalls = 0;
const databaseUrl = testDatabaseUrl();

const backends = [
  {
    name: 'PGlite',
    open: async () => openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteSnapshot() }),
  },
  ...(databaseUrl
    ? [{ name: 'PostgreSQL', open: () => openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 }) }]
    : []),
] as const;

/** A logged-in demo member: their id and the cookies + header every request of theirs carries. */
export interface Session {
  email: string;
  id: number;
  cookies: Record<string, string>;
}

export interface SeededBackend {
  readonly name: string;
  readonly db: Database;
  readonly app: FastifyInstance;
  /** Logs a demo member in through the real login endpoint. */
  login(email: string): Promise<Session>;
  /** A request as `session` (anonymous when null), XSRF header on unsafe methods as the browser client sends it. */
  send(
    session: Session | null,
    endpoint: Pick<Endpoint, 'method'>,
    url: string,
    /** JSON text, or an upload's multipart body. */
    payload?: string | UploadBody,
  ): Promise<{ response: LightMyRequestResponse; ms: number }>;
}

/** Runs `suite` once per backend over the seeded demo community; the PostgreSQL leg is listed as skipped without DATABASE_URL. */
export function describeSeededBackends(title: string, suite: (backend: SeededBackend) => void): void {
  describe.each(backends)(`${title} on $name`, (spec) => suite(useSeededBackend(spec)));
  if (!databaseUrl) {
    describe.skip(`${title} on PostgreSQL (skipped: DATABASE_URL not set)`, () => {
      it('runs when DATABASE_URL points at a PostgreSQL test database', () => {});
    });
  }
}

function useSeededBackend(spec: (typeof backends)[number]): SeededBackend {
  let handle: DatabaseHandle | undefined;
  let application: FastifyInstance | undefined;
  let dataDir: string | undefined;
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);

  beforeAll(async () => {
    handle = await spec.open();
    await handle.prepare();
    await handle.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
    await ensurePlanCatalog(handle.db);
    await seedDemoCommunity(handle.db);
    application = await buildApp({
      // No flood guard: thousands of requests come from one address.
      // Uploaded photos go to a folder of this run, removed after it.
      config: testConfig({
        RATE_LIMIT_MAX: '0',
        DATA_DIR: (dataDir = mkdtempSync(join(tmpdir(), 'suite-'))),
      }),
      database: handle,
      seedDemo: false,
      prepareDatabase: false,
      logger: false,
    });
    await application.ready();
  });
  afterAll(async () => {
    await application?.close();
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const backend: SeededBackend = {
    name: spec.name,
    get db() {
      if (!handle) throw new Error('database not open yet');
      return handle.db;
    },
    get app() {
      if (!application) throw new Error('app not built yet');
      return application;
    },
    async login(email) {
      const response = await backend.app.inject({
        method: 'POST',
        url: '/api/user/auth/login',
        cookies: { 'XSRF-TOKEN': XSRF },
        headers: { 'x-xsrf-token': XSRF },
        // The fuzz guesses the demo logins' passwords, so their accounts may ask for a CAPTCHA (the sandbox's).
        payload: { user: email, pass: DEMO_PASSWORD, captchaToken: SANDBOX_CAPTCHA_PASS },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      const sid = response.cookies.find((c) => c.name === 'sid')?.value;
      if (!sid) throw new Error(`login ${email}: no session cookie`);
      const id = (response.json() as { data: { memberId: number } }).data.memberId;
      return { email, id, cookies: { 'XSRF-TOKEN': XSRF, sid } };
    },
    async send(session, endpoint, url, payload) {
      const started = performance.now();
      const response = await backend.app.inject({
        method: endpoint.method,
        url,
        // Not the logins' address, so a locked-out fuzzed login never locks them; anonymous callers each from their
        // own address, so per-address throttles (failed logins, anonymous log batches) do not answer every request.
        remoteAddress: session
          ? '10.9.8.7'
          : `10.${(++anonymousCalls >> 16) & 255}.${(anonymousCalls >> 8) & 255}.${anonymousCalls & 255}`,
        cookies: session?.cookies ?? { 'XSRF-TOKEN': XSRF },
        headers: {
          ...(endpoint.method === 'GET' ? {} : { 'x-xsrf-token': XSRF }),
          ...(payload === undefined
            ? {}
            : { 'content-type': typeof payload === 'string' ? 'application/json' : payload.contentType }),
        },
        ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : payload.body }),
      });
      return { response, ms: performance.now() - started };
    },
  };
  return backend;
}

// ---------------------------------------------------------------- the demo community, as the suites need it

export interface Community {
  memberIds: number[];
  threadIds: string[];
  emails: string[];
  /** The viewer's own photos, in their order. */
  photoIds: number[];
  /** The viewer's receipts (the seeded membership's, and any bought since). */
  receipts: string[];
}

export async function communityOf(db: Database, viewerId: number): Promise<Community> {
  const rows = await db.select({ id: members.id, email: members.email }).from(members).orderBy(members.id);
  const threads = await db
    .select({ id: messageThreadMembers.threadId })
    .from(messageThreadMembers)
    .where(eq(messageThreadMembers.memberId, viewerId));
  const own = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.memberId, viewerId))
    .orderBy(photos.position, photos.id);
  const receipts = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(eq(payments.memberId, viewerId));
  return {
    memberIds: rows.map((r) => r.id),
    emails: rows.map((r) => r.email),
    threadIds: threads.map((t) => String(t.id)),
    photoIds: own.map((p) => p.id),
    receipts: receipts.map((r) => r.reference),
  };
}

/** Cities the city lookup knows, as the own profile's basic-info section names them. */
const listedCities = cities
  .filter((_, i) => i % 45 === 0)
  .map(({ name, region, country }) => ({ name, region, country }));
/** Birth dates of members aged 18–99 whatever today is (the walker rarely hits a real date of that range). */
const birthdates = ['1990-06-15', '1975-01-31', '2000-02-29', '1948-12-01'];

/** Field names whose values the generators take from the demo community (or the catalogues) most of the time. */
export function hintsFor(community: Community): Hints {
  const ids = community.memberIds;
  const artistIds = sandboxArtists.map((artist) => artist.id);
  return {
    memberId: ids,
    recipientId: ids,
    id: ids,
    threadId: community.threadIds,
    flirtId: cannedFlirts.map((f) => f.id),
    user: [...Object.values(demoLogins), ...community.emails.slice(0, 5)],
    pass: [DEMO_PASSWORD],
    token: Object.values(demoLogins).map((email) => `sandbox-${email}`),
    // The own profile's city must be one the city lookup knows; search's city filter takes the same names as text.
    city: [...listedCities, ...listedCities.map((c) => `${c.name}, ${c.region}`)],
    birthdate: birthdates,
    // Artists of the sandbox catalogue (the Spotify feature's default), a few at a time, in a chosen order.
    artistIds: [artistIds.slice(0, 3), [artistIds[40], artistIds[7]], artistIds.slice(100, 112), []],
    // The viewer's own photos (main, order, delete); the whole list in two orders for a reorder.
    photoId: community.photoIds,
    // Our photo ids (a reorder: the whole list, two orders) or the sandbox providers' (an import, within its limit).
    photoIds: [
      ...(community.photoIds.length ? [community.photoIds, [...community.photoIds].reverse()] : []),
      ['sandbox-photo-01-01', 'sandbox-photo-01-02'],
      ['sandbox-media-01'],
    ],
    // The sandbox providers' albums (Facebook's first two; Instagram's one).
    albumId: ['sandbox-album-01', 'sandbox-album-02', 'instagram-media'],
    // Billing: the catalog's plans at their prices (so purchases reach the card), the sandbox's test cards, the
    // viewer's receipts.
    planId: planCatalog.map((plan) => plan.id),
    amountCents: planCatalog.map((plan) => plan.priceCents),
    number: Object.values(sandboxTestCards).map((card) => card.number),
    expYear: [new Date().getUTCFullYear() + 2, new Date().getUTCFullYear() + 5],
    reference: community.receipts,
  };
}

// ---------------------------------------------------------------- domain answers a valid request may get

/** The member ids and thread ids a request refers to (parsed by the contract: what the server acts on). */
export function references(parsed: { params?: unknown; query?: unknown; body?: unknown }): {
  members: number[];
  threads: string[];
} {
  const found = { members: [] as number[], threads: [] as string[] };
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'memberId' || key === 'recipientId' || key === 'id') && typeof v === 'number')
        found.members.push(v);
      if (key === 'threadId' && typeof v === 'string') found.threads.push(v);
    }
  };
  visit(parsed.params);
  visit(parsed.body);
  return found;
}

/** Is member `id` absent for `viewerId`: no such member, disabled, or they blocked the viewer. */
export async function memberHidden(db: Database, viewerId: number, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return true;
  const [row] = await db.select({ disabledAt: members.disabledAt }).from(members).where(eq(members.id, id));
  if (!row || row.disabledAt) return true;
  const [blocked] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, id), eq(blocks.blockedId, viewerId)));
  return blocked !== undefined;
}

/** Has the viewer blocked `id`. */
export async function blockedByViewer(db: Database, viewerId: number, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, id)));
  return row !== undefined;
}

/** The other member of the viewer's thread `threadId`, or null when the viewer has no (undeleted) such thread. */
export async function threadPartner(
  db: Database,
  viewerId: number,
  threadId: string,
): Promise<number | null> {
  if (!/^[1-9]\d{0,9}$/.test(threadId) || Number(threadId) > 2 ** 31 - 1) return null;
  const [row] = await db
    .select({
      other: messageThreadMembers.otherMemberId,
      last: messageThreadMembers.lastMessageId,
      cleared: messageThreadMembers.clearedThroughId,
    })
    .from(messageThreadMembers)
    .where(
      and(eq(messageThreadMembers.memberId, viewerId), eq(messageThreadMembers.threadId, Number(threadId))),
    );
  return row && row.last > row.cleared ? row.other : null;
}

/** The contract's error body, or a message saying how the body breaks it. */
export function errorBodyProblem(response: LightMyRequestResponse): string | null {
  let json: unknown;
  try {
    json = response.json();
  } catch {
    return `body is not JSON: ${response.body.slice(0, 200)}`;
  }
  const parsed = apiErrorBody.safeParse(json);
  return parsed.success ? null : `body is not the contract's error body: ${response.body.slice(0, 300)}`;
}

export const describeCase = (c: FuzzCase) =>
  `${c.label} | ${c.url.length > 160 ? `${c.url.slice(0, 160)}…` : c.url}${
    c.payload !== undefined ? ` | ${c.payload.length > 160 ? `${c.payload.slice(0, 160)}…` : c.payload}` : ''
  }`;

/**
 * Endpoints whose successful call ends every session of the caller (disabling the profile, asking for the account's
 * deletion). The suites send each of their requests as the new-profile demo member, enabled again and logged in
 * afresh, so the viewer's session lives.
 */
export const endsSessions = new Set(['disableProfile', 'requestAccountDeletion']);

/**
 * The new-profile demo member, enabled again (a previous request may have disabled them or asked for the deletion)
 * and logged in afresh.
 */
export async function freshThrowawaySession(backend: SeededBackend): Promise<Session> {
  await backend.db
    .update(members)
    .set({ disabledAt: null, deletionRequestedAt: null })
    .where(eq(members.email, demoLogins.newProfile));
  return backend.login(demoLogins.newProfile);
}
