import { SANDBOX_CAPTCHA_PASS, apiErrorBody, getProfile, login, logout, reactivate } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loginFailures, members } from '../../../src/db/schema.ts';
import {
  LOCKOUT_MINUTES,
  MAX_FAILURES_PER_ACCOUNT_ADDRESS,
  MAX_FAILURES_PER_ACCOUNT_ADDRESS_UNDER_ATTACK,
  MAX_FAILURES_PER_ADDRESS,
} from '../../../src/features/session/login-guard.repository.ts';
import {
  LOGIN_URL,
  TEST_PASSWORD,
  TestClient,
  XSRF,
  describeBackends,
  loginAs,
  parseBody,
} from '../../helper.ts';

const PROFILE_URL = getProfile.path;

describeBackends('login, logout and sessions', (backend) => {
  it('logs in with email and password, setting an HttpOnly SameSite=Lax session cookie', async () => {
    const member = await backend.createMember({ email: 'ana@test.example' });
    const app = await backend.build();
    const client = new TestClient(app);
    const response = await client.post(LOGIN_URL, { user: 'Ana@Test.example', pass: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(parseBody(login.response, response)).toEqual({
      success: true,
      data: { memberId: member.id, reactivated: false },
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect((await client.get(PROFILE_URL)).statusCode).toBe(200);
  });

  it('stores passwords as argon2id hashes', async () => {
    const member = await backend.createMember({ password: 'another secret' });
    expect(member.passwordHash).toMatch(/^\$argon2id\$/);
    expect(member.passwordHash).not.toContain('another secret');
  });

  it('refuses a POST without the X-XSRF-TOKEN header, or with one not matching the cookie', async () => {
    await backend.createMember({ email: 'xsrf@test.example' });
    const app = await backend.build();
    const body = { user: 'xsrf@test.example', pass: TEST_PASSWORD };

    const missing = await new TestClient(app).post(LOGIN_URL, body, { xsrf: false });
    expect(missing.statusCode).toBe(403);
    expect(parseBody(apiErrorBody, missing).error.code).toBe('xsrf_token_mismatch');

    const mismatched = await new TestClient(app).post(LOGIN_URL, body, {
      xsrf: false,
      headers: { 'x-xsrf-token': `${XSRF}-other` },
    });
    expect(mismatched.statusCode).toBe(403);

    const noCookie = await app.inject({
      method: 'POST',
      url: LOGIN_URL,
      payload: body,
      headers: { 'x-xsrf-token': XSRF },
    });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  });

  it('answers a wrong password with 401 and an error body the client can show as is', async () => {
    await backend.createMember({ email: 'wrong@test.example' });
    const app = await backend.build();
    const client = new TestClient(app);
    const wrongPassword = await client.post(LOGIN_URL, { user: 'wrong@test.example', pass: 'not it' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Wrong email or password.' },
    });
    const unknownEmail = await client.post(LOGIN_URL, { user: 'nobody@test.example', pass: 'not it' });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies.some((c) => c.name === 'sid')).toBe(false);
  });

  it('answers 400 naming the field at fault for bad bodies, never a 5xx', async () => {
    const app = await backend.build();
    const client = new TestClient(app);
    const cases: Array<[payload: unknown, field: string]> = [
      [{ pass: 'x' }, 'user'],
      [{ user: 'not-an-email', pass: 'x' }, 'user'],
      [{ user: 'a@test.example' }, 'pass'],
      [{ user: 'a@test.example', pass: 'x', reactivate: 'maybe' }, 'reactivate'],
    ];
    for (const [payload, field] of cases) {
      const response = await client.post(LOGIN_URL, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(parseBody(apiErrorBody, response).error).toMatchObject({ code: 'invalid_request', field });
    }
    const notJson = await client.request({
      method: 'POST',
      url: LOGIN_URL,
      payload: '{"user": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, notJson).error.field).toBe('body');

    const noBody = await client.post(LOGIN_URL);
    expect(noBody.statusCode).toBe(400);
    const text = await client.request({
      method: 'POST',
      url: LOGIN_URL,
      payload: 'user=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('throttles an address guessing one account; the owner logs in from their own address meanwhile', async () => {
    await backend.createMember({ email: 'target@test.example' });
    const app = await backend.build();
    const attacker = new TestClient(app, '10.0.1.1');
    // The attacker solves CAPTCHAs (a solving service): after a few wrong passwords the account asks for one.
    const captchaToken = SANDBOX_CAPTCHA_PASS;
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT_ADDRESS; attempt++) {
      const response = await attacker.post(LOGIN_URL, {
        user: 'target@test.example',
        pass: `guess ${attempt}`,
        captchaToken,
      });
      expect(response.statusCode).toBe(401);
    }
    // The attacking address is refused, even with the right password, and told how long to wait.
    const refused = await attacker.post(LOGIN_URL, {
      user: 'Target@Test.example',
      pass: TEST_PASSWORD,
      captchaToken,
    });
    expect(refused.statusCode).toBe(429);
    expect(parseBody(apiErrorBody, refused).error.code).toBe('rate_limited');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOCKOUT_MINUTES * 60);

    // The owner, from a fresh address, logs in while the attacker is being refused.
    const owner = await new TestClient(app, '10.0.2.1').post(LOGIN_URL, {
      user: 'target@test.example',
      pass: TEST_PASSWORD,
      captchaToken,
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(
      (await attacker.post(LOGIN_URL, { user: 'target@test.example', pass: 'again', captchaToken }))
        .statusCode,
    ).toBe(429);

    // The throttle is in the database: a rebuilt app (a restarted server, another instance) still refuses.
    await app.close();
    const restarted = await backend.build();
    const stillRefused = await new TestClient(restarted, '10.0.1.1').post(LOGIN_URL, {
      user: 'target@test.example',
      pass: TEST_PASSWORD,
      captchaToken,
    });
    expect(stillRefused.statusCode).toBe(429);
  });

  it('cannot lock an account: many addresses guessing it never block the owner on a fresh address', async () => {
    await backend.createMember({ email: 'target@test.example' });
    const app = await backend.build();
    // A spread attack that solves CAPTCHAs (a solving service): a different address for each wrong password (the
    // old design locked the account at 30).
    const captchaToken = SANDBOX_CAPTCHA_PASS;
    for (let attempt = 1; attempt <= 40; attempt++) {
      const response = await new TestClient(app, `10.0.1.${attempt}`).post(LOGIN_URL, {
        user: 'target@test.example',
        pass: `guess ${attempt}`,
        captchaToken,
      });
      expect(response.statusCode).toBe(401);
    }
    // The owner solves the CAPTCHA too, and gets in.
    const owner = await new TestClient(app, '10.0.2.1').post(LOGIN_URL, {
      user: 'target@test.example',
      pass: TEST_PASSWORD,
      captchaToken,
    });
    expect(owner.statusCode, owner.body).toBe(200);

    // Under the spread attack each attacking address keeps only a few tries of its own for the account.
    const attacker = new TestClient(app, '10.0.1.1');
    for (let attempt = 2; attempt <= MAX_FAILURES_PER_ACCOUNT_ADDRESS_UNDER_ATTACK; attempt++) {
      const response = await attacker.post(LOGIN_URL, {
        user: 'target@test.example',
        pass: 'x',
        captchaToken,
      });
      expect(response.statusCode).toBe(401);
    }
    const refused = await attacker.post(LOGIN_URL, {
      user: 'target@test.example',
      pass: TEST_PASSWORD,
      captchaToken,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another fresh address still gets in.
    expect(
      (
        await new TestClient(app, '10.0.3.1').post(LOGIN_URL, {
          user: 'target@test.example',
          pass: TEST_PASSWORD,
          captchaToken,
        })
      ).statusCode,
    ).toBe(200);
  });

  it(`refuses an address after ${MAX_FAILURES_PER_ADDRESS} wrong logins, whatever the accounts`, async () => {
    await backend.createMember({ email: 'bystander@test.example' });
    const app = await backend.build();
    const attacker = new TestClient(app, '10.9.9.9');
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ADDRESS; attempt++) {
      const response = await attacker.post(LOGIN_URL, {
        user: `victim${attempt}@test.example`,
        pass: 'guess',
      });
      expect(response.statusCode).toBe(401);
    }
    const fromAttacker = await attacker.post(LOGIN_URL, {
      user: 'bystander@test.example',
      pass: TEST_PASSWORD,
    });
    expect(fromAttacker.statusCode).toBe(429);
    expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(0);
    const fromElsewhere = await new TestClient(app, '10.8.8.8').post(LOGIN_URL, {
      user: 'bystander@test.example',
      pass: TEST_PASSWORD,
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it("a successful login gives the address its tries for the account back, but keeps the address's own count", async () => {
    await backend.createMember({ email: 'typo@test.example' });
    const app = await backend.build();
    const count = async (key: string) => {
      const [row] = await backend.db
        .select({ failures: loginFailures.failures })
        .from(loginFailures)
        .where(eq(loginFailures.key, key));
      return row?.failures ?? 0;
    };
    const client = new TestClient(app);
    for (let i = 0; i < 3; i++) await client.post(LOGIN_URL, { user: 'typo@test.example', pass: 'typo' });
    expect(await count('pair:typo@test.example 127.0.0.1')).toBe(3);
    expect(
      (await client.post(LOGIN_URL, { user: 'typo@test.example', pass: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await count('pair:typo@test.example 127.0.0.1')).toBe(0);
    expect(await count('address:127.0.0.1')).toBe(3);
  });

  it('keeps sessions across an app rebuild on the same database (a restart)', async () => {
    const member = await backend.createMember();
    const first = await backend.build();
    const client = await loginAs(first, member.email);
    await first.close();

    const second = await backend.build();
    const resumed = new TestClient(second);
    Object.assign(resumed.cookies, client.cookies);
    const response = await resumed.get(PROFILE_URL);
    expect(response.statusCode).toBe(200);
    expect(parseBody(getProfile.response, response).data.email).toBe(member.email);
  });

  it('logs out: the session stops working and its cookie is cleared', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const sessionToken = client.cookies.sid as string;

    const response = await client.post(logout.path);
    expect(response.statusCode).toBe(200);
    expect(parseBody(logout.response, response)).toEqual({ success: true });
    expect(client.cookies.sid).toBeUndefined();

    const bodiless = await client.request({
      method: 'POST',
      url: logout.path,
      headers: { 'content-type': 'application/json' },
    });
    expect(bodiless.statusCode).toBe(200);

    const replayed = await app.inject({ url: PROFILE_URL, cookies: { sid: sessionToken } });
    expect(replayed.statusCode).toBe(401);
    expect(parseBody(apiErrorBody, replayed).error.code).toBe('unauthenticated');
  });

  it('refuses member calls without a session', async () => {
    const app = await backend.build();
    for (const url of [
      PROFILE_URL,
      '/api/user/permissions/get-permissions',
      '/api/user/counter/get-wrapped-counters',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(401);
      expect(parseBody(apiErrorBody, response).error.code).toBe('unauthenticated');
    }
    const forged = await app.inject({ url: PROFILE_URL, cookies: { sid: 'forged-token' } });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a disabled profile unless the login asks to reactivate it', async () => {
    const member = await backend.createMember({ disabledAt: new Date(Date.now() - 86_400_000) });
    const app = await backend.build();
    const client = new TestClient(app);

    const refused = await client.post(LOGIN_URL, { user: member.email, pass: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(parseBody(apiErrorBody, refused).error.code).toBe('profile_disabled');

    const reactivated = await client.post(LOGIN_URL, {
      user: member.email,
      pass: TEST_PASSWORD,
      reactivate: '1',
    });
    expect(reactivated.statusCode).toBe(200);
    expect(parseBody(login.response, reactivated).data).toMatchObject({ reactivated: true });
    const [row] = await backend.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.disabledAt).toBeNull();
  });

  it('reactivates the logged-in member whose profile was disabled', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    await backend.db.update(members).set({ disabledAt: new Date() }).where(eq(members.id, member.id));

    const first = await client.get(reactivate.path);
    expect(first.statusCode).toBe(200);
    expect(parseBody(reactivate.response, first)).toEqual({ success: true, data: { reactivated: true } });
    const second = await client.get(reactivate.path);
    expect(parseBody(reactivate.response, second).data.reactivated).toBe(false);
    expect((await app.inject(reactivate.path)).statusCode).toBe(401);
  });
});
