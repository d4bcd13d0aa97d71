// The demo community gives the demo logins discovery lists worth showing: more than one page where paging matters,
// members who blocked the free member (hidden from them everywhere), and a newsfeed spread over time.
import { listPage, newsfeedPage, searchPage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blocks, members } from '../../../src/db/schema.ts';
import { DEMO_PASSWORD, demoLogins, seedDemoCommunity } from '../../../src/seed/demo.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';
import { allPages } from './fixtures.ts';

describeBackends('demo community discovery', (backend) => {
  it('pages the demo logins’ lists and hides the members who blocked the free member', async () => {
    await seedDemoCommunity(backend.db);
    const app = await backend.build();

    const paying = await loginAs(app, demoLogins.paying, DEMO_PASSWORD);
    const mutual = await allPages(paying, '/api/user/lists/mutual-likes');
    expect(mutual.length).toBeGreaterThan(1);
    for (const kind of ['who-viewed-me', 'who-liked-me', 'who-i-like']) {
      expect(
        parseBody(listPage, await paying.get(`/api/user/lists/${kind}`)).data.total,
        kind,
      ).toBeGreaterThan(12);
    }

    const free = await loginAs(app, demoLogins.free, DEMO_PASSWORD);
    expect((await allPages(free, '/api/user/lists/who-i-like')).length).toBeGreaterThan(1);
    const blockerIds = (
      await backend.db
        .select({ id: blocks.blockerId })
        .from(blocks)
        .innerJoin(members, eq(members.id, blocks.blockedId))
        .where(eq(members.email, demoLogins.free))
    ).map((row) => row.id);
    expect(blockerIds.length).toBeGreaterThanOrEqual(2);
    const everyone = (await allPages<{ id: number }>(free, '/api/user/search')).flatMap((p) =>
      p.items.map((m) => m.id),
    );
    expect(everyone.length).toBeGreaterThan(100);
    expect(everyone.some((id) => blockerIds.includes(id))).toBe(false);
    for (const id of blockerIds) expect((await free.get(`/api/user/profiles/${id}`)).statusCode).toBe(404);

    const feed = parseBody(newsfeedPage, await free.get('/api/user/feeds/newsfeed')).data;
    expect(new Set(feed.items.map((e) => e.at)).size).toBeGreaterThan(10);
    expect(
      parseBody(searchPage, await free.get('/api/user/search?distanceKm=300')).data.total,
    ).toBeGreaterThan(0);
  });
});
