// Blocking hides both ways: after A blocks B, neither sees the other in any list, search result or feed, B cannot
// open A's profile (404), and neither can like the other. Reports are stored.
import {
  apiErrorBody,
  blockMember,
  feedPage,
  getProfileView,
  likeMember,
  listPage,
  newsfeedPage,
  reportMember,
  searchPage,
  unblockMember,
  unlikeMember,
} from '@app/contract';
import { expect, it } from 'vitest';
import { createRepositories } from '../../../src/plugins/app/repositories.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, parseBody } from '../../helper.ts';
import { addLikes, addViews, memberWithClient } from './fixtures.ts';

/** Every member id `client` can see anywhere: the five lists, search, both feeds. */
async function everywhere(client: TestClient): Promise<Record<string, number[]>> {
  const seen: Record<string, number[]> = {};
  for (const kind of ['who-viewed-me', 'who-liked-me', 'who-i-like', 'mutual-likes']) {
    seen[kind] = parseBody(listPage, await client.get(`/api/user/lists/${kind}`)).data.items.map((m) => m.id);
  }
  seen.search = parseBody(searchPage, await client.get('/api/user/search')).data.items.map((m) => m.id);
  seen.interested = parseBody(feedPage, await client.get('/api/user/feeds/interested-in-me')).data.items.map(
    (m) => m.id,
  );
  seen.newsfeed = parseBody(newsfeedPage, await client.get('/api/user/feeds/newsfeed')).data.items.map(
    (e) => e.member.id,
  );
  return seen;
}

/** The totals `client` is shown: search, interested in me and the newsfeed. */
async function totalsOf(client: TestClient) {
  return {
    search: parseBody(searchPage, await client.get('/api/user/search')).data.total,
    interested: parseBody(feedPage, await client.get('/api/user/feeds/interested-in-me')).data.total,
    newsfeed: parseBody(newsfeedPage, await client.get('/api/user/feeds/newsfeed')).data.total,
  };
}

const inEvery = (seen: Record<string, number[]>, id: number) =>
  Object.fromEntries(Object.entries(seen).map(([where, ids]) => [where, ids.includes(id)]));

describeBackends('blocking', (backend) => {
  async function pair() {
    const app = await backend.build();
    const full = { isFullMember: true, isPayingMember: true };
    const a = await memberWithClient(backend, app, { ...full, gender: 'woman', seeking: ['man'] });
    const b = await memberWithClient(backend, app, { ...full, gender: 'man', seeking: ['woman'] });
    // Each liked and viewed the other: they appear in all of each other's lists.
    await addLikes(backend, [
      [a.member, b.member],
      [b.member, a.member],
    ]);
    await addViews(backend, [
      [a.member, b.member],
      [b.member, a.member],
    ]);
    return { app, a, b };
  }

  it('hides the two members from each other everywhere, from both sides', async () => {
    const { a, b } = await pair();
    const all = { ...Object.fromEntries(Object.keys(await everywhere(a.client)).map((k) => [k, true])) };
    expect(inEvery(await everywhere(a.client), b.member.id)).toEqual(all);
    expect(inEvery(await everywhere(b.client), a.member.id)).toEqual(all);

    const blocked = await a.client.post(blockMember.path, { memberId: b.member.id });
    expect(parseBody(blockMember.response, blocked).data).toEqual({ memberId: b.member.id, blocked: true });

    const none = Object.fromEntries(Object.keys(all).map((k) => [k, false]));
    expect(inEvery(await everywhere(a.client), b.member.id)).toEqual(none);
    expect(inEvery(await everywhere(b.client), a.member.id)).toEqual(none);
    const blocklist = parseBody(listPage, await a.client.get('/api/user/lists/blocklist')).data;
    expect(blocklist.items.map((m) => m.id)).toEqual([b.member.id]);
    expect(parseBody(listPage, await b.client.get('/api/user/lists/blocklist')).data.total).toBe(0);
  });

  it('counts a block and its undoing in both members’ totals at once, though the totals are cached', async () => {
    const { a, b } = await pair();
    const before = { a: await totalsOf(a.client), b: await totalsOf(b.client) };
    const less = (totals: typeof before.a) =>
      Object.fromEntries(Object.entries(totals).map(([where, total]) => [where, total - 1]));

    await a.client.post(blockMember.path, { memberId: b.member.id });
    expect(await totalsOf(a.client)).toEqual(less(before.a));
    expect(await totalsOf(b.client)).toEqual(less(before.b));

    await a.client.post(unblockMember.path, { memberId: b.member.id });
    expect(await totalsOf(a.client)).toEqual(before.a);
    expect(await totalsOf(b.client)).toEqual(before.b);
  });

  it('the blocked member cannot open the profile (404); the blocker sees it only to undo the block', async () => {
    const { a, b } = await pair();
    await a.client.post(blockMember.path, { memberId: b.member.id });

    const fromB = await b.client.get(`/api/user/profiles/${a.member.id}`);
    expect(fromB.statusCode).toBe(404);
    expect(parseBody(apiErrorBody, fromB).error.code).toBe('not_found');

    const fromA = parseBody(getProfileView.response, await a.client.get(`/api/user/profiles/${b.member.id}`));
    expect(fromA.data).toMatchObject({ blockedByMe: true, canLike: false, canMessage: false });
  });

  it('refuses likes across a block in both directions and removes the likes between them', async () => {
    const { app, a, b } = await pair();
    await a.client.post(blockMember.path, { memberId: b.member.id });
    // The blocker is told they made the block (so the site can offer to undo it).
    const refused = await a.client.post(likeMember.path, { memberId: b.member.id });
    expect(refused.statusCode).toBe(403);
    expect(parseBody(apiErrorBody, refused).error.code).toBe('blocked');
    // The blocked member gets exactly what a member who does not exist gives: the block is never revealed.
    const nobody = await b.client.post(likeMember.path, { memberId: 2_000_000_000 });
    for (const path of [likeMember.path, unlikeMember.path]) {
      const hidden = await b.client.post(path, { memberId: a.member.id });
      expect(hidden.statusCode, path).toBe(404);
      expect(parseBody(apiErrorBody, hidden)).toEqual(parseBody(apiErrorBody, nobody));
      expect(parseBody(apiErrorBody, hidden).error.code).toBe('not_found');
    }
    const repos = createRepositories(backend.db);
    expect(await repos.blocks.isBlockedEitherWay(a.member.id, b.member.id)).toBe(true);
    expect(await repos.blocks.isBlockedEitherWay(b.member.id, a.member.id)).toBe(true);

    // Unblocking shows them again, but the likes the block removed stay removed.
    const undone = await a.client.post(unblockMember.path, { memberId: b.member.id });
    expect(parseBody(unblockMember.response, undone).data.blocked).toBe(false);
    expect(await app.repos.blocks.isBlockedEitherWay(a.member.id, b.member.id)).toBe(false);
    const seen = await everywhere(a.client);
    expect(seen.search).toContain(b.member.id);
    expect(seen['who-viewed-me']).toContain(b.member.id);
    expect(seen['who-liked-me']).not.toContain(b.member.id);
    expect(seen['mutual-likes']).not.toContain(b.member.id);
    expect((await b.client.post(likeMember.path, { memberId: a.member.id })).statusCode).toBe(200);
  });

  it('stores a report; a member who blocked the reporter cannot be reported (404)', async () => {
    const { app, a, b } = await pair();
    const reported = await a.client.post(reportMember.path, {
      memberId: b.member.id,
      reason: 'fake_profile',
      text: '  Photos are from a stock site  ',
    });
    const { reportId } = parseBody(reportMember.response, reported).data;
    expect(await app.repos.reports.about(b.member.id)).toMatchObject([
      { id: reportId, reporterId: a.member.id, reason: 'fake_profile', text: 'Photos are from a stock site' },
    ]);

    await a.client.post(blockMember.path, { memberId: b.member.id });
    expect(
      (await b.client.post(reportMember.path, { memberId: a.member.id, reason: 'spam' })).statusCode,
    ).toBe(404);
    // The blocker may still report the member they blocked.
    expect(
      (await a.client.post(reportMember.path, { memberId: b.member.id, reason: 'scam' })).statusCode,
    ).toBe(200);

    const badReason = await a.client.post(reportMember.path, { memberId: b.member.id, reason: 'rude' });
    expect(parseBody(apiErrorBody, badReason).error).toMatchObject({
      code: 'invalid_request',
      field: 'reason',
    });
    const self = await a.client.post(reportMember.path, { memberId: a.member.id, reason: 'spam' });
    expect(parseBody(apiErrorBody, self).error.field).toBe('memberId');
  });

  it('blocking yourself or a missing member is refused', async () => {
    const { a } = await pair();
    expect((await a.client.post(blockMember.path, { memberId: a.member.id })).statusCode).toBe(400);
    expect((await a.client.post(blockMember.path, { memberId: a.member.id + 999 })).statusCode).toBe(404);
  });
});
