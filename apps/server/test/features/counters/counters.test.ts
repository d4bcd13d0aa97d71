// The badge counters, counted from real data and sent as numeric strings.
import { catalogue, easternDay, getCounters, listIds, listPage } from '@app/contract';
import { expect, it } from 'vitest';
import { blocks, likes, profileViews, spins } from '../../../src/db/schema.ts';
import { storeMessages } from '../../../src/features/messaging/messages.repository.ts';
import { describeBackends, injectWithLogin, loginAs, parseBody } from '../../helper.ts';

describeBackends('counters', (backend) => {
  it('counts from real data, as numeric strings, leaving out blocked and disabled members', async () => {
    const me = await backend.createMember();
    const [a, b, c, blocked, gone] = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => backend.createMember({ disabledAt: n === 5 ? new Date() : null })),
    ).then((rows) => rows.map((row) => row.id) as [number, number, number, number, number]);
    await backend.db.insert(likes).values([
      { likerId: a, likedId: me.id },
      { likerId: b, likedId: me.id },
      { likerId: blocked, likedId: me.id },
      { likerId: gone, likedId: me.id },
      { likerId: me.id, likedId: a },
      { likerId: me.id, likedId: c },
    ]);
    await backend.db.insert(profileViews).values([
      { viewerId: a, viewedId: me.id },
      { viewerId: b, viewedId: me.id },
      { viewerId: c, viewedId: me.id },
      { viewerId: blocked, viewedId: me.id },
    ]);
    await backend.db.insert(blocks).values({ blockerId: me.id, blockedId: blocked });
    await storeMessages(backend.db, [
      { senderId: a, recipientId: me.id, body: 'hi' },
      { senderId: b, recipientId: me.id, body: 'hello', readAt: new Date() },
      { senderId: blocked, recipientId: me.id, body: 'let me in' },
    ]);
    await backend.db.insert(spins).values({ memberId: me.id, day: easternDay(new Date()) });
    const app = await backend.build();
    const response = await injectWithLogin(app, me.email, { url: getCounters.path });
    expect(response.statusCode).toBe(200);
    expect(parseBody(getCounters.response, response).data).toEqual({
      whoViewedMe: '3',
      whoLikedMe: '2',
      whoILike: '2',
      mutualLikes: '1',
      blocklist: '1',
      unreadMessages: '1',
      dailySpinsLeft: '0',
    });
  });

  it("gives each list's badge the list's own total, also leaving out a member who blocked the viewer", async () => {
    const me = await backend.createMember({ isFullMember: true, isPayingMember: true });
    const [fan, blocker] = await Promise.all([backend.createMember(), backend.createMember()]);
    await backend.db.insert(likes).values([
      { likerId: fan.id, likedId: me.id },
      { likerId: me.id, likedId: fan.id },
    ]);
    await backend.db.insert(profileViews).values([
      { viewerId: fan.id, viewedId: me.id },
      { viewerId: blocker.id, viewedId: me.id },
    ]);
    await backend.db.insert(blocks).values({ blockerId: blocker.id, blockedId: me.id });
    const client = await loginAs(await backend.build(), me.email);
    const counters = parseBody(getCounters.response, await client.get(getCounters.path)).data;
    expect(counters.whoViewedMe).toBe('1');
    for (const id of listIds) {
      const { wire, counter } = catalogue[id];
      const list = parseBody(listPage, await client.get(`/api/user/lists/${wire}`));
      expect(Number(counters[counter]), wire).toBe(list.data.total);
    }
  });
});
