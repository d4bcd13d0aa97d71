// Boosts in discovery: members with a running boost lead page 1 of search and of the member lists (at most
// BOOSTED_FIRST_MAX), keyset paging still shows everyone exactly once, and an ended boost puts them back in place.
import { INSTANT_WIN_BOOST_MINUTES } from '@app/contract';
import type { SearchResult } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Member } from '../../../src/db/schema.ts';
import { boosts } from '../../../src/db/schema.ts';
import { BOOSTED_FIRST_MAX } from '../../../src/features/discovery/boosts.ts';
import { describeBackends, loginAs } from '../../helper.ts';
import { addLikes, allPages, insertMembers, minutesAgo } from '../discovery/fixtures.ts';
import { useBillingApps } from './billing-app.ts';

describeBackends('boosts in discovery', (backend) => {
  const build = useBillingApps(backend);

  it('boosted members lead search page 1; every member still appears exactly once across the pages', async () => {
    const { app } = await build();
    const me = await backend.createMember();
    const client = await loginAs(app, me.email);
    const community = await insertMembers(backend, 40, (i) => ({ lastActiveAt: minutesAgo(30 + i) }));
    // Six boosts: the four most recently active of them lead page 1, the other two stay in their place.
    const boosted = [
      community[35]!,
      community[20]!,
      community[33]!,
      community[5]!,
      community[38]!,
      community[39]!,
    ];
    for (const member of boosted)
      await app.billing.grantBoost(member.id, 'instant-win', INSTANT_WIN_BOOST_MINUTES);

    const pages = await allPages<SearchResult>(client, '/api/user/search');
    const found = pages.flatMap((page) => page.items.map((m) => m.id));
    const leading = [community[5]!, community[20]!, community[33]!, community[35]!].map((m) => m.id);
    expect(found.slice(0, BOOSTED_FIRST_MAX)).toEqual(leading);
    expect(pages[0]?.items).toHaveLength(16);
    expect(pages.every((page) => page.total === 40)).toBe(true);
    expect([...found].sort((a, b) => a - b)).toEqual(community.map((m) => m.id).sort((a, b) => a - b));
    expect(new Set(found).size).toBe(40);
    // The rest in their usual order.
    const rest = community.map((m) => m.id).filter((id) => !leading.includes(id));
    expect(found.slice(BOOSTED_FIRST_MAX)).toEqual(rest);

    // A boost that ended: back in place.
    await backend.db
      .update(boosts)
      .set({ endsAt: minutesAgo(1) })
      .where(eq(boosts.memberId, community[35]!.id));
    const after = (await allPages<SearchResult>(client, '/api/user/search')).flatMap((p) =>
      p.items.map((m) => m.id),
    );
    expect(after.slice(0, 3)).toEqual([community[5]!, community[20]!, community[33]!].map((m) => m.id));
    expect(new Set(after).size).toBe(40);
  });

  it('boosted admirers lead "who liked me"', async () => {
    const { app } = await build();
    const me = await backend.createMember({ isFullMember: true, isPayingMember: true });
    const client = await loginAs(app, me.email);
    const admirers = await insertMembers(backend, 15, () => ({}));
    await addLikes(
      backend,
      admirers.map((admirer, i): [Member, Member, Date] => [admirer, me, minutesAgo(10 + i)]),
    );
    await app.billing.grantBoost(admirers[12]!.id, 'bought', 30);
    const pages = await allPages<{ id: number }>(client, '/api/user/lists/who-liked-me');
    const found = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(found[0]).toBe(admirers[12]!.id);
    expect(new Set(found).size).toBe(15);
    expect(found.slice(1)).toEqual(admirers.filter((_, i) => i !== 12).map((m) => m.id));
  });
});
