import { buildPath, getList, listPage, newsfeedPage, profileDetail, searchPage } from '@app/contract';
import type { ListKind } from '@app/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paywalledListsForFreeMembers } from '../access.ts';
import { createHandlerGroups } from '../groups.ts';
import { memberIds } from '../factories.ts';
import { discoveryScenarios, sessionStore } from '../scenarios.ts';
import { createDiscoveryHandlers } from './handlers.ts';
import { discoveryFixtures } from './fixtures.ts';
import { createMemberSummary } from './factories.ts';
import { MemberNotFoundError } from '../errors.ts';
import { createCommunity } from './community.ts';
import type { Community } from './community.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const origin = 'http://localhost';
const get = (path: string) => fetch(`${origin}${path}`);
const post = (path: string, body: unknown) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const listOf = async (kind: ListKind, cursor?: string) => {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const response = await get(`${buildPath(getList.path, { kind })}${query}`);
  expect(response.status).toBe(200);
  return listPage.parse(await response.json()).data;
};
const idsOf = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

/** Serve a fresh store (viewer 1) and return it to look inside. */
function serve(options: Parameters<typeof createCommunity>[0] = {}): Community {
  const community = createCommunity(options);
  server.use(...createDiscoveryHandlers({ community }));
  return community;
}
/** A member unrelated to viewer 1: no like, view or block either way. */
function stranger(store: Community): number {
  for (let id = 2; ; id += 1) {
    const rel = store.summaryFor(1, id);
    if (!rel.likedByMe && !rel.likesMe && !store.isBlocked(1, id) && !store.hasViewed(id, 1)) return id;
  }
}

describe('discovery handlers', () => {
  it('shows a like in who-i-like at once, and a like back as a mutual match', async () => {
    const store = serve();
    const id = stranger(store);
    const liked = await post('/api/user/likes/add', { memberId: id });
    expect(await liked.json()).toEqual({
      success: true,
      data: { memberId: id, likedByMe: true, mutual: false },
    });
    expect(idsOf(await listOf('who-i-like'))[0]).toBe(id);
    expect(idsOf(await listOf('mutual-likes'))).not.toContain(id);

    store.like(id, 1);
    expect(idsOf(await listOf('who-liked-me'))[0]).toBe(id);
    const mutual = await listOf('mutual-likes');
    expect(mutual.items[0]).toMatchObject({ id, likedByMe: true, likesMe: true });

    await post('/api/user/likes/remove', { memberId: id });
    expect(idsOf(await listOf('who-i-like'))).not.toContain(id);
    expect(idsOf(await listOf('mutual-likes'))).not.toContain(id);
  });

  it('hides a blocked member both ways and lists them in the blocklist only', async () => {
    const store = serve();
    const id = idsOf(await listOf('who-liked-me'))[0] as number;
    const block = await post('/api/user/blocklist/add', { memberId: id });
    expect(block.status).toBe(200);

    expect(idsOf(await listOf('blocklist'))[0]).toBe(id);
    for (const kind of ['who-viewed-me', 'who-liked-me', 'who-i-like', 'mutual-likes'] as const) {
      expect(idsOf(await listOf(kind))).not.toContain(id);
    }
    const everyone = searchPage.parse(await (await get('/api/user/search?limit=16')).json()).data;
    expect(everyone.total).toBe(store.search(1, { ageMin: 18, ageMax: 99, limit: 200 }).items.length);
    expect(store.search(1, { ageMin: 18, ageMax: 99, limit: 200 }).items.map((m) => m.id)).not.toContain(id);
    // The blocked member's side: the blocker is gone from their search and profile view, and cannot be liked.
    expect(store.search(id, { ageMin: 18, ageMax: 99, limit: 200 }).items.map((m) => m.id)).not.toContain(1);
    expect(() => store.viewProfile(id, 1)).toThrow();
    expect(() => store.like(id, 1)).toThrow(MemberNotFoundError);
    expect(() => store.unlike(id, 1)).toThrow(MemberNotFoundError);
    // The blocker still opens the profile, marked blocked, without actions and without recording a view.
    const profile = profileDetail.parse((await (await get(`/api/user/profiles/${id}`)).json()).data);
    expect(profile).toMatchObject({ blockedByMe: true, canLike: false, canMessage: false });
    expect(store.hasViewed(1, id)).toBe(false);
    expect((await post('/api/user/likes/add', { memberId: id })).status).toBe(403);

    await post('/api/user/blocklist/remove', { memberId: id });
    expect(idsOf(await listOf('blocklist'))).not.toContain(id);
  });

  it('answers 404 to a member opening the profile of someone who blocked them', async () => {
    const store = serve();
    const blocker = [...Array(120).keys()].find((id) => store.hasBlocked(id, 1));
    expect(blocker).toBeDefined();
    const response = await get(`/api/user/profiles/${blocker}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('records a view when a profile is opened, shown in their who-viewed-me', async () => {
    const store = serve();
    const id = stranger(store);
    const response = await get(`/api/user/profiles/${id}`);
    const profile = profileDetail.parse((await response.json()).data);
    expect(profile.id).toBe(id);
    expect(profile.sections.map((s) => s.id)).toEqual(['looking-for', 'lifestyle', 'details']);
    expect(store.list(id, 'who-viewed-me', { limit: 12 }).items[0]?.id).toBe(1);
  });

  it('pages a list 12 at a time by cursor, without gaps or repeats', async () => {
    serve();
    const first = await listOf('who-viewed-me');
    expect(first.items).toHaveLength(12);
    expect(first.total).toBeGreaterThan(24);
    const seen = [...idsOf(first)];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await listOf('who-viewed-me', cursor);
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    const times = first.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('rejects a cursor it did not issue and a limit over the page size, naming the field', async () => {
    serve();
    const bad = await get('/api/user/lists/who-i-like?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_request', field: 'cursor' } });
    const tooMany = await get('/api/user/lists/who-i-like?limit=50');
    expect((await tooMany.json()).error.field).toBe('limit');
    expect((await get('/api/user/lists/everyone')).status).toBe(400);
  });

  it('searches 16 a page with a total, applying the filters', async () => {
    const store = serve();
    const response = await get('/api/user/search?ageMin=25&ageMax=45&hasPhoto=true&verified=1');
    const page = searchPage.parse(await response.json()).data;
    expect(page.items.length).toBeLessThanOrEqual(16);
    expect(page.total).toBeGreaterThan(0);
    for (const member of page.items) {
      expect(member.age).toBeGreaterThanOrEqual(25);
      expect(member.age).toBeLessThanOrEqual(45);
      expect(member.photoUrl).not.toBeNull();
      expect(member.verified).toBe(true);
    }
    const all = searchPage.parse(await (await get('/api/user/search')).json()).data;
    expect(all.items).toHaveLength(16);
    expect(all.total).toBe(store.search(1, { ageMin: 18, ageMax: 99, limit: 1000 }).items.length);
    const near = searchPage.parse(await (await get('/api/user/search?distanceKm=100')).json()).data;
    for (const member of near.items) expect(member.distanceKm).toBeLessThanOrEqual(100);
  });

  it('answers 400 naming ageMax when the age range is upside down', async () => {
    serve();
    const response = await get('/api/user/search?ageMin=40&ageMax=30');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request', field: 'ageMax' } });
  });

  it('looks cities up from the offline list, at most ten', async () => {
    serve();
    const response = await get('/api/user/geo/cities?q=san');
    const { items } = (await response.json()).data as { items: { name: string }[] };
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThanOrEqual(10);
    for (const city of items) expect(city.name.toLowerCase()).toContain('san');
    expect(items[0]?.name).toBe('San Antonio');
    expect((await get('/api/user/geo/cities?q=')).status).toBe(400);
  });

  it('stores a report and names the text field when it is too long', async () => {
    const store = serve();
    const ok = await post('/api/user/report', { memberId: 7, reason: 'spam', text: '  Sends links  ' });
    expect(ok.status).toBe(200);
    expect(store.reports).toEqual([
      expect.objectContaining({ memberId: 7, reason: 'spam', text: 'Sends links' }),
    ]);
    const tooLong = await post('/api/user/report', { memberId: 7, reason: 'other', text: 'x'.repeat(1001) });
    expect(await tooLong.json()).toMatchObject({ error: { field: 'text' } });
    const self = await post('/api/user/likes/add', { memberId: 1 });
    expect(await self.json()).toMatchObject({ error: { code: 'invalid_request', field: 'memberId' } });
  });

  it('serves both interest feeds at 14 items, newest first', async () => {
    serve();
    const feed = listPage.parse(await (await get('/api/user/feeds/interested-in-me')).json()).data;
    expect(feed.items).toHaveLength(14);
    const news = newsfeedPage.parse(await (await get('/api/user/feeds/newsfeed')).json()).data;
    expect(news.items).toHaveLength(14);
    expect(new Set(news.items.map((item) => item.kind))).toEqual(
      new Set(['new_member', 'photo_added', 'verified']),
    );
    const times = news.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('discovery scenarios', () => {
  it('puts the gated lists behind the paywall for a free member', async () => {
    server.use(...discoveryScenarios.freeMember());
    for (const kind of paywalledListsForFreeMembers) {
      const response = await get(buildPath(getList.path, { kind }));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'paywall' } });
    }
    expect((await get('/api/user/lists/who-i-like')).status).toBe(200);
  });

  it('starts a new member with empty lists', async () => {
    server.use(...discoveryScenarios.emptyLists());
    const page = await listOf('who-liked-me');
    expect(page).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('fails the lists with a 500 error body', async () => {
    server.use(...discoveryScenarios.listsError());
    const response = await get('/api/user/lists/who-i-like');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: 'internal_error' } });
  });
});

describe('discovery fixtures', () => {
  it('are the same on every call (fixed seed and now)', () => {
    expect(createMemberSummary({ id: 3 })).toEqual(createMemberSummary({ id: 3 }));
    expect(discoveryFixtures.listPage('who-liked-me')).toEqual(discoveryFixtures.listPage('who-liked-me'));
    expect(createMemberSummary({ id: 3 })).not.toEqual(createMemberSummary({ id: 4 }));
  });

  it('include members without photos and members online recently', () => {
    const page = discoveryFixtures.searchPage();
    const everyone = createCommunity().search(1, { ageMin: 18, ageMax: 99, limit: 200 }).items;
    expect(everyone.some((m) => m.photoUrl === null)).toBe(true);
    expect(everyone.some((m) => m.onlineRecently)).toBe(true);
    expect(page.items).toHaveLength(16);
  });
});

describe('discovery in the session scenarios', () => {
  it('serves the logged-in member: paywall for a free member, open lists for a paying one, 401 logged out', async () => {
    const db = sessionStore();
    server.use(...createHandlerGroups(db).discovery);
    db.sessionMemberId = memberIds.free;
    expect((await get('/api/user/lists/who-viewed-me')).status).toBe(403);
    const mine = await listOf('who-i-like');
    expect(mine.total).toBeGreaterThan(12);

    db.sessionMemberId = memberIds.paying;
    const viewedPaying = await listOf('who-viewed-me');
    expect(viewedPaying.items).toHaveLength(12);
    const id = viewedPaying.items[0]?.id as number;
    await post('/api/user/likes/add', { memberId: id });
    expect(idsOf(await listOf('who-i-like'))[0]).toBe(id);

    db.sessionMemberId = null;
    const anonymous = await get('/api/user/search');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });
});
