// Disabling a profile against the real server: the reasons are stored and every session ends; the member vanishes
// from the search, lists, feeds, daily matches and inbox of others; logging in answers profile_disabled until the
// member asks to reactivate; reactivation brings everything back (likes, messages, photos) with the notice once.
import {
  DISABLE_COMMENT_MAX,
  apiErrorBody,
  buildPath,
  disableProfile,
  errorCodes,
  facebookLogin,
  feedPage,
  getProfile,
  listPage,
  loginResponse,
  newsfeedPage,
  reactivate,
  searchPage,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, photos, profileDisables, sessions } from '../../../src/db/schema.ts';
import { SESSION_COOKIE } from '../../../src/plugins/app/auth.ts';
import type { TestClient } from '../../helper.ts';
import {
  LOGIN_URL,
  TEST_PASSWORD,
  TestClient as Client,
  describeBackends,
  loginAs,
  parseBody,
} from '../../helper.ts';
import { addLikes, addViews } from '../discovery/fixtures.ts';
import { Messenger, messenger, payingPlan } from '../messaging/messaging-client.ts';
import { memberWithCandidates, spun, state, useSpinApps } from '../spin/spin-app.ts';

const errorOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  ...apiErrorBody.parse(response.json()).error,
});

/** Where `client` sees `id`: the four lists of people, search, both feeds. */
async function whereSeen(client: TestClient, id: number): Promise<Record<string, boolean>> {
  const ids: Record<string, number[]> = {};
  for (const kind of ['who-viewed-me', 'who-liked-me', 'who-i-like', 'mutual-likes']) {
    ids[kind] = parseBody(listPage, await client.get(`/api/user/lists/${kind}`)).data.items.map((m) => m.id);
  }
  ids.search = parseBody(searchPage, await client.get('/api/user/search')).data.items.map((m) => m.id);
  ids.interested = parseBody(feedPage, await client.get('/api/user/feeds/interested-in-me')).data.items.map(
    (m) => m.id,
  );
  ids.newsfeed = parseBody(newsfeedPage, await client.get('/api/user/feeds/newsfeed')).data.items.map(
    (e) => e.member.id,
  );
  return Object.fromEntries(Object.entries(ids).map(([where, seen]) => [where, seen.includes(id)]));
}

const everywhere = (value: boolean) =>
  Object.fromEntries(
    ['who-viewed-me', 'who-liked-me', 'who-i-like', 'mutual-likes', 'search', 'interested', 'newsfeed'].map(
      (where) => [where, value],
    ),
  );

describeBackends('disabling a profile', (backend) => {
  async function pair() {
    const app = await backend.build();
    const a = await messenger(backend, app, { ...payingPlan, gender: 'woman', seeking: ['man'] });
    const b = await messenger(backend, app, { ...payingPlan, gender: 'man', seeking: ['woman'] });
    // Each liked and viewed the other, and they wrote to each other: they appear everywhere for each other.
    await addLikes(backend, [
      [a.member, b.member],
      [b.member, a.member],
    ]);
    await addViews(backend, [
      [a.member, b.member],
      [b.member, a.member],
    ]);
    await backend.db
      .insert(photos)
      .values({ memberId: a.id, url: '/photos/a.jpg', width: 800, height: 800, isMain: true });
    await a.send(b, 'Hello from A');
    await b.send(a, 'Hello back from B');
    return { app, a, b };
  }

  it('stores the reasons, hides the member from everyone, ends every session; reactivation brings it all back', async () => {
    const { app, a, b } = await pair();
    expect(await whereSeen(b.client, a.id)).toEqual(everywhere(true));
    expect((await b.rowWith(a))?.lastMessagePreview).toBe('Hello back from B');
    const otherDevice = await loginAs(app, a.member.email);

    const done = await a.client.post(disableProfile.path, {
      reasons: ['taking-a-break', 'privacy'],
      comment: '  Back in the spring <b>maybe</b>  ',
    });
    const { disabledAt } = parseBody(disableProfile.response, done).data;
    // The cookie is cleared, and every other session of the member is gone too.
    expect(a.client.cookies[SESSION_COOKIE]).toBeUndefined();
    expect(await backend.db.select().from(sessions).where(eq(sessions.memberId, a.id))).toEqual([]);
    expect((await otherDevice.get(getProfile.path)).statusCode).toBe(401);
    const [stored] = await backend.db
      .select()
      .from(profileDisables)
      .where(eq(profileDisables.memberId, a.id));
    expect(stored).toMatchObject({
      reasons: ['taking-a-break', 'privacy'],
      comment: 'Back in the spring <b>maybe</b>',
      reactivatedAt: null,
    });
    expect(stored?.disabledAt.toISOString()).toBe(disabledAt);

    // Gone from B's lists, search and feeds, and from B's inbox (the thread is kept, only not listed).
    expect(await whereSeen(b.client, a.id)).toEqual(everywhere(false));
    expect(await b.rowWith(a)).toBeUndefined();
    expect((await b.client.get(`/api/user/profiles/${a.id}`)).statusCode).toBe(404);

    // Logging in answers profile_disabled until the member asks to reactivate.
    const refused = await new Client(app).post(LOGIN_URL, { user: a.member.email, pass: TEST_PASSWORD });
    expect(errorOf(refused)).toMatchObject({ status: 403, code: errorCodes.profileDisabled });
    const back = new Client(app);
    const loggedIn = await back.post(LOGIN_URL, {
      user: a.member.email,
      pass: TEST_PASSWORD,
      reactivate: '1',
    });
    expect(parseBody(loginResponse, loggedIn).data).toEqual({ memberId: a.id, reactivated: true });

    const [row] = await backend.db.select().from(members).where(eq(members.id, a.id));
    expect(row?.disabledAt).toBeNull();
    expect(row?.pendingNotices).toEqual(['reactivationModal']);
    const [closed] = await backend.db
      .select()
      .from(profileDisables)
      .where(eq(profileDisables.memberId, a.id));
    expect(closed?.reactivatedAt).toBeInstanceOf(Date);

    // Nothing was lost: B sees A everywhere again, the thread and both messages are there, likes and photo too.
    expect(await whereSeen(b.client, a.id)).toEqual(everywhere(true));
    expect((await b.rowWith(a))?.lastMessagePreview).toBe('Hello back from B');
    const again = new Messenger(a.member, back);
    const thread = await again.rowWith(b);
    expect(thread).toBeDefined();
    const messages = (await again.thread(thread?.id ?? '')).messages.map((m) => m.body);
    expect(messages).toEqual(expect.arrayContaining(['Hello from A', 'Hello back from B']));
    expect(await whereSeen(again.client, b.id)).toEqual(everywhere(true));
    expect(await backend.db.select().from(photos).where(eq(photos.memberId, a.id))).toHaveLength(1);
    const own = parseBody(getProfile.response, await again.client.get(getProfile.path));
    expect(own.images).toHaveLength(1);

    // A second login neither reactivates nor queues the notice again.
    const later = parseBody(
      loginResponse,
      await new Client(app).post(LOGIN_URL, { user: a.member.email, pass: TEST_PASSWORD, reactivate: '1' }),
    );
    expect(later.data).toMatchObject({ reactivated: false });
  });

  it('a Facebook-only member (no password) reactivates with a Facebook login asking for it, as with the password', async () => {
    const app = await backend.build();
    const email = 'fb-only@test.example';
    const member = await backend.createMember({ email, passwordHash: null, facebookId: `sandbox:${email}` });
    const facebookUrl = (reactivating: boolean) =>
      `${buildPath(facebookLogin.path, { token: `sandbox-${email}` })}${reactivating ? '?reactivate=1' : ''}`;
    const client = new Client(app);
    expect((await client.get(facebookUrl(false))).statusCode).toBe(200);
    expect((await client.post(disableProfile.path, { reasons: ['taking-a-break'] })).statusCode).toBe(200);

    // Refused until asked, exactly like the password login; no password exists to fall back on.
    const refused = await new Client(app).get(facebookUrl(false));
    expect(errorOf(refused)).toMatchObject({ status: 403, code: errorCodes.profileDisabled });
    expect(refused.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    const noPassword = await new Client(app).post(LOGIN_URL, {
      user: email,
      pass: TEST_PASSWORD,
      reactivate: '1',
    });
    expect(errorOf(noPassword)).toMatchObject({ status: 401, code: errorCodes.invalidCredentials });

    const back = new Client(app);
    const loggedIn = await back.get(facebookUrl(true));
    expect(parseBody(facebookLogin.response, loggedIn).data).toEqual({
      memberId: member.id,
      reactivated: true,
    });
    expect(back.cookies[SESSION_COOKIE]).toBeDefined();
    expect((await back.get(getProfile.path)).statusCode).toBe(200);
    const [row] = await backend.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ disabledAt: null, pendingNotices: ['reactivationModal'] });
    const [disable] = await backend.db
      .select()
      .from(profileDisables)
      .where(eq(profileDisables.memberId, member.id));
    expect(disable?.reactivatedAt).toBeInstanceOf(Date);

    // A later Facebook login asking again reactivates nothing.
    const later = parseBody(facebookLogin.response, await new Client(app).get(facebookUrl(true)));
    expect(later.data.reactivated).toBe(false);
  });

  it('GET /api/user/reactivate does the same for a disabled member with a live session', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    expect(parseBody(reactivate.response, await client.get(reactivate.path)).data.reactivated).toBe(false);
    await backend.db.insert(profileDisables).values({ memberId: member.id, reasons: ['other'] });
    await backend.db.update(members).set({ disabledAt: new Date() }).where(eq(members.id, member.id));
    expect(parseBody(reactivate.response, await client.get(reactivate.path)).data.reactivated).toBe(true);
    const [row] = await backend.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ disabledAt: null, pendingNotices: ['reactivationModal'] });
    const [disable] = await backend.db
      .select()
      .from(profileDisables)
      .where(eq(profileDisables.memberId, member.id));
    expect(disable?.reactivatedAt).toBeInstanceOf(Date);
  });

  it('refuses bad reasons and comments, naming the field, and changes nothing', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const cases: Array<[unknown, string]> = [
      [{}, 'reasons'],
      [{ reasons: [] }, 'reasons'],
      [{ reasons: ['bored'] }, 'reasons.0'],
      [{ reasons: ['privacy', 'privacy'] }, 'reasons'],
      [{ reasons: ['other'], comment: 'x'.repeat(DISABLE_COMMENT_MAX + 1) }, 'comment'],
      [{ reasons: ['other'], comment: 'bad \u0000 text' }, 'comment'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post(disableProfile.path, body);
      expect(errorOf(response), JSON.stringify(body)).toMatchObject({ status: 400, field });
    }
    const exact = await client.post(disableProfile.path, {
      reasons: ['other'],
      comment: 'x'.repeat(DISABLE_COMMENT_MAX),
    });
    expect(exact.statusCode).toBe(200);
    const [row] = await backend.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.disabledAt).toBeInstanceOf(Date);
  });

  it('needs a session (401)', async () => {
    const app = await backend.build();
    const response = await new Client(app).post(disableProfile.path, { reasons: ['other'] });
    expect(errorOf(response)).toMatchObject({ status: 401, code: errorCodes.unauthenticated });
  });
});

describeBackends('disabling a profile and the daily matches', (backend) => {
  const build = useSpinApps(backend);

  it('takes a disabled member out of the daily matches they were revealed in, and puts them back after', async () => {
    const { app } = await build();
    const { member: viewer, candidates } = await memberWithCandidates(backend, 1);
    const [match] = candidates;
    if (!match) throw new Error('no candidate');
    const viewerClient = await loginAs(app, viewer.email);
    const { state: revealed } = await spun(viewerClient);
    expect(revealed.matches.map((m) => m.member.id)).toEqual([match.id]);

    const matchClient = await loginAs(app, match.email);
    expect((await matchClient.post(disableProfile.path, { reasons: ['met-someone-here'] })).statusCode).toBe(
      200,
    );
    expect((await state(viewerClient)).matches).toEqual([]);

    await new Client(app).post(LOGIN_URL, { user: match.email, pass: TEST_PASSWORD, reactivate: '1' });
    expect((await state(viewerClient)).matches.map((m) => m.member.id)).toEqual([match.id]);
  });
});
