// Contract parity: the same requests, made by the real @app/client, against the REAL server (Fastify inject over
// an in-memory PGlite seeded with the demo community) and against the MSW handlers (msw/node + fetch). Every
// answer must parse with the contract on both sides, and where the behaviour is defined (error bodies, role
// permissions, counter names, duplicate log entries) both sides must agree. Storybook can't drift unnoticed.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '@app/contract';
import * as contract from '@app/contract';
import {
  allEndpoints,
  providerCallbacks,
  apiErrorBody,
  catalogue,
  endpointMaps,
  listIdOf,
  listKinds,
  cannedFlirts,
  INBOX_PAGE_SIZE,
  messagingEndpoints as mail,
  messagingPaywallFeatureOf,
  countersWire,
  getProfile,
  permissionsWire,
  plansResponse,
  profileWire,
  spinErrorCodes,
  spinState,
} from '@app/contract';
import type { HttpClient } from '@app/client';
import { ApiError, createHttpClient, createSession, normalisePermissions, showHomeAds } from '@app/client';
import { allHandlers, memberScenario } from '@app/mocks';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { DEMO_PASSWORD, demoLogins } from '../../apps/server/src/seed/demo.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migratedPgliteSnapshot } from '../../apps/server/test/helper.ts';
import { endpointsExportedBy, missingEndpoints, mswAnswers, serverAnswers } from './coverage.ts';
import { injectFetch } from './inject-fetch.ts';

const BASE = 'http://localhost';

interface Side {
  name: 'server' | 'mocks';
  /** A fresh browser: its own cookie jar (server) and a logged-out store (mocks). */
  browser(): Promise<HttpClient>;
}

let app: FastifyInstance;
let closeDatabase = async () => {};
const msw = setupServer();

beforeAll(async () => {
  // An in-memory PGlite from the server tests' migrated snapshot; buildApp seeds the demo community on it.
  const database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteSnapshot() });
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DEMO: '1',
      LOG_LEVEL: 'silent',
      SITE_DIST: join(tmpdir(), 'parity-no-site'),
      DATA_DIR: join(tmpdir(), 'parity-unused-data'),
    }),
    database,
    seedDemo: true,
    prepareDatabase: true,
    logger: false,
  });
  await app.ready();
  closeDatabase = () => database.close();
  msw.listen({ onUnhandledRequest: 'error' });
}, 120_000);

afterAll(async () => {
  msw.close();
  await app?.close();
  await closeDatabase();
});

const server: Side = {
  name: 'server',
  async browser() {
    const jar = injectFetch(app);
    const http = createHttpClient({ baseUrl: BASE, fetch: jar.fetch, readCookies: jar.cookies });
    // Like a page load: the first answer issues the XSRF-TOKEN cookie the later POSTs echo.
    await http.call('webProducts');
    return http;
  },
};

const mocks: Side = {
  name: 'mocks',
  async browser() {
    msw.resetHandlers(...allHandlers(memberScenario(null).handlers));
    return createHttpClient({ baseUrl: BASE, readCookies: () => '' });
  },
};

const sides = [server, mocks];

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const idlePoller = { start() {}, stop() {}, refresh: async () => {}, running: false };
const loginSession = (http: HttpClient) =>
  createSession({
    http,
    storage: memoryStorage(),
    notices: { clear() {} },
    pollers: { counters: idlePoller, permissions: idlePoller },
    logQueue: { start() {}, stop() {} },
  });

/** Runs `run` on both sides (one after the other: msw and the fetch adapter share the process). */
async function onBoth<T>(
  run: (http: HttpClient, side: Side['name']) => Promise<T>,
): Promise<Record<Side['name'], T>> {
  const results = {} as Record<Side['name'], T>;
  for (const side of sides) results[side.name] = await run(await side.browser(), side.name);
  return results;
}

const errorOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const entries = (count: number): LogEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    logType: 'route',
    uuid: crypto.randomUUID(),
    generation_time: 1_763_640_000_000 + i,
    retry_count: 0,
    batch_send_time: 1_763_640_001_000,
    from: `/lists/wyl`,
    to: `/lists/wlm`,
    params: `page=${i}`,
  }));

describe('contract parity: real server vs MSW handlers', { timeout: 30_000 }, () => {
  it('every endpoint of the contract has a server route and an MSW handler', () => {
    const handlers = allHandlers(memberScenario(null).handlers);
    expect(missingEndpoints(allEndpoints, serverAnswers(app)), 'no server route').toEqual([]);
    const siteCalls = Object.fromEntries(
      Object.entries(allEndpoints).filter(([name]) => !Object.hasOwn(providerCallbacks, name)),
    );
    expect(missingEndpoints(siteCalls, mswAnswers(handlers)), 'no MSW handler').toEqual([]);
    // The check names what is missing: an endpoint neither side knows fails on both.
    const ghost = { ...getProfile, path: '/api/user/not-a-route' };
    expect(missingEndpoints({ ghost }, serverAnswers(app))).toEqual(['ghost: GET /api/user/not-a-route']);
    expect(missingEndpoints({ ghost }, mswAnswers(handlers))).toEqual(['ghost: GET /api/user/not-a-route']);
  });

  it('the endpoint list is the whole contract: every endpoint it exports is in a map, no name twice', () => {
    const listed = new Set<unknown>(Object.values(allEndpoints));
    const unlisted = endpointsExportedBy(contract).filter((endpoint) => !listed.has(endpoint));
    expect(unlisted.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    const mapped = Object.values(endpointMaps).reduce<number>((sum, map) => sum + Object.keys(map).length, 0);
    expect(Object.keys(allEndpoints)).toHaveLength(mapped);
  });

  it('billing calls answer plans under data.Plans on both sides', async () => {
    const results = await onBoth(async (http) => ({
      web: await http.call('webProducts', {
        query: { action: 'upgrade', headline: 'likedMe', version: '2' },
      }),
      micro: await http.call('microPlan'),
      card: await http.call('solidgateProducts', { query: { method: 'card' } }),
    }));
    for (const result of Object.values(results)) {
      expect(() => plansResponse.parse(result.web)).not.toThrow();
      expect(result.micro.data.Plans.map((plan) => plan.kind)).toEqual(['boost', 'spins']);
    }
    const kinds = (r: typeof results.server) =>
      [...new Set(r.web.data.Plans.map((plan) => plan.kind))].sort();
    expect(kinds(results.mocks)).toEqual(kinds(results.server));
    const descriptions = (r: typeof results.server) => r.web.data.Plans.map((plan) => plan.description);
    expect(descriptions(results.mocks)).toEqual(descriptions(results.server));
  });

  it("spin the matches: the free member's state, a refused double spin and skips of strangers agree", async () => {
    const results = await onBoth(async (http) => {
      await loginSession(http).login({ user: demoLogins.free, pass: DEMO_PASSWORD });
      // No spin is made: the server's wheel is random, and the other checks here read the same member.
      const state = (await http.call('getSpin')).data;
      const double = await errorOf(http.call('spinWheel', { body: { double: true } }));
      const stranger = await errorOf(http.call('skipDailyMatch', { params: { memberId: 999_999 } }));
      const badId = await errorOf(http.request('POST', '/api/user/spin/matches/abc/skip'));
      return { state, double, stranger, badId };
    });
    for (const [name, r] of Object.entries(results)) {
      expect(() => spinState.parse(r.state), name).not.toThrow();
      expect(r.double, name).toMatchObject({ status: 409, code: spinErrorCodes.noDoubleLeft });
      expect(r.stranger, name).toMatchObject({ status: 404 });
      expect(r.badId, name).toMatchObject({ status: 400, field: 'memberId' });
    }
    const { server: s, mocks: m } = results;
    const limits = (state: typeof s.state) => ({
      dailyAllowance: state.dailyAllowance,
      doubleLeft: state.doubleLeft,
    });
    expect(limits(m.state)).toEqual(limits(s.state));
    expect(m.double.field).toBe(s.double.field);
    expect(m.stranger.code).toBe(s.stranger.code);
  });

  it('a wrong password gets the same 401 error body; a bad email the same 400 naming the field', async () => {
    const results = await onBoth(async (http) => ({
      wrong: await errorOf(loginSession(http).login({ user: demoLogins.free, pass: 'not-the-password' })),
      bad: await errorOf(
        http.request('POST', '/api/user/auth/login', { body: { user: 'not-an-email', pass: 'x' } }),
      ),
      unauthenticated: await errorOf(http.call('getProfile')),
    }));
    for (const key of ['wrong', 'bad', 'unauthenticated'] as const) {
      expect(results.mocks[key].status, key).toBe(results.server[key].status);
      expect(apiErrorBody.parse(results.server[key].body), key).toEqual(results.mocks[key].body);
    }
    expect(results.server.wrong.status).toBe(401);
    expect(results.server.bad).toMatchObject({ status: 400, field: 'user' });
  });

  it('the free member: profile, permissions, counters, flush, reactivate, log, logout parse on both sides', async () => {
    const results = await onBoth(async (http) => {
      const profile = await loginSession(http).login({ user: demoLogins.free, pass: DEMO_PASSWORD });
      const permissions = await http.call('getPermissions', { query: { forceReload: '1' } });
      const counters = await http.call('getCounters');
      const flushed = await http.call('flushPermissions');
      const reactivated = await http.call('reactivate');
      const batch = entries(21);
      const logged = await http.call('desktopLog', { body: { logArr: batch } });
      const relogged = await http.call('desktopLog', { body: { logArr: batch } });
      const wire = await http.call('getProfile');
      await loginSession(http).logout();
      const afterLogout = await errorOf(http.call('getCounters'));
      return { profile, wire, permissions, counters, flushed, reactivated, logged, relogged, afterLogout };
    });
    for (const [name, r] of Object.entries(results)) {
      expect(() => profileWire.parse(r.wire), name).not.toThrow();
      expect(() => permissionsWire.parse(r.permissions), name).not.toThrow();
      expect(() => countersWire.parse(r.counters), name).not.toThrow();
      expect(r.profile.data.email, name).toBe(demoLogins.free);
      expect(r.flushed, name).toEqual({ success: true });
      expect(r.reactivated, name).toEqual({ success: true, data: { reactivated: false } });
      expect(r.logged.data, name).toEqual({ stored: 21, duplicates: 0 });
      expect(r.relogged.data, name).toEqual({ stored: 0, duplicates: 21 });
      expect(r.afterLogout.status, name).toBe(401);
    }
    const { server: s, mocks: m } = results;
    expect(m.permissions.data).toEqual(s.permissions.data);
    expect(normalisePermissions(m.permissions).routes).toEqual(normalisePermissions(s.permissions).routes);
    expect(normalisePermissions(s.permissions).routes['lists/wlm']).toBe(false);
    expect(Object.keys(m.counters.data).sort()).toEqual(Object.keys(s.counters.data).sort());
    expect(Object.keys(m.wire).sort()).toEqual(Object.keys(s.wire).sort());
    expect(Object.keys(m.wire.data).sort()).toEqual(Object.keys(s.wire.data).sort());
    expect(m.afterLogout.body).toEqual(s.afterLogout.body);
  });

  it('the paying member may open every paywall-gated list on both sides', async () => {
    const results = await onBoth(async (http) => {
      await loginSession(http).login({ user: demoLogins.paying, pass: DEMO_PASSWORD });
      return normalisePermissions(await http.call('getPermissions'));
    });
    expect(results.mocks).toEqual(results.server);
    expect(results.server).toMatchObject({ isPayingMember: true, isFullMember: true, isFreeMember: false });
    expect(results.server.routes['lists/wlm']).toBe(true);
  });

  it('the new profile is younger than 15 days (no home ads) on both sides', async () => {
    const results = await onBoth(async (http) => {
      const profile = await loginSession(http).login({ user: demoLogins.newProfile, pass: DEMO_PASSWORD });
      const permissions = normalisePermissions(await http.call('getPermissions'));
      return { profile, permissions };
    });
    for (const [name, r] of Object.entries(results)) {
      expect(showHomeAds(r.permissions, r.profile, new Date(r.profile.signupDate)), name).toBe(false);
      expect(Date.parse(r.profile.signupDate), name).not.toBeNaN();
    }
  });

  it('Facebook login with a sandbox token logs the member in on both sides', async () => {
    const results = await onBoth(
      async (http) => (await loginSession(http).facebookLogin(`sandbox-${demoLogins.free}`)).data.email,
    );
    expect(results).toEqual({ server: demoLogins.free, mocks: demoLogins.free });
  });
});

describe('contract parity: discovery', { timeout: 30_000 }, () => {
  /** The lists free members do not have, from the contract's catalogue. */
  const gatedLists = listKinds.filter((kind) => !catalogue[listIdOf(kind)].free);
  const errorShape = (e: ApiError) => ({ status: e.status, code: e.code, field: e.field });

  it('a free member meets the paywall on the gated lists, and may open who I like, on both sides', async () => {
    const results = await onBoth(async (http) => {
      await loginSession(http).login({ user: demoLogins.free, pass: DEMO_PASSWORD });
      const gated = [];
      for (const kind of gatedLists)
        gated.push(errorShape(await errorOf(http.call('getList', { params: { kind } }))));
      const mine = await http.call('getList', { params: { kind: 'who-i-like' } });
      return { gated, mine: mine.data.items.length };
    });
    expect(results.mocks.gated).toEqual(results.server.gated);
    expect(results.server.gated[0]).toEqual({ status: 403, code: 'paywall', field: 'kind' });
    for (const r of Object.values(results)) expect(r.mine).toBeGreaterThan(0);
  });

  it('lists, search and feeds page the same way: 12, 16 and 14 a page, cursors to the next page', async () => {
    const results = await onBoth(async (http) => {
      await loginSession(http).login({ user: demoLogins.paying, pass: DEMO_PASSWORD });
      const first = await http.call('getList', { params: { kind: 'who-liked-me' } });
      const second = await http.call('getList', {
        params: { kind: 'who-liked-me' },
        query: { cursor: first.data.nextCursor ?? undefined },
      });
      const search = await http.call('searchMembers', { query: { ageMin: 18, ageMax: 99 } });
      const interested = await http.call('interestedInMeFeed');
      const news = await http.call('newsfeed');
      const overlap = second.data.items.filter((m) => first.data.items.some((f) => f.id === m.id));
      return {
        sizes: [
          first.data.items.length,
          search.data.items.length,
          interested.data.items.length,
          news.data.items.length,
        ],
        more: [first.data.nextCursor !== null, search.data.nextCursor !== null],
        overlap: overlap.length,
      };
    });
    expect(results.mocks.sizes).toEqual(results.server.sizes);
    expect(results.server.sizes).toEqual([12, 16, 14, 14]);
    expect(results.mocks.more).toEqual(results.server.more);
    for (const r of Object.values(results)) expect(r.overlap).toBe(0);
  });

  it('profile view, city lookup and likes answer alike; bad input names the same field', async () => {
    const results = await onBoth(async (http) => {
      const { data } = await loginSession(http).login({ user: demoLogins.paying, pass: DEMO_PASSWORD });
      const someone = (await http.call('searchMembers', { query: {} })).data.items[0];
      if (!someone) throw new Error('search found nobody');
      const profile = await http.call('getProfileView', { params: { id: someone.id } });
      const liked = await http.call('likeMember', { body: { memberId: someone.id } });
      // The same offline table on both sides (@app/demo-data): whole entries, region codes included.
      const cities = [
        ...(await http.call('lookupCities', { query: { q: 'Portl' } })).data.items,
        ...(await http.call('lookupCities', { query: { q: 'san' } })).data.items,
      ];
      const errors = {
        self: errorShape(await errorOf(http.call('likeMember', { body: { memberId: data.id } }))),
        missing: errorShape(await errorOf(http.call('likeMember', { body: { memberId: 987_654 } }))),
        ages: errorShape(await errorOf(http.request('GET', '/api/user/search?ageMin=40&ageMax=30'))),
        both: errorShape(await errorOf(http.request('GET', '/api/user/search?city=Austin&distanceKm=20'))),
        cursor: errorShape(await errorOf(http.request('GET', '/api/user/lists/who-i-like?cursor=nonsense'))),
        noCity: errorShape(await errorOf(http.request('GET', '/api/user/geo/cities?q='))),
      };
      return {
        profile: { id: profile.data.id === someone.id, canLike: profile.data.canLike },
        liked: liked.data.likedByMe,
        cities,
        errors,
      };
    });
    expect(results.mocks.profile).toEqual(results.server.profile);
    expect(results.mocks.liked).toBe(true);
    expect(results.server.liked).toBe(true);
    expect(results.mocks.cities).toEqual(results.server.cities);
    expect(results.server.cities.length).toBeGreaterThan(10);
    expect(results.mocks.errors).toEqual(results.server.errors);
    expect(results.server.errors.ages).toEqual({ status: 400, code: 'invalid_request', field: 'ageMax' });
  });
});

describe('contract parity: messaging', { timeout: 30_000 }, () => {
  const errorShape = (e: ApiError) => ({
    status: e.status,
    code: e.code,
    field: e.field,
    feature: messagingPaywallFeatureOf(e.body) ?? undefined,
  });
  const clientId = () => crypto.randomUUID();
  /** The `index`-th member search finds (each test takes its own, since the server's database is shared). */
  const searched = async (http: HttpClient, index: number) => {
    const member = (await http.call('searchMembers', { query: {} })).data.items[index];
    if (!member) throw new Error(`search found fewer than ${index + 1} members`);
    return member;
  };

  it('the paying member: inbox, thread, send, reply, flirts and hotlist answer alike', async () => {
    const results = await onBoth(async (http) => {
      const { data: me } = await loginSession(http).login({ user: demoLogins.paying, pass: DEMO_PASSWORD });
      const inbox = (await http.call('getInbox')).data;
      const row = inbox.items[0];
      if (!row) throw new Error('the paying member has no threads');
      const opened = (await http.call('getThread', { params: { threadId: row.id } })).data;
      const times = opened.messages.map((m) => m.sentAt);

      const someone = await searched(http, 3);
      const first = clientId();
      const sent = (
        await http.call('sendMessage', {
          body: { recipientId: someone.id, body: '  Hello <b>there</b>  ', clientId: first },
        })
      ).data;
      const again = (
        await http.call('sendMessage', {
          body: { recipientId: someone.id, body: 'Hello <b>there</b>', clientId: first },
        })
      ).data;
      const reply = (
        await http.call('replyToThread', {
          params: { threadId: sent.threadId },
          body: { body: 'And a reply', clientId: clientId() },
        })
      ).data;
      const flirts = (await http.call('getFlirts')).data.items;
      const flirt = (
        await http.call('sendFlirt', {
          body: { recipientId: someone.id, flirtId: 'coffee', clientId: clientId() },
        })
      ).data;
      const thread = (await http.call('getThread', { params: { threadId: sent.threadId } })).data;
      const listed = (await http.call('getInbox')).data.items[0];

      await http.call('addToHotlist', { body: { memberId: someone.id } });
      const hotlist = (await http.call('getHotlist')).data;
      const savedProfile = (await http.call('getProfileView', { params: { id: someone.id } })).data;
      await http.call('removeFromHotlist', { body: { memberId: someone.id } });
      const unsavedProfile = (await http.call('getProfileView', { params: { id: someone.id } })).data;

      const post = (path: string, body: unknown) => errorOf(http.request('POST', path, { body }));
      const errors = {
        self: errorShape(
          await errorOf(
            http.call('sendMessage', {
              body: { recipientId: me.id, body: 'Hi me', clientId: clientId() },
            }),
          ),
        ),
        empty: errorShape(
          await post(mail.sendMessage.path, { recipientId: someone.id, body: '   ', clientId: clientId() }),
        ),
        unknownFlirt: errorShape(
          await post(mail.sendFlirt.path, { recipientId: someone.id, flirtId: 'nope', clientId: clientId() }),
        ),
        missingMember: errorShape(
          await errorOf(
            http.call('sendMessage', { body: { recipientId: 987_654, body: 'Hi', clientId: clientId() } }),
          ),
        ),
        missingThread: errorShape(await errorOf(http.request('GET', '/api/user/mail/threads/nothing-here'))),
        hotlistSelf: errorShape(await errorOf(http.call('addToHotlist', { body: { memberId: me.id } }))),
      };
      return {
        inbox: {
          atMostAPage: inbox.items.length <= INBOX_PAGE_SIZE,
          newestFirst: inbox.items.every(
            (r, i, all) => i === 0 || all[i - 1]!.lastMessageAt >= r.lastMessageAt,
          ),
        },
        opened: {
          member: opened.thread.member.id === row.member.id,
          oldestFirst: times.every((t, i) => i === 0 || times[i - 1]! <= t),
        },
        sent: { fromMe: sent.fromMe, kind: sent.kind, body: sent.body, state: sent.state },
        repeated: again.id === sent.id,
        reply: {
          sameThread: reply.threadId === sent.threadId,
          fromMe: reply.fromMe,
          clientId: reply.clientId !== null,
        },
        flirts,
        flirt: { kind: flirt.kind, body: flirt.body, sameThread: flirt.threadId === sent.threadId },
        thread: thread.messages.slice(-3).map((m) => ({ kind: m.kind, body: m.body, fromMe: m.fromMe })),
        listedFirst: listed?.id === sent.threadId && listed.lastMessagePreview === flirt.body,
        hotlist: hotlist.items[0]?.member.id === someone.id,
        inHotlist: [savedProfile.inHotlist, unsavedProfile.inHotlist],
        errors,
      };
    });
    expect(results.mocks).toEqual(results.server);
    expect(results.server.sent).toEqual({
      fromMe: true,
      kind: 'text',
      body: 'Hello <b>there</b>',
      state: 'sent',
    });
    expect(results.server.flirts).toEqual(cannedFlirts);
    expect(results.server.inHotlist).toEqual([true, false]);
    expect(results.server.errors.empty).toMatchObject({
      status: 400,
      code: 'invalid_request',
      field: 'body',
    });
    expect(results.server.errors.missingThread).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('a free member meets the paywall on send, reply and locked threads, not on flirts and the hotlist', async () => {
    const results = await onBoth(async (http) => {
      await loginSession(http).login({ user: demoLogins.free, pass: DEMO_PASSWORD });
      const rows = (await http.call('getInbox')).data.items;
      const readable = rows.find((r) => !r.locked);
      const locked = rows.find((r) => r.locked);
      if (!readable || !locked) throw new Error('the free member needs a readable and a locked thread');
      const opened = await http.call('getThread', { params: { threadId: readable.id } });
      const someone = await searched(http, 5);
      const flirt = await http.call('sendFlirt', {
        body: { recipientId: someone.id, flirtId: 'wave', clientId: clientId() },
      });
      const saved = await http.call('addToHotlist', { body: { memberId: someone.id } });
      return {
        lockedPreview: locked.lastMessagePreview,
        opened: opened.data.thread.id === readable.id,
        readLocked: errorShape(await errorOf(http.call('getThread', { params: { threadId: locked.id } }))),
        reply: errorShape(
          await errorOf(
            http.call('replyToThread', {
              params: { threadId: readable.id },
              body: { body: 'Hi back', clientId: clientId() },
            }),
          ),
        ),
        send: errorShape(
          await errorOf(
            http.call('sendMessage', {
              body: { recipientId: someone.id, body: 'Hi', clientId: clientId() },
            }),
          ),
        ),
        flirt: flirt.data.kind,
        saved,
      };
    });
    expect(results.mocks).toEqual(results.server);
    expect(results.server).toMatchObject({
      lockedPreview: null,
      readLocked: { status: 403, code: 'paywall', feature: 'readMail' },
      reply: { status: 403, code: 'paywall', feature: 'reply' },
      send: { status: 403, code: 'paywall', feature: 'sendMessage' },
      flirt: 'flirt',
      saved: { success: true },
    });
  });

  it("the viewer's own block refuses every messaging call with 403 blocked, and the unblock lifts it", async () => {
    const results = await onBoth(async (http) => {
      await loginSession(http).login({ user: demoLogins.paying, pass: DEMO_PASSWORD });
      const someone = await searched(http, 4);
      const sent = await http.call('sendMessage', {
        body: { recipientId: someone.id, body: 'Before the block', clientId: clientId() },
      });
      const { threadId } = sent.data;
      await http.call('addToHotlist', { body: { memberId: someone.id } });
      await http.call('blockMember', { body: { memberId: someone.id } });

      const inboxIds = (await http.call('getInbox')).data.items.map((r) => r.id);
      const hotlistIds = (await http.call('getHotlist')).data.items.map((e) => e.member.id);
      const profile = (await http.call('getProfileView', { params: { id: someone.id } })).data;
      const refused = {
        open: errorShape(await errorOf(http.call('getThread', { params: { threadId } }))),
        reply: errorShape(
          await errorOf(
            http.call('replyToThread', {
              params: { threadId },
              body: { body: 'Hi', clientId: clientId() },
            }),
          ),
        ),
        send: errorShape(
          await errorOf(
            http.call('sendMessage', {
              body: { recipientId: someone.id, body: 'Hi', clientId: clientId() },
            }),
          ),
        ),
        flirt: errorShape(
          await errorOf(
            http.call('sendFlirt', {
              body: { recipientId: someone.id, flirtId: 'wave', clientId: clientId() },
            }),
          ),
        ),
        hotlist: errorShape(await errorOf(http.call('addToHotlist', { body: { memberId: someone.id } }))),
      };
      await http.call('unblockMember', { body: { memberId: someone.id } });
      const reopened = await http.call('getThread', { params: { threadId } });
      return {
        inInbox: inboxIds.includes(threadId),
        inHotlist: hotlistIds.includes(someone.id),
        profile: {
          blockedByMe: profile.blockedByMe,
          inHotlist: profile.inHotlist,
          canMessage: profile.canMessage,
        },
        refused,
        reopened: reopened.data.messages.at(-1)?.body,
        backInInbox: (await http.call('getInbox')).data.items.some((r) => r.id === threadId),
      };
    });
    expect(results.mocks).toEqual(results.server);
    expect(results.server).toMatchObject({
      inInbox: false,
      inHotlist: false,
      profile: { blockedByMe: true, inHotlist: false, canMessage: false },
      reopened: 'Before the block',
      backInInbox: true,
    });
    for (const shape of Object.values(results.server.refused))
      expect(shape).toEqual({ status: 403, code: 'blocked', field: undefined, feature: undefined });
  });
});
