// The site's real server renderer (entry-server.tsx) over the real server's API (PGlite, answered in-process as the
// site routes do), two members' pages rendered at the same time in one process: each page and its dehydrated state
// hold only its own member's data. The renders are interleaved on purpose: the first one's API calls are held back
// until the second render has started, so a renderer that shared state between renders (one fetch, one client core,
// a poller's request in flight) would answer one member's calls with the other's data, and a renderer that still ran
// renders one at a time would never let the second start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app.ts';
import type { DatabaseHandle } from '../../../server/src/db/database.ts';
import { openDatabase } from '../../../server/src/db/database.ts';
import { members } from '../../../server/src/db/schema.ts';
import type { RenderResult } from '../../../server/src/features/site/site-renderer.ts';
import { inProcessFetch } from '../../../server/src/features/site/site-renderer.ts';
import { TEST_PASSWORD, loginAs, migratedPgliteSnapshot, testConfig } from '../../../server/test/helper.ts';
import { hashPassword } from '../../../server/src/features/session/password.ts';
import { render } from '../entry-server';
import { session } from '../lib/client';

let database: DatabaseHandle;
let app: FastifyInstance;
const dataDir = mkdtempSync(join(tmpdir(), 'site-ssr-test-'));

beforeAll(async () => {
  // The server tests' migrated PGlite snapshot, in memory; the page's API answered by the real app in-process.
  database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteSnapshot() });
  app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    database,
    seedDemo: false,
    prepareDatabase: true,
    logger: false,
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function createMember(displayName: string) {
  const [row] = await database.db
    .insert(members)
    .values({
      email: `${displayName.toLowerCase()}@test.example`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      displayName,
      birthdate: '1990-06-15',
      gender: 'woman',
      seeking: ['man'],
      city: 'Austin',
      region: 'TX',
      avatarSeed: displayName,
    })
    .returning();
  if (!row) throw new Error('member insert returned nothing');
  return row;
}

/** The in-process fetch of a page request carrying `cookies`, as the site routes give the renderer. */
function memberFetch(cookies: Record<string, string>): typeof fetch {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return inProcessFetch(app, { ip: '127.0.0.1', headers: { cookie } } as FastifyRequest);
}

/** A promise and the function that resolves it. */
function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fired, fire };
}

/** A rendered page's style elements (its head also holds its own photos' preloads). */
const styles = (rendered: { head: string }) => rendered.head.replace(/^(?:<link\b[^>]*>)*/, '');

const page = (result: RenderResult) => {
  if (result.kind !== 'page') throw new Error(`expected a rendered page, got ${JSON.stringify(result)}`);
  return result;
};

it(
  'keeps two members’ pages rendered at the same time each to its own member',
  { timeout: 60_000 },
  async () => {
    // Two members, each liking one other member: their "who I like" lists (open to free members) differ.
    const ada = await createMember('Adaline');
    const bo = await createMember('Bohumil');
    const adasLike = await createMember('Cordelia');
    const bosLike = await createMember('Desmond');
    const adaClient = await loginAs(app, ada.email);
    const boClient = await loginAs(app, bo.email);
    for (const [client, liked] of [
      [adaClient, adasLike],
      [boClient, bosLike],
    ] as const) {
      const like = await client.post('/api/user/likes/add', { memberId: liked.id });
      expect(like.statusCode, like.body).toBe(200);
    }

    const boStarted = signal();
    const adaFetch = memberFetch(adaClient.cookies);
    const boFetch = memberFetch(boClient.cookies);
    const adaCalls: string[] = [];
    const boCalls: string[] = [];
    const tooLate = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error('the second render never started: renders ran one at a time')),
        20_000,
      ).unref(),
    );
    tooLate.catch(() => undefined);
    const held: typeof fetch = async (input, init) => {
      adaCalls.push(String(input));
      await Promise.race([boStarted.fired, tooLate]);
      return adaFetch(input, init);
    };
    const watched: typeof fetch = (input, init) => {
      boCalls.push(String(input));
      boStarted.fire();
      return boFetch(input, init);
    };

    const adaRender = render({ url: '/lists/wyl', fetch: held });
    const boRender = render({ url: '/lists/wyl', fetch: watched });
    const [adaPage, boPage] = [page(await adaRender), page(await boRender)];

    for (const [own, match, other, othersMatch, rendered] of [
      [ada, adasLike, bo, bosLike, adaPage],
      [bo, bosLike, ada, adasLike, boPage],
    ] as const) {
      // The session's profile and the list are this member's.
      expect(rendered.state).toContain(`{"data":{"id":${own.id},"email":"${own.email}"`);
      expect(rendered.state).toContain(`"name":"${match.displayName}"`);
      expect(rendered.html).toContain(match.displayName);
      for (const foreign of [other.email, other.displayName, othersMatch.displayName]) {
        expect(rendered.state).not.toContain(foreign);
        expect(rendered.html).not.toContain(foreign);
      }
    }
    // Each render made its calls through its own request's fetch.
    expect(adaCalls).toContain('/api/user/profile');
    expect(boCalls).toContain('/api/user/profile');
    // Each style sheet holds the whole page's styles, as a render alone gets them: none went to the other's sheet.
    const alone = page(await render({ url: '/lists/wyl', fetch: adaFetch }));
    expect(styles(alone)).toContain('<style');
    expect(styles(adaPage)).toBe(styles(alone));
    expect(styles(boPage)).toBe(styles(alone));
    expect(alone.html).toBe(adaPage.html);
  },
);

it('refuses the client core outside a render: on the server it belongs to no request', () => {
  expect(() => session.currentProfile()).toThrow('used outside a server render');
});
