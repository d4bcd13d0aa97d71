// The hotlist: add (once), list newest first in keyset pages of 12, remove; open to free members; members across
// a block or with a disabled profile are left out. The profile view says whether the viewer saved the member.
import { getProfileView, messagingEndpoints as api } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blocks, hotlistEntries, members } from '../../../src/db/schema.ts';
import { describeBackends } from '../../helper.ts';
import { block, messenger, ok, refused } from './messaging-client.ts';

describeBackends('hotlist', (backend) => {
  it('adds a member once, lists newest first, and removes them', async () => {
    const app = await backend.build();
    const me = await messenger(backend, app); // a free member: the hotlist is not paywalled
    const [ana, ben] = await Promise.all([
      backend.createMember({ displayName: 'Ana', verificationStatus: 'verified' }),
      backend.createMember({ displayName: 'Ben' }),
    ]);
    expect(ok(api.addToHotlist.response, await me.addToHotlist(ana.id))).toEqual({ success: true });
    const firstAdded = (await me.hotlist()).items[0]?.addedAt;
    ok(api.addToHotlist.response, await me.addToHotlist(ben.id));
    ok(api.addToHotlist.response, await me.addToHotlist(ana.id));

    const list = await me.hotlist();
    expect(list.total).toBe(2);
    expect(list.items.map((e) => e.member.name)).toEqual(['Ben', 'Ana']);
    expect(list.items[1]).toMatchObject({ addedAt: firstAdded, member: { id: ana.id, verified: true } });

    ok(api.removeFromHotlist.response, await me.removeFromHotlist(ben.id));
    ok(api.removeFromHotlist.response, await me.removeFromHotlist(ben.id));
    expect((await me.hotlist()).items.map((e) => e.member.id)).toEqual([ana.id]);
  });

  it('pages 12 at a time without skipping members added at the same moment', async () => {
    const app = await backend.build();
    const me = await messenger(backend, app);
    const saved = await Promise.all(Array.from({ length: 15 }, () => backend.createMember()));
    const at = new Date('2026-03-01T10:00:00Z');
    await backend.db
      .insert(hotlistEntries)
      .values(saved.map((m, i) => ({ ownerId: me.id, memberId: m.id, createdAt: i < 10 ? at : new Date() })));

    const first = await me.hotlist();
    expect(first.items).toHaveLength(12);
    const rest = await me.hotlist({ cursor: first.nextCursor! });
    expect(rest.items).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
    const ids = [...first.items, ...rest.items].map((e) => e.member.id);
    expect(new Set(ids).size).toBe(15);
    expect(refused(await me.hotlistResponse({ cursor: 'nope' }), 400, 'invalid_request').field).toBe(
      'cursor',
    );
  });

  it('refuses oneself (400 memberId) and unknown or disabled members (404)', async () => {
    const app = await backend.build();
    const me = await messenger(backend, app);
    const gone = await backend.createMember({ disabledAt: new Date() });
    expect(refused(await me.addToHotlist(me.id), 400, 'invalid_request').field).toBe('memberId');
    refused(await me.addToHotlist(999_999), 404, 'not_found');
    refused(await me.addToHotlist(gone.id), 404, 'not_found');
    expect(refused(await me.client.post(api.addToHotlist.path, {}), 400, 'invalid_request').field).toBe(
      'memberId',
    );
  });

  it('leaves out members across a block (either way) and disabled profiles, until that changes', async () => {
    const app = await backend.build();
    const me = await messenger(backend, app);
    const [blockedByMe, blockedMe, disabled, kept] = await Promise.all(
      [1, 2, 3, 4].map(() => backend.createMember()),
    );
    for (const m of [blockedByMe!, blockedMe!, disabled!, kept!]) await me.addToHotlist(m.id);
    await block(backend, me, blockedByMe!);
    await block(backend, blockedMe!, me);
    await backend.db.update(members).set({ disabledAt: new Date() }).where(eq(members.id, disabled!.id));

    const list = await me.hotlist();
    expect(list.items.map((e) => e.member.id)).toEqual([kept!.id]);
    expect(list.total).toBe(1);

    await backend.db
      .delete(blocks)
      .where(and(eq(blocks.blockerId, me.id), eq(blocks.blockedId, blockedByMe!.id)));
    expect((await me.hotlist()).items.map((e) => e.member.id)).toContain(blockedByMe!.id);
  });

  it('the profile view says whether the viewer saved the member, following add, remove and blocks', async () => {
    const app = await backend.build();
    const me = await messenger(backend, app);
    const other = await messenger(backend, app);
    const saved = async (viewer = me, member = other) =>
      ok(getProfileView.response, await viewer.client.get(`/api/user/profiles/${member.id}`)).data.inHotlist;

    expect(await saved()).toBe(false);
    await me.addToHotlist(other.id);
    expect(await saved()).toBe(true);
    // Saving is the viewer's own list: the other member's view of the viewer is unchanged.
    expect(await saved(other, me)).toBe(false);

    await block(backend, me, other);
    expect(await saved()).toBe(false);
    await backend.db.delete(blocks).where(and(eq(blocks.blockerId, me.id), eq(blocks.blockedId, other.id)));
    expect(await saved()).toBe(true);

    await me.removeFromHotlist(other.id);
    expect(await saved()).toBe(false);
  });
});
