// Profile views are written in batches (src/features/discovery/profile-views.ts): what a member sees of them is the
// same as when each view was written by the request that opened the profile, and an answered view is committed.
import { getCounters, listPage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blocks, profileViews } from '../../../src/db/schema.ts';
import { profileViewWriter } from '../../../src/features/discovery/profile-views.ts';
import { describeBackends, parseBody } from '../../helper.ts';
import { memberWithClient } from './fixtures.ts';

describeBackends('profile views written in batches', (backend) => {
  const viewsOf = (viewedId: number) =>
    backend.db.select().from(profileViews).where(eq(profileViews.viewedId, viewedId));

  it('shows a view in the badge counter and the list as soon as the profile was opened', async () => {
    const app = await backend.build();
    const viewer = await memberWithClient(backend, app);
    const viewed = await memberWithClient(backend, app, { isFullMember: true, isPayingMember: true });

    expect((await viewer.client.get(`/api/user/profiles/${viewed.member.id}`)).statusCode).toBe(200);
    const counters = parseBody(getCounters.response, await viewed.client.get(getCounters.path)).data;
    expect(counters.whoViewedMe).toBe('1');
    const list = parseBody(listPage, await viewed.client.get('/api/user/lists/who-viewed-me')).data;
    expect(list.items.map((entry) => entry.id)).toEqual([viewer.member.id]);
  });

  it('answers a profile only once its view is committed, so a crash after the answer cannot lose it', async () => {
    const app = await backend.build();
    const viewed = await backend.createMember();
    const viewers = await Promise.all(Array.from({ length: 6 }, () => memberWithClient(backend, app)));
    // Concurrent opens share batches; each answer still waits for its own view.
    const answers = await Promise.all(
      viewers.map((viewer) => viewer.client.get(`/api/user/profiles/${viewed.id}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(viewers.map(() => 200));
    // Read straight from the table, without settle(): nothing is left pending in the process.
    const stored = (await viewsOf(viewed.id)).map((view) => view.viewerId).sort((a, b) => a - b);
    expect(stored).toEqual(viewers.map((viewer) => viewer.member.id).sort((a, b) => a - b));
  });

  it('writes no view across a block made before its batch was written', async () => {
    // The batch is held until close(), so the block surely comes first however slow the machine.
    const writer = profileViewWriter(backend.db, { delayMs: 60_000 });
    const viewer = await backend.createMember();
    const viewed = await backend.createMember();

    void writer.record(viewer.id, viewed.id);
    await backend.db.insert(blocks).values({ blockerId: viewed.id, blockedId: viewer.id });
    await writer.close();
    expect(await viewsOf(viewed.id)).toEqual([]);
  });

  it('writes the views it holds when the app closes', async () => {
    const app = await backend.build();
    const viewer = await memberWithClient(backend, app);
    const viewed = await memberWithClient(backend, app);

    expect((await viewer.client.get(`/api/user/profiles/${viewed.member.id}`)).statusCode).toBe(200);
    await app.close();
    expect((await viewsOf(viewed.member.id)).map((view) => view.viewerId)).toEqual([viewer.member.id]);
  });

  it('writes one row for a view repeated within a batch, with the latest time', async () => {
    const writer = profileViewWriter(backend.db, { delayMs: 60_000 });
    const viewer = await backend.createMember();
    const viewed = await backend.createMember();

    void writer.record(viewer.id, viewed.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const before = Date.now();
    void writer.record(viewer.id, viewed.id);
    await writer.close();
    const rows = await viewsOf(viewed.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.viewedAt.getTime()).toBeGreaterThanOrEqual(before - 1);
  });

  it('reports a batch it could not write and goes on with the next', async () => {
    const writer = profileViewWriter(backend.db);
    const failures: number[] = [];
    writer.onFailure((_error, views) => failures.push(views));
    const viewer = await backend.createMember();
    const viewed = await backend.createMember();

    // An id beyond PostgreSQL's integer fails the whole statement.
    void writer.record(2 ** 31, viewed.id);
    void writer.record(viewer.id, 2 ** 31);
    await writer.settle();
    expect(failures).toEqual([2]);

    void writer.record(viewer.id, viewed.id);
    await writer.close();
    expect(failures).toEqual([2]);
    expect((await viewsOf(viewed.id)).map((view) => view.viewerId)).toEqual([viewer.id]);
  });
});
