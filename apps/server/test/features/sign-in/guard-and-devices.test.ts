// The account-wide guessing limit (a CAPTCHA after 5 wrong passwords for one account from anywhere, never a lockout
// of the owner, the same answers for addresses that are nobody's) and the new-device security note (one place for
// every sign-in: password, Facebook, passkey, second step).
import { SANDBOX_CAPTCHA_PASS, apiErrorBody } from '@app/contract';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { knownDevices, mailOutbox } from '../../../src/db/schema.ts';
import type { TestBackend } from '../../helper.ts';
import { LOGIN_URL, TEST_PASSWORD, TestClient, describeBackends, loginAs } from '../../helper.ts';
import { addPasskey, authenticatorFor } from './authenticator.ts';

const errorOf = (response: { json(): unknown }) => apiErrorBody.parse(response.json()).error;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

async function newDeviceMails(backend: TestBackend, email: string) {
  return (await backend.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter(
    (mail) => mail.subject === 'New sign-in to your profile',
  );
}

describeBackends('sign-in guard and devices', (backend) => {
  it('60 addresses guessing one account: the 6th attempt needs a CAPTCHA, and the owner still logs in with one', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const attempt = (n: number, body: Record<string, string>) =>
      new TestClient(app, `10.60.0.${n}`).post(LOGIN_URL, { user: member.email, ...body });
    for (let n = 1; n <= 5; n++) {
      const response = await attempt(n, { pass: `guess ${n}` });
      expect(errorOf(response).code).toBe('invalid_credentials');
    }
    for (let n = 6; n <= 60; n++) {
      const response = await attempt(n, { pass: `guess ${n}` });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({ code: 'captcha_required', field: 'captchaToken' });
    }
    // The right password without a CAPTCHA, or with a failed one, is not even checked.
    expect(errorOf(await attempt(61, { pass: TEST_PASSWORD })).code).toBe('captcha_required');
    expect(errorOf(await attempt(62, { pass: TEST_PASSWORD, captchaToken: 'wrong' })).code).toBe(
      'captcha_required',
    );
    // A wrong password with a solved CAPTCHA is just wrong.
    expect(errorOf(await attempt(63, { pass: 'guess', captchaToken: SANDBOX_CAPTCHA_PASS })).code).toBe(
      'invalid_credentials',
    );
    const owner = await attempt(64, { pass: TEST_PASSWORD, captchaToken: SANDBOX_CAPTCHA_PASS });
    expect(owner.statusCode, owner.body).toBe(200);
    // Other accounts are not affected.
    const other = await backend.createMember();
    await loginAs(app, other.email);
  });

  it('answers the same for an address that is nobody’s', async () => {
    const app = await backend.build();
    const answers: string[] = [];
    for (let n = 1; n <= 7; n++) {
      const response = await new TestClient(app, `10.61.0.${n}`).post(LOGIN_URL, {
        user: 'nobody@test.example',
        pass: `guess ${n}`,
      });
      answers.push(`${response.statusCode} ${errorOf(response).code}`);
    }
    expect(answers).toEqual([
      ...Array(5).fill('401 invalid_credentials'),
      '401 captcha_required',
      '401 captcha_required',
    ]);
  });

  it('mails a note for a sign-in from a new device, naming the browser, once per device', async () => {
    const member = await backend.createMember({ createdAt: new Date(Date.now() - 30 * DAY_MS) });
    const app = await backend.build();
    const laptop = new TestClient(app);
    const headers = { 'user-agent': CHROME_WINDOWS };
    expect(
      (await laptop.post(LOGIN_URL, { user: member.email, pass: TEST_PASSWORD }, { headers })).statusCode,
    ).toBe(200);
    expect(laptop.cookies.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(async () => (await newDeviceMails(backend, member.email)).length).toBe(1);
    const [mail] = await newDeviceMails(backend, member.email);
    expect(mail?.kind).toBe('security');
    expect(mail?.textBody).toContain('Chrome on Windows');

    // The same device again (its cookie kept, the session gone): no note.
    await laptop.post('/api/user/auth/logout', {});
    expect((await laptop.post(LOGIN_URL, { user: member.email, pass: TEST_PASSWORD })).statusCode).toBe(200);
    // Only the hash of the device cookie is kept.
    const rows = await backend.db.select().from(knownDevices).where(eq(knownDevices.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.deviceHash).not.toBe(laptop.cookies.device);

    // A passkey sign-in from another browser is a new device too.
    const authenticator = authenticatorFor(app);
    await addPasskey(laptop, authenticator);
    const phone = new TestClient(app, '10.62.0.1');
    const options = (await phone.post('/api/user/auth/passkey/options', {})).json() as {
      data: { options: { challenge: string } };
    };
    const signedIn = await phone.post('/api/user/auth/passkey', {
      credential: authenticator.signIn(options.data.options),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await expect.poll(async () => (await newDeviceMails(backend, member.email)).length).toBe(2);
  });

  it('the second step of two-step sign-in counts as the sign-in of its device', async () => {
    const member = await backend.createMember({ createdAt: new Date(Date.now() - 30 * DAY_MS) });
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const client = await loginAs(app, member.email);
    const setup = (await client.post('/api/user/settings/two-step/setup', {})).json() as {
      data: { secret: string };
    };
    const epoch = () => Math.floor(app.clock.now().getTime() / 1000);
    await client.post('/api/user/settings/two-step/enable', {
      code: await generate({ secret: setup.data.secret, epoch: epoch() }),
    });
    const before = (await newDeviceMails(backend, member.email)).length;
    const other = new TestClient(app, '10.63.0.1');
    const ticket = (
      (await other.post(LOGIN_URL, { user: member.email, pass: TEST_PASSWORD })).json() as {
        data: { twoStep: { ticket: string } };
      }
    ).data.twoStep.ticket;
    expect(other.cookies.device).toBeUndefined();
    const done = await other.post('/api/user/auth/two-step', {
      ticket,
      code: await generate({ secret: setup.data.secret, epoch: epoch() + 30 }),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(other.cookies.device).toBeDefined();
    await expect.poll(async () => (await newDeviceMails(backend, member.email)).length).toBe(before + 1);
  });

  it('never mails a member on their first day: sign-up, then their other devices, are theirs to expect', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    await loginAs(app, member.email);
    await loginAs(app, member.email);
    await new TestClient(app).post(LOGIN_URL, { user: member.email, pass: TEST_PASSWORD });
    expect(
      await backend.db.select().from(knownDevices).where(eq(knownDevices.memberId, member.id)),
    ).toHaveLength(3);
    // The email job runs after the answers: give it the time it would need to send one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await newDeviceMails(backend, member.email)).toEqual([]);
  });
});
