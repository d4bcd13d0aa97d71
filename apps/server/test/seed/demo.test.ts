import { getCounters, getPermissions, getProfile } from '@app/contract';
import { asc, count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { likes, members, messages, profileViews } from '../../src/db/schema.ts';
import { DEMO_PASSWORD, demoLogins, seedDemoCommunity } from '../../src/seed/demo.ts';
import { describeBackends, loginAs, parseBody } from '../helper.ts';

const DAY = 86_400_000;

describeBackends('demo community', (backend) => {
  const snapshot = () =>
    backend.db
      .select({
        email: members.email,
        name: members.displayName,
        birthdate: members.birthdate,
        city: members.city,
      })
      .from(members)
      .orderBy(asc(members.email));

  // Seeds twice: allow for a slow, shared machine.
  it(
    'is created once, with 300+ members and activity, the same on every run',
    { timeout: 120_000 },
    async () => {
      const summary = await seedDemoCommunity(backend.db);
      expect(summary?.members).toBeGreaterThanOrEqual(300);
      const [memberCount] = await backend.db.select({ n: count() }).from(members);
      expect(memberCount?.n).toBe(summary?.members);
      for (const table of [likes, profileViews, messages]) {
        const [row] = await backend.db.select({ n: count() }).from(table);
        expect(row?.n).toBeGreaterThan(300);
      }
      const cities = new Set((await snapshot()).map((m) => m.city));
      expect(cities.size).toBeGreaterThan(10);

      // Idempotent: members exist, nothing happens.
      expect(await seedDemoCommunity(backend.db)).toBeNull();

      // Deterministic: an empty database seeds to the same community.
      const before = await snapshot();
      await backend.db.delete(members);
      await seedDemoCommunity(backend.db);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('has the three demo logins with the documented roles', async () => {
    await seedDemoCommunity(backend.db);
    const app = await backend.build();

    const free = await loginAs(app, demoLogins.free, DEMO_PASSWORD);
    const freeFlags = parseBody(getPermissions.response, await free.get(getPermissions.path));
    expect(freeFlags).toMatchObject({ isFreeMember: '1', isPayingMember: '0' });
    const counters = parseBody(getCounters.response, await free.get(getCounters.path)).data;
    for (const name of ['whoViewedMe', 'whoLikedMe', 'whoILike', 'mutualLikes', 'unreadMessages']) {
      expect(Number(counters[name]), name).toBeGreaterThan(0);
    }

    const paying = await loginAs(app, demoLogins.paying, DEMO_PASSWORD);
    const payingFlags = parseBody(getPermissions.response, await paying.get(getPermissions.path));
    expect(payingFlags).toMatchObject({ isFullMember: '1', isPayingMember: '1' });

    const fresh = await loginAs(app, demoLogins.newProfile, DEMO_PASSWORD);
    const profile = parseBody(getProfile.response, await fresh.get(getProfile.path));
    const signedUp = Date.parse(`${profile.SignupDate.replace(' ', 'T')}Z`);
    expect(Math.round((Date.now() - signedUp) / DAY)).toBe(3);
    expect(parseBody(getPermissions.response, await fresh.get(getPermissions.path)).isFreeMember).toBe('1');
  });
});
