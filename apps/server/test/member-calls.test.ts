// Profile, permissions, counters, desktop-log and billing, each parsed with the contract's wire schemas.
import { randomUUID } from 'node:crypto';
import {
  DISCOUNT_PLAN_TEXT,
  apiErrorBody,
  desktopLog,
  flushPermissions,
  getCounters,
  getPermissions,
  getProfile,
  microPlan,
  solidgateProducts,
  webProducts,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  blocks,
  desktopLogs,
  likes,
  memberAnswers,
  photos,
  plans,
  profileViews,
  spins,
} from '../src/db/schema.ts';
import { storeMessages } from '../src/repositories/messages.ts';
import { TestClient, describeBackends, injectWithLogin, loginAs, parseBody } from './helper.ts';

describeBackends('member calls', (backend) => {
  it('sends the profile in the legacy wire shape', async () => {
    const member = await backend.createMember({
      displayName: 'Robin',
      birthdate: '1991-02-03',
      gender: 'nonbinary',
      seeking: ['woman', 'man'],
      isDefaultCampaign: false,
      isC2Profile: true,
      verificationStatus: 'pending',
      subscriptionStatus: 'cancelled',
      createdAt: new Date('2025-03-04T05:06:07.890Z'),
    });
    await backend.db.insert(photos).values([
      { memberId: member.id, url: '/api/avatars/a.svg', width: 256, height: 256, position: 1 },
      { memberId: member.id, url: '/api/avatars/b.svg', width: 256, height: 256, position: 0, isMain: true },
    ]);
    await backend.db.insert(memberAnswers).values([
      { memberId: member.id, questionId: 4, answer: 'Yes' },
      { memberId: member.id, questionId: 2, answer: 'No' },
    ]);
    const app = await backend.build();
    const response = await injectWithLogin(app, member.email, { url: getProfile.path });
    expect(response.statusCode).toBe(200);
    const profile = parseBody(getProfile.response, response);
    expect(profile).toMatchObject({
      data: {
        id: member.id,
        name: 'Robin',
        birthdate: '1991-02-03',
        gender: 'nonbinary',
        seeking: ['woman', 'man'],
      },
      isDefaultCampaign: 'false',
      isC2Profile: 'true',
      NbOfImages: '2',
      profileMainImage: '/api/avatars/b.svg',
      VerificationStatus: 'pending',
      SubscriptionStatus: 'cancelled',
      SignupDate: '2025-03-04 05:06:07',
      UserAnswers: [
        { questionId: 2, answer: 'No' },
        { questionId: 4, answer: 'Yes' },
      ],
    });
    expect(profile.images.map((image) => image.url)).toEqual(['/api/avatars/b.svg', '/api/avatars/a.svg']);
    expect(profile.data.age).toBeGreaterThanOrEqual(34);
  });

  it('sends an empty profile image list and no main image for a member without photos', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const profile = parseBody(
      getProfile.response,
      await injectWithLogin(app, member.email, { url: getProfile.path }),
    );
    expect(profile).toMatchObject({ images: [], NbOfImages: '0', profileMainImage: null, UserAnswers: [] });
    expect(profile.data.avatarUrl).toBe(`/api/avatars/${member.avatarSeed}.svg`);
  });

  it('gives a free member the free features only, with role flags as "1"/"0"', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const response = await injectWithLogin(app, member.email, {
      url: `${getPermissions.path}?forceReload=1`,
    });
    const permissions = parseBody(getPermissions.response, response);
    expect(permissions).toMatchObject({
      isFullMember: '0',
      isFreeMember: '1',
      isPayingMember: '0',
      isFeaturedUser: '0',
      isFacebookProfile: '0',
      hasActiveDefaultPlan: '0',
    });
    // The paywall-gated features of SPEC point 6 are missing.
    expect(permissions.data.inbox).not.toContain('read');
    expect(permissions.data.inbox).not.toContain('*');
    expect(permissions.data.messaging).toEqual(['compose']);
    expect(permissions.data.lists).toEqual(['whoILike']);
    expect(permissions.data.profile).toEqual(['*']);
  });

  it('gives a paying member every feature', async () => {
    const member = await backend.createMember({
      isFullMember: true,
      isPayingMember: true,
      isFeatured: true,
      hasActiveDefaultPlan: true,
      facebookId: 'fb-1',
    });
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const permissions = parseBody(getPermissions.response, await client.get(getPermissions.path));
    expect(permissions).toMatchObject({
      isFullMember: '1',
      isFreeMember: '0',
      isPayingMember: '1',
      isFeaturedUser: '1',
      isFacebookProfile: '1',
      hasActiveDefaultPlan: '1',
    });
    for (const feature of [
      'inbox',
      'messaging',
      'lists',
      'profile',
      'settings',
      'search',
      'spin',
      'billing',
    ]) {
      expect(permissions.data[feature], feature).toEqual(['*']);
    }
    expect(parseBody(flushPermissions.response, await client.get(flushPermissions.path))).toEqual({
      success: true,
    });
  });

  it('answers 400 naming forceReload when it is not a flag', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const response = await injectWithLogin(app, member.email, {
      url: `${getPermissions.path}?forceReload=yes`,
    });
    expect(response.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, response).error).toMatchObject({
      code: 'invalid_request',
      field: 'forceReload',
    });
  });

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
    await backend.db.insert(spins).values({ memberId: me.id });
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

  it('stores desktop-log entries once per uuid, however often a batch is retried', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const now = Date.now();
    const route = (to: string) => ({
      logType: 'route' as const,
      uuid: randomUUID(),
      generation_time: now,
      retry_count: 0,
      batch_send_time: now,
      from: '/inbox',
      to,
      params: 'page=2',
    });
    const batch = [
      route('/lists/wlm'),
      route('/lists/wvm'),
      { ...route('/x'), logType: 'action' as const, name: 'like' },
    ];

    const first = await client.post(desktopLog.path, { logArr: batch });
    expect(first.statusCode).toBe(200);
    expect(parseBody(desktopLog.response, first).data).toEqual({ stored: 3, duplicates: 0 });

    const retried = batch.map((entry) => ({ ...entry, retry_count: 1 }));
    const second = await client.post(desktopLog.path, { logArr: [...retried, route('/profile/view')] });
    expect(parseBody(desktopLog.response, second).data).toEqual({ stored: 1, duplicates: 3 });

    const [stored] = await backend.db
      .select({ n: count() })
      .from(desktopLogs)
      .where(eq(desktopLogs.memberId, member.id));
    expect(stored?.n).toBe(4);
  });

  it('names the bad log entry field, and accepts logs before login', async () => {
    const app = await backend.build();
    const client = new TestClient(app);
    const entry = {
      logType: 'show',
      uuid: 'not-a-uuid',
      generation_time: 1,
      retry_count: 0,
      batch_send_time: 1,
    };
    const bad = await client.post(desktopLog.path, { logArr: [entry] });
    expect(bad.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, bad).error.field).toBe('logArr.0.uuid');

    const anonymous = await client.post(desktopLog.path, { logArr: [{ ...entry, uuid: randomUUID() }] });
    expect(parseBody(desktopLog.response, anonymous).data.stored).toBe(1);
  });

  it('serves plans from the database under data.Plans', async () => {
    const app = await backend.build();
    const query = '?action=upgrade&method=card&continueURL=%2Finbox&headline=wlm&version=2';

    const web = parseBody(webProducts.response, await app.inject(`${webProducts.path}${query}`)).data.Plans;
    expect(web.filter((plan) => plan.kind === 'subscription').length).toBeGreaterThanOrEqual(2);
    expect(web.find((plan) => plan.kind === 'discount')?.description).toBe(DISCOUNT_PLAN_TEXT);
    expect(web.filter((plan) => plan.isDefault)).toHaveLength(1);

    const boost = parseBody(microPlan.response, await app.inject(`${microPlan.path}${query}`)).data.Plans;
    expect(boost.map((plan) => plan.kind)).toEqual(['boost']);

    const card = parseBody(solidgateProducts.response, await app.inject(solidgateProducts.path)).data.Plans;
    expect(card.length).toBeGreaterThan(0);
    expect(card.every((plan) => plan.kind !== 'boost')).toBe(true);

    // The database is the source: a price change shows at once.
    await backend.db.update(plans).set({ priceCents: 1234 }).where(eq(plans.kind, 'boost'));
    const changed = parseBody(microPlan.response, await app.inject(microPlan.path)).data.Plans;
    expect(changed[0]?.price).toBe('12.34');
  });
});
