// Visibility: a hidden member is gone from others' search, interest feeds, who-viewed-me and who-liked-me lists and
// new daily matches, while their mutual likes stay; an incognito member's profile views record nothing.
import { feedPage, getVisibility, listPage, searchPage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Member } from '../../../src/db/schema.ts';
import { dailyMatches, members, profileViews } from '../../../src/db/schema.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';
import { addLikes, addViews } from '../discovery/fixtures.ts';
import { memberWithCandidates, state, useSpinApps } from '../spin/spin-app.ts';

const searchIds = async (client: TestClient) =>
  parseBody(searchPage, await client.get('/api/user/search')).data.items.map((m) => m.id);
const listIds = async (client: TestClient, kind: string) =>
  parseBody(listPage, await client.get(`/api/user/lists/${kind}`)).data.items.map((m) => m.id);
const interestedIds = async (client: TestClient) =>
  parseBody(feedPage, await client.get('/api/user/feeds/interested-in-me')).data.items.map((m) => m.id);
const setVisibility = (client: TestClient, hidden: boolean, incognito: boolean) =>
  client.request({ method: 'PUT', url: '/api/user/settings/visibility', payload: { hidden, incognito } });

describeBackends('visibility', (backend) => {
  it('reads and saves both switches', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    expect(parseBody(getVisibility.response, await client.get('/api/user/settings/visibility')).data).toEqual(
      {
        hidden: false,
        incognito: false,
      },
    );
    const saved = await setVisibility(client, true, true);
    expect(saved.json()).toEqual({ data: { hidden: true, incognito: true } });
    expect((await client.get('/api/user/settings/visibility')).json()).toEqual({
      data: { hidden: true, incognito: true },
    });
    const bad = await client.request({
      method: 'PUT',
      url: '/api/user/settings/visibility',
      payload: { hidden: 'yes', incognito: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('hidden');
  });

  it("a hidden member is absent from another member's search, feed and lists, and back after unhiding", async () => {
    const app = await backend.build();
    const viewer = await backend.createMember({ gender: 'woman', seeking: ['man'], isFullMember: true });
    const hider = await backend.createMember({ gender: 'man', seeking: ['woman'] });
    const mutual = await backend.createMember({ gender: 'man', seeking: ['woman'] });
    await addLikes(backend, [
      [hider, viewer],
      [mutual, viewer],
      [viewer, hider],
    ]);
    await addViews(backend, [[hider, viewer]]);
    const viewerClient = await loginAs(app, viewer.email);
    const hiderClient = await loginAs(app, hider.email);

    expect(await searchIds(viewerClient)).toContain(hider.id);
    expect(await interestedIds(viewerClient)).toContain(hider.id);
    expect(await listIds(viewerClient, 'who-viewed-me')).toContain(hider.id);
    expect(await listIds(viewerClient, 'who-liked-me')).toContain(hider.id);

    expect((await setVisibility(hiderClient, true, false)).statusCode).toBe(200);
    expect(await searchIds(viewerClient)).not.toContain(hider.id);
    expect(await searchIds(viewerClient)).toContain(mutual.id);
    expect(await interestedIds(viewerClient)).not.toContain(hider.id);
    expect(await listIds(viewerClient, 'who-viewed-me')).not.toContain(hider.id);
    expect(await listIds(viewerClient, 'who-liked-me')).not.toContain(hider.id);
    // The viewer's own like of the hider stays in who-I-like.
    expect(await listIds(viewerClient, 'who-i-like')).toContain(hider.id);
    // The hidden member still sees everything of their own.
    expect(await searchIds(hiderClient)).toContain(viewer.id);
    expect(await listIds(hiderClient, 'who-i-like')).toContain(viewer.id);

    await setVisibility(hiderClient, false, false);
    expect(await searchIds(viewerClient)).toContain(hider.id);
    expect(await listIds(viewerClient, 'who-liked-me')).toContain(hider.id);
  });

  it('an incognito member opening a profile records no view', async () => {
    const app = await backend.build();
    const viewed = await backend.createMember({ isFullMember: true });
    const sneaky = await backend.createMember();
    const open = await backend.createMember();
    const sneakyClient = await loginAs(app, sneaky.email);
    const openClient = await loginAs(app, open.email);
    await setVisibility(sneakyClient, false, true);

    expect((await sneakyClient.get(`/api/user/profiles/${viewed.id}`)).statusCode).toBe(200);
    expect((await openClient.get(`/api/user/profiles/${viewed.id}`)).statusCode).toBe(200);
    await app.repos.profileViews.settle();
    const views = await backend.db.select().from(profileViews).where(eq(profileViews.viewedId, viewed.id));
    expect(views.map((v) => v.viewerId)).toEqual([open.id]);
    const viewedClient = await loginAs(app, viewed.email);
    expect(await listIds(viewedClient, 'who-viewed-me')).toEqual([open.id]);
  });
});

describeBackends('visibility and the daily matches', (backend) => {
  const build = useSpinApps(backend);

  it('a hidden member is left out of the daily-match pools picked after they hid', async () => {
    const { app } = await build();
    const { member, candidates } = await memberWithCandidates(backend, 3);
    const [hider, ...others] = candidates as [Member, ...Member[]];
    await backend.db.update(members).set({ hidden: true }).where(eq(members.id, hider.id));
    const client = await loginAs(app, member.email);
    expect((await state(client)).poolLeft).toBe(others.length);
    const pool = await backend.db.select().from(dailyMatches).where(eq(dailyMatches.memberId, member.id));
    expect(pool.map((row) => row.matchId).sort()).toEqual(others.map((o) => o.id).sort());
  });
});
