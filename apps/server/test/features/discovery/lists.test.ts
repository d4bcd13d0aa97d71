// The five lists: 12 a page, newest first, keyset cursors (page N after page N-1, nothing skipped or repeated,
// even among equal timestamps), the total, the paywall for free members, and views recorded by profile view.
import { apiErrorBody, getProfileView, listPage, paywallHeadline } from '@app/contract';
import type { ListEntry } from '@app/contract';
import { expect, it } from 'vitest';
import { describeBackends, parseBody } from '../../helper.ts';
import {
  addBlocks,
  addLikes,
  addViews,
  allPages,
  insertMembers,
  memberWithClient,
  minutesAgo,
} from './fixtures.ts';

describeBackends('member lists', (backend) => {
  it('pages each list 12 at a time, newest first, with a total, down to the last page', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app, { isFullMember: true });
    const others = await insertMembers(backend, 30);
    const now = Date.now();
    // Every third entry shares its timestamp with the next: the cursor must break ties by member id.
    const at = (i: number) => minutesAgo(i - (i % 3 === 1 ? 1 : 0), now);
    await addViews(
      backend,
      others.map((o, i) => [o, me, at(i)]),
    );
    await addLikes(backend, [
      ...others.map((o, i): [typeof o, typeof me, Date] => [o, me, at(i)]),
      ...others.slice(0, 26).map((o, i): [typeof me, typeof o, Date] => [me, o, at(i + 40)]),
    ]);
    await addBlocks(
      backend,
      others.slice(26).map((o, i) => [me, o, at(i)]),
    );

    const expected: Record<string, { total: number; pageSizes: number[] }> = {
      'who-viewed-me': { total: 26, pageSizes: [12, 12, 2] },
      'who-liked-me': { total: 26, pageSizes: [12, 12, 2] },
      'who-i-like': { total: 26, pageSizes: [12, 12, 2] },
      'mutual-likes': { total: 26, pageSizes: [12, 12, 2] },
      blocklist: { total: 4, pageSizes: [4] },
    };
    for (const [kind, { total, pageSizes }] of Object.entries(expected)) {
      const pages = await allPages<ListEntry>(client, `/api/user/lists/${kind}`);
      for (const page of pages) expect(() => listPage.parse({ data: page }), kind).not.toThrow();
      expect(
        pages.map((p) => p.items.length),
        kind,
      ).toEqual(pageSizes);
      expect(
        pages.map((p) => p.total),
        kind,
      ).toEqual(pages.map(() => total));
      const entries = pages.flatMap((p) => p.items);
      expect(new Set(entries.map((e) => e.id)).size, kind).toBe(total);
      const order = entries.map((e) => [Date.parse(e.at), e.id] as const);
      const sorted = [...order].sort((x, y) => y[0] - x[0] || y[1] - x[1]);
      expect(order, kind).toEqual(sorted);
    }
    // Blocked members are in the blocklist only.
    const blockedIds = others.slice(26).map((o) => o.id);
    const liked = (await allPages<ListEntry>(client, '/api/user/lists/who-liked-me')).flatMap((p) => p.items);
    expect(liked.some((e) => blockedIds.includes(e.id))).toBe(false);
  });

  it('reaches a deep page by its cursor: page 7 of 80 holds the 73rd to 80th entries', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app);
    const others = await insertMembers(backend, 80);
    const now = Date.now();
    await addLikes(
      backend,
      others.map((o, i) => [me, o, minutesAgo(i, now)]),
    );
    const pages = await allPages<ListEntry>(client, '/api/user/lists/who-i-like?limit=12');
    expect(pages).toHaveLength(7);
    expect(pages[6]!.items.map((e) => e.id)).toEqual(others.slice(72).map((o) => o.id));
    expect(pages[6]!.nextCursor).toBeNull();
    expect(pages[6]!.total).toBe(80);
    // A smaller limit is allowed, a larger one named as the bad field.
    const small = parseBody(listPage, await client.get('/api/user/lists/who-i-like?limit=5')).data;
    expect(small.items.map((e) => e.id)).toEqual(others.slice(0, 5).map((o) => o.id));
    const tooMany = await client.get('/api/user/lists/who-i-like?limit=13');
    expect(parseBody(apiErrorBody, tooMany).error.field).toBe('limit');
  });

  it('counts the total on page 1 and carries it down the walk; a fresh page 1 counts again', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app);
    const [late, ...others] = await insertMembers(backend, 20);
    const now = Date.now();
    await addLikes(
      backend,
      others.map((o, i) => [me, o, minutesAgo(i + 10, now)]),
    );
    const first = parseBody(listPage, await client.get('/api/user/lists/who-i-like')).data;
    expect(first.total).toBe(19);
    // A like made while the member pages down does not change the total of that walk (no recount per page) ...
    await addLikes(backend, [[me, late!, minutesAgo(0, now)]]);
    const cursor = encodeURIComponent(first.nextCursor!);
    const second = parseBody(listPage, await client.get(`/api/user/lists/who-i-like?cursor=${cursor}`)).data;
    expect(second.items.map((e) => e.id)).toEqual(others.slice(12).map((o) => o.id));
    expect(second.total).toBe(19);
    // ... and page 1 asked again counts it.
    expect(parseBody(listPage, await client.get('/api/user/lists/who-i-like')).data.total).toBe(20);
  });

  it('leaves disabled profiles out of the lists and their totals', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app, { isFullMember: true });
    const [active, disabled] = await insertMembers(backend, 2, (i) => ({
      disabledAt: i ? new Date() : null,
    }));
    await addLikes(backend, [
      [active!, me],
      [disabled!, me],
    ]);
    await addViews(backend, [[disabled!, me]]);
    const liked = parseBody(listPage, await client.get('/api/user/lists/who-liked-me')).data;
    expect(liked.items.map((e) => e.id)).toEqual([active!.id]);
    expect(liked.total).toBe(1);
    expect(parseBody(listPage, await client.get('/api/user/lists/who-viewed-me')).data.total).toBe(0);
  });

  it('answers 400 naming the field for an unknown list or a cursor that is not ours', async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app);
    const unknown = await client.get('/api/user/lists/who-knows');
    expect(unknown.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, unknown).error.field).toBe('kind');
    for (const cursor of ['not-a-cursor', Buffer.from('["yesterday",3]').toString('base64url')]) {
      const response = await client.get(`/api/user/lists/who-i-like?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(parseBody(apiErrorBody, response).error).toMatchObject({
        code: 'invalid_request',
        field: 'cursor',
      });
    }
  });

  it('sends a free member to the paywall for viewed me, liked me, mutual likes and the blocklist', async () => {
    const app = await backend.build();
    const free = await memberWithClient(backend, app, { isFullMember: false, isPayingMember: false });
    const [admirer] = await insertMembers(backend, 1);
    await addLikes(backend, [[admirer!, free.member]]);
    const headlines = {
      'who-viewed-me': 'viewedMe',
      'who-liked-me': 'likedMe',
      'mutual-likes': 'mutualLikes',
      blocklist: 'blocklist',
    } as const;
    for (const [kind, headline] of Object.entries(headlines)) {
      const response = await free.client.get(`/api/user/lists/${kind}`);
      expect(response.statusCode, kind).toBe(403);
      expect(parseBody(apiErrorBody, response).error, kind).toEqual({
        code: 'paywall',
        message: paywallHeadline(headline),
        field: 'kind',
      });
    }
    expect((await free.client.get('/api/user/lists/who-i-like')).statusCode).toBe(200);
    const paying = await memberWithClient(backend, app, { isFullMember: true, isPayingMember: true });
    expect((await paying.client.get('/api/user/lists/who-liked-me')).statusCode).toBe(200);
  });

  it('records a view when a member opens a profile: the latest time, once per viewer', async () => {
    const app = await backend.build();
    const viewer = await memberWithClient(backend, app, { gender: 'man', seeking: ['woman'] });
    const viewed = await memberWithClient(backend, app, { isFullMember: true, isPayingMember: true });
    const empty = parseBody(listPage, await viewed.client.get('/api/user/lists/who-viewed-me')).data;
    expect(empty.total).toBe(0);

    const opened = await viewer.client.get(`/api/user/profiles/${viewed.member.id}`);
    expect(opened.statusCode).toBe(200);
    expect(parseBody(getProfileView.response, opened).data.id).toBe(viewed.member.id);
    const first = parseBody(listPage, await viewed.client.get('/api/user/lists/who-viewed-me')).data;
    expect(first.items.map((e) => e.id)).toEqual([viewer.member.id]);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await viewer.client.get(`/api/user/profiles/${viewed.member.id}`);
    const again = parseBody(listPage, await viewed.client.get('/api/user/lists/who-viewed-me')).data;
    expect(again.total).toBe(1);
    expect(Date.parse(again.items[0]!.at)).toBeGreaterThan(Date.parse(first.items[0]!.at));
  });
});
