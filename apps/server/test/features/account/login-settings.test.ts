// Login settings: the password change (current password checked, every other session signed out, a first password
// for Facebook-only members) and the member's sessions (browser, opaque ids, signing out others or one).
import {
  apiErrorBody,
  changePassword,
  getLoginSettings,
  passwordCopy,
  signOutOtherSessions,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, sessions } from '../../../src/db/schema.ts';
import type { TestClient } from '../../helper.ts';
import {
  LOGIN_URL,
  TEST_PASSWORD,
  TestClient as Client,
  describeBackends,
  loginAs,
  parseBody,
} from '../../helper.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

const settings = async (client: TestClient) =>
  parseBody(getLoginSettings.response, await client.get('/api/user/settings/login')).data;
const change = (client: TestClient, body: object) => client.post('/api/user/settings/password', body);
const errorOf = (response: { json(): unknown }) => apiErrorBody.parse(response.json()).error;

describeBackends('login settings', (backend) => {
  async function loginWith(
    app: Parameters<typeof loginAs>[0],
    email: string,
    userAgent: string,
    password = TEST_PASSWORD,
  ) {
    const client = new Client(app);
    const response = await client.post(
      LOGIN_URL,
      { user: email, pass: password },
      { headers: { 'user-agent': userAgent } },
    );
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  it('lists the sessions with their browser, the current one first and marked, never the token hash', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const phone = await loginWith(app, member.email, FIREFOX_ANDROID);
    const desk = await loginWith(app, member.email, CHROME_WINDOWS);
    const other = await backend.createMember();
    await loginWith(app, other.email, CHROME_WINDOWS);

    const seen = await settings(desk);
    expect(seen).toMatchObject({ email: member.email, hasPassword: true });
    expect(seen.sessions.map((s) => [s.browser, s.current])).toEqual([
      ['Chrome on Windows', true],
      ['Firefox on Android', false],
    ]);
    const hashes = (await backend.db.select().from(sessions)).map((s) => s.tokenHash);
    const body = JSON.stringify(seen);
    for (const hash of hashes) expect(body).not.toContain(hash);
    expect((await settings(phone)).sessions[0]).toMatchObject({
      browser: 'Firefox on Android',
      current: true,
    });
  });

  it('changes the password: the old one fails, the new one works, other sessions end, this one stays', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const other = await loginAs(app, member.email);
    const client = await loginAs(app, member.email);
    const bystander = await backend.createMember();
    const bystanderClient = await loginAs(app, bystander.email);

    const response = await change(client, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a new password 42',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(parseBody(changePassword.response, response).data.signedOut).toBe(1);

    expect((await other.get('/api/user/settings/login')).statusCode).toBe(401);
    expect((await client.get('/api/user/settings/login')).statusCode).toBe(200);
    expect((await bystanderClient.get('/api/user/settings/login')).statusCode).toBe(200);
    const fresh = new Client(app);
    expect((await fresh.post(LOGIN_URL, { user: member.email, pass: TEST_PASSWORD })).statusCode).toBe(401);
    await loginAs(app, member.email, 'a new password 42');

    // The owner's address gets a security note naming the browser (the job sends it after the answer).
    await expect
      .poll(async () =>
        (await backend.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, member.email))).filter(
          (m) => m.kind === 'security',
        ),
      )
      .toMatchObject([{ subject: 'Your password was changed' }]);
    const [note] = await backend.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, member.email));
    expect(note?.textBody).toContain('changed in your login settings');
  });

  it('refuses a wrong or missing current password, naming currentPassword, and a same or short new one', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const other = await loginAs(app, member.email);
    const client = await loginAs(app, member.email);

    const wrong = await change(client, {
      currentPassword: 'not it at all',
      newPassword: 'a new password 42',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ field: 'currentPassword', message: passwordCopy.wrongCurrent });
    const missing = await change(client, { newPassword: 'a new password 42' });
    expect(errorOf(missing)).toMatchObject({ field: 'currentPassword', message: passwordCopy.enterCurrent });
    const same = await change(client, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(errorOf(same)).toMatchObject({ field: 'newPassword', message: passwordCopy.sameAsCurrent });
    const short = await change(client, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({ field: 'newPassword', message: passwordCopy.tooShort });

    // Nothing changed: the old password still works and the other session is still signed in.
    expect((await other.get('/api/user/settings/login')).statusCode).toBe(200);
    await loginAs(app, member.email);
  });

  it('refuses the form for a while after 10 wrong current passwords', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    for (let i = 0; i < 10; i++)
      expect(
        (await change(client, { currentPassword: `wrong ${i} guess`, newPassword: 'a new password 42' }))
          .statusCode,
      ).toBe(400);
    // Even the right password is refused now: an 11th guess must not be able to succeed.
    const refused = await change(client, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a new password 42',
    });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ code: 'rate_limited', field: 'currentPassword' });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('lets a Facebook-only member set a first password without a current one', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const { members } = await import('../../../src/db/schema.ts');
    await backend.db.update(members).set({ passwordHash: null }).where(eq(members.id, member.id));

    expect((await settings(client)).hasPassword).toBe(false);
    const response = await change(client, { newPassword: 'my first password' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await settings(client)).hasPassword).toBe(true);
    await loginAs(app, member.email, 'my first password');
  });

  it("signs out the other sessions, or one of them; another member's session id and the current one are refused", async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const a = await loginAs(app, member.email);
    const b = await loginAs(app, member.email);
    const client = await loginAs(app, member.email);
    const stranger = await backend.createMember();
    const strangerClient = await loginAs(app, stranger.email);
    const strangerSession = (await settings(strangerClient)).sessions[0]!;

    const listed = await settings(client);
    expect(listed.sessions).toHaveLength(3);
    const current = listed.sessions.find((s) => s.current)!;
    const sessionOfA = (await settings(a)).sessions.find((s) => s.current)!;

    expect((await client.post(`/api/user/settings/sessions/${strangerSession.id}/sign-out`)).statusCode).toBe(
      404,
    );
    expect((await strangerClient.get('/api/user/settings/login')).statusCode).toBe(200);
    const refused = await client.post(`/api/user/settings/sessions/${current.id}/sign-out`);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).field).toBe('sessionId');

    expect((await client.post(`/api/user/settings/sessions/${sessionOfA.id}/sign-out`)).statusCode).toBe(200);
    expect((await a.get('/api/user/settings/login')).statusCode).toBe(401);
    expect((await b.get('/api/user/settings/login')).statusCode).toBe(200);

    const all = await client.post('/api/user/settings/sessions/sign-out-others');
    expect(parseBody(signOutOtherSessions.response, all).data.signedOut).toBe(1);
    expect((await b.get('/api/user/settings/login')).statusCode).toBe(401);
    expect((await settings(client)).sessions.map((s) => s.current)).toEqual([true]);
  });

  it('records when a session was last seen, at most about once a minute', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const long = new Date(Date.now() - 10 * 60_000);
    await backend.db.update(sessions).set({ lastSeenAt: long }).where(eq(sessions.memberId, member.id));
    const seen = new Date((await settings(client)).sessions[0]!.lastSeenAt);
    // The request that read it was the one that touched it (the lookup runs before the handler).
    expect(seen.getTime()).toBeGreaterThan(long.getTime() + 5 * 60_000);
    const recent = new Date(Date.now() - 20_000);
    await backend.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.memberId, member.id));
    expect(new Date((await settings(client)).sessions[0]!.lastSeenAt).getTime()).toBe(recent.getTime());
  });
});
