// Likes and mutual matches: both directions make a match for both members, counters follow, and bad input is
// answered with 400 naming the field.
import { apiErrorBody, getCounters, getList, likeMember, listPage, unlikeMember } from '@app/contract';
import { expect, it } from 'vitest';
import { describeBackends, parseBody } from '../../helper.ts';
import type { TestClient } from '../../helper.ts';
import { addLikes, insertMembers, memberWithClient, minutesAgo } from './fixtures.ts';

const list = async (client: TestClient, kind: string) =>
  parseBody(listPage, await client.get(`/api/user/lists/${kind}`)).data;
const counters = async (client: TestClient) => {
  const { data } = parseBody(getCounters.response, await client.get(getCounters.path));
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, Number(value)]));
};

describeBackends('likes and mutual matches', (backend) => {
  it('a like in both directions is a mutual match for both members, and counters follow', async () => {
    const app = await backend.build();
    const a = await memberWithClient(backend, app, { isFullMember: true, gender: 'woman', seeking: ['man'] });
    const b = await memberWithClient(backend, app, { isFullMember: true, gender: 'man', seeking: ['woman'] });

    const first = parseBody(
      likeMember.response,
      await a.client.post(likeMember.path, { memberId: b.member.id }),
    );
    expect(first.data).toEqual({ memberId: b.member.id, likedByMe: true, mutual: false });
    // Each list's cards carry both flags: the one the list implies, and the other as it stands.
    const flags = async (client: TestClient, kind: string) =>
      (await list(client, kind)).items.map((m) => [m.id, m.likedByMe, m.likesMe]);
    expect(await flags(a.client, 'who-i-like')).toEqual([[b.member.id, true, false]]);
    expect(await flags(b.client, 'who-liked-me')).toEqual([[a.member.id, false, true]]);
    expect((await list(a.client, 'mutual-likes')).total).toBe(0);

    const back = parseBody(
      likeMember.response,
      await b.client.post(likeMember.path, { memberId: a.member.id }),
    );
    expect(back.data.mutual).toBe(true);
    const mutualOfA = await list(a.client, 'mutual-likes');
    const mutualOfB = await list(b.client, 'mutual-likes');
    expect(mutualOfA.items.map((m) => m.id)).toEqual([b.member.id]);
    expect(mutualOfB.items.map((m) => m.id)).toEqual([a.member.id]);
    expect(mutualOfA.items[0]).toMatchObject({ likedByMe: true, likesMe: true });
    expect(await flags(a.client, 'who-i-like')).toEqual([[b.member.id, true, true]]);
    expect(await flags(a.client, 'who-liked-me')).toEqual([[b.member.id, true, true]]);
    expect(await counters(a.client)).toMatchObject({ whoILike: 1, whoLikedMe: 1, mutualLikes: 1 });

    // Liking twice is harmless; unliking ends the match for both and the counters drop.
    expect((await a.client.post(likeMember.path, { memberId: b.member.id })).statusCode).toBe(200);
    const undone = parseBody(
      unlikeMember.response,
      await a.client.post(unlikeMember.path, { memberId: b.member.id }),
    );
    expect(undone.data).toEqual({ memberId: b.member.id, likedByMe: false, mutual: false });
    expect((await list(a.client, 'mutual-likes')).total).toBe(0);
    expect((await list(b.client, 'mutual-likes')).total).toBe(0);
    expect((await list(a.client, 'who-i-like')).total).toBe(0);
    expect((await list(a.client, 'who-liked-me')).items.map((m) => m.id)).toEqual([b.member.id]);
    expect(await counters(a.client)).toMatchObject({ whoILike: 0, whoLikedMe: 1, mutualLikes: 0 });
  });

  it('mutual likes are ordered by the later of the two likes', async () => {
    const app = await backend.build();
    const me = await memberWithClient(backend, app, { isFullMember: true });
    const [early, late] = await insertMembers(backend, 2);
    // `early` liked me long ago, I like them now; `late` liked me recently, I liked them before that.
    await addLikes(backend, [
      [early!, me.member, minutesAgo(500)],
      [late!, me.member, minutesAgo(5)],
    ]);
    await me.client.post(likeMember.path, { memberId: late!.id });
    await me.client.post(likeMember.path, { memberId: early!.id });
    const page = await list(me.client, 'mutual-likes');
    expect(page.items.map((m) => m.id)).toEqual([early!.id, late!.id]);
    expect(Date.parse(page.items[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses liking yourself or a missing member, and names the bad field', async () => {
    const app = await backend.build();
    const { member, client } = await memberWithClient(backend, app);

    const self = await client.post(likeMember.path, { memberId: member.id });
    expect(self.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, self).error).toMatchObject({ code: 'invalid_request', field: 'memberId' });

    const missing = await client.post(likeMember.path, { memberId: member.id + 1000 });
    expect(missing.statusCode).toBe(404);
    expect(parseBody(apiErrorBody, missing).error.code).toBe('not_found');

    for (const body of [{ memberId: 'seven' }, {}, { memberId: -3 }]) {
      const bad = await client.post(likeMember.path, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(parseBody(apiErrorBody, bad).error.field).toBe('memberId');
    }
    const unauthenticated = await app.inject({
      method: 'GET',
      url: getList.path.replace(':kind', 'who-i-like'),
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('a disabled member cannot be liked', async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app);
    const [gone] = await insertMembers(backend, 1, () => ({ disabledAt: new Date() }));
    expect((await client.post(likeMember.path, { memberId: gone!.id })).statusCode).toBe(404);
  });
});
