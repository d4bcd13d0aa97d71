// The interest feeds: interested in me (members seeking the viewer's gender) and the newsfeed (new members, new
// photos, verifications), 14 a page.
import { feedPage, newsfeedPage } from '@app/contract';
import type { ListEntry, NewsfeedItem } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members } from '../../../src/db/schema.ts';
import { describeBackends, parseBody } from '../../helper.ts';
import { addPhoto, allPages, insertMembers, memberWithClient, minutesAgo } from './fixtures.ts';

describeBackends('interest feeds', (backend) => {
  it('interested in me: members who seek the viewer’s gender, most recently active first, 14 a page', async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app, { gender: 'woman', seeking: ['man'] });
    const seekers = await insertMembers(backend, 20, (i) => ({
      seeking: i % 2 ? ['woman'] : ['woman', 'man'],
      lastActiveAt: minutesAgo(10 + i),
    }));
    await insertMembers(backend, 5, () => ({ seeking: ['man'] }));

    const pages = await allPages<ListEntry>(client, '/api/user/feeds/interested-in-me');
    for (const page of pages) expect(() => feedPage.parse({ data: page })).not.toThrow();
    expect(pages.map((p) => p.items.length)).toEqual([14, 6]);
    expect(pages[0]!.total).toBe(20);
    expect(pages.flatMap((p) => p.items.map((m) => m.id))).toEqual(seekers.map((m) => m.id));
    expect(pages[0]!.items[0]!.at).toBe(seekers[0]!.lastActiveAt.toISOString());
  });

  it('newsfeed: new members, new photos and verifications, newest first, without the viewer’s own', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app);
    const now = Date.now();
    const [older, newer] = await insertMembers(backend, 2, (i) => ({
      createdAt: minutesAgo(600 - i * 100, now),
    }));
    await addPhoto(backend, older!);
    await backend.db.update(members).set({ verificationStatus: 'verified' }).where(eq(members.id, newer!.id));

    const page = parseBody(newsfeedPage, await client.get('/api/user/feeds/newsfeed')).data;
    const events = page.items.map((e) => `${e.kind}:${e.member.id}`);
    expect(events.slice(0, 2).sort()).toEqual([`photo_added:${older!.id}`, `verified:${newer!.id}`].sort());
    expect(events.slice(2)).toEqual([`new_member:${newer!.id}`, `new_member:${older!.id}`]);
    expect(page.total).toBe(4);
    expect(events.some((e) => e.endsWith(`:${me.id}`))).toBe(false);
    expect(new Set(page.items.map((e) => e.id)).size).toBe(4);
  });

  it('newsfeed pages 14 at a time to the end', async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app);
    const now = Date.now();
    await insertMembers(backend, 30, (i) => ({ createdAt: minutesAgo(1000 + i, now) }));
    const pages = await allPages<NewsfeedItem>(client, '/api/user/feeds/newsfeed');
    expect(pages.map((p) => p.items.length)).toEqual([14, 14, 2]);
    const times = pages.flatMap((p) => p.items.map((e) => Date.parse(e.at)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
