// The session lookup is cached for SESSION_CACHE_MS in each process (auth.ts). These pin what must not go stale:
// every write through the process's database handle to a member or a session drops the cache at once (logout, a
// disable, a change made in SQL), reads and writes of other tables keep it, and a change made by another process
// (on PostgreSQL) arrives as a notification and drops it too.
import { getProfile, logout } from '@app/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { members, sessions } from '../../src/db/schema.ts';
import { SESSION_CACHE_MS } from '../../src/plugins/app/auth.ts';
import { TestClient, describeBackends, loginAs, parseBody } from '../helper.ts';
import { testDatabaseUrl } from '../setup/worker-database.ts';

describeBackends('the session lookup cache', (backend) => {
  it('drops a logged-out session at once, even right after a cached lookup', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const sid = client.cookies.sid;
    expect((await client.get(getProfile.path)).statusCode).toBe(200);
    expect((await client.post(logout.path)).statusCode).toBe(200);
    const replayed = await app.inject({ url: getProfile.path, cookies: { sid: sid ?? '' } });
    expect(replayed.statusCode).toBe(401);
  });

  it('sees a change made to the member through the same database handle at once', async () => {
    const member = await backend.createMember({ displayName: 'Before' });
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const before = parseBody(getProfile.response, await client.get(getProfile.path));
    expect(JSON.stringify(before)).toContain('Before');

    await backend.db.update(members).set({ displayName: 'After' }).where(eq(members.id, member.id));
    const after = parseBody(getProfile.response, await client.get(getProfile.path));
    expect(JSON.stringify(after)).toContain('After');

    await backend.db.delete(sessions).where(eq(sessions.memberId, member.id));
    expect((await client.get(getProfile.path)).statusCode).toBe(401);
  });

  it('keeps the cache across writes to other tables (a profile view records a view)', async () => {
    const viewer = await backend.createMember();
    const other = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, viewer.email);
    expect((await client.get(getProfile.path)).statusCode).toBe(200);
    // The view's batched insert reads members but writes profile_views only.
    expect((await client.get(`/api/user/profiles/${other.id}`)).statusCode).toBe(200);
    await app.repos.profileViews.settle();
    // A session ended where this process cannot see it (another process, straight in the database) is dropped as
    // soon as the write's notification arrives, well within the cache's bound.
    if (backend.kind === 'postgres') {
      const outside = new pg.Client({ connectionString: testDatabaseUrl() });
      await outside.connect();
      try {
        await outside.query('delete from sessions where member_id = $1', [viewer.id]);
      } finally {
        await outside.end();
      }
      await expect
        .poll(async () => (await client.get(getProfile.path)).statusCode, {
          timeout: SESSION_CACHE_MS - 500,
          interval: 20,
        })
        .toBe(401);
    }
  });
});

describeBackends('sessions across servers', (backend) => {
  it.skipIf(backend.kind !== 'postgres')(
    'a logout through one server ends the session on another at once',
    async () => {
      // The second server has a database handle of its own, as a second process would.
      const first = await backend.build();
      const second = await backend.build({ database: await backend.secondDatabase() });

      const member = await backend.createMember();
      const here = await loginAs(first, member.email);
      const there = new TestClient(second);
      Object.assign(there.cookies, here.cookies);
      // The second server reads the session and keeps it.
      expect((await there.get(getProfile.path)).statusCode).toBe(200);
      expect((await there.get(getProfile.path)).statusCode).toBe(200);

      expect((await here.post(logout.path)).statusCode).toBe(200);
      await expect
        .poll(async () => (await there.get(getProfile.path)).statusCode, {
          timeout: SESSION_CACHE_MS - 500,
          interval: 20,
        })
        .toBe(401);
    },
  );
});
