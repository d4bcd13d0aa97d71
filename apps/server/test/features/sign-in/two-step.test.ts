// Two-step sign-in: setup and the first code, the ticket a right password gets instead of a session, codes at the
// app clock's time (each accepted once), recovery codes (each once), the ticket's 10 minutes and 5 wrong codes,
// wrong codes in the login guard, turning it off, and the security notes.
import {
  RECOVERY_CODE_COUNT,
  SIGN_IN_TICKET_MAX_FAILURES,
  apiErrorBody,
  enableTwoStep,
  getTwoStep,
  login,
  startTwoStepSetup,
  twoStepSignIn,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loginFailures, mailOutbox, signInTickets } from '../../../src/db/schema.ts';
import type { TestBackend } from '../../helper.ts';
import { totpCodeAt } from './totp.ts';
import { LOGIN_URL, TEST_PASSWORD, TestClient, describeBackends, loginAs, parseBody } from '../../helper.ts';

const TWO_STEP_URL = '/api/user/auth/two-step';
const PROFILE_URL = '/api/user/profile';

const errorOf = (response: { json(): unknown }) => apiErrorBody.parse(response.json()).error;
const moveClock = (app: FastifyInstance, ms: number) => {
  (app.clock as unknown as { offsetMs: number }).offsetMs += ms;
};
/** The app's code at the app clock's time, `steps` periods away. */
const codeAt = (app: FastifyInstance, secret: string, steps = 0) =>
  totpCodeAt(secret, app.clock.now(), steps);

/** Turns two-step on for the logged-in client: its secret and recovery codes. */
async function turnOn(app: FastifyInstance, client: TestClient) {
  const setup = parseBody(
    startTwoStepSetup.response,
    await client.post('/api/user/settings/two-step/setup', {}),
  ).data;
  const enabled = await client.post('/api/user/settings/two-step/enable', {
    code: await codeAt(app, setup.secret),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { recoveryCodes } = parseBody(enableTwoStep.response, enabled).data;
  // The next code (a later time step) is the first the sign-in may use.
  moveClock(app, 30_000);
  return { secret: setup.secret, recoveryCodes };
}

async function passwordStep(app: FastifyInstance, email: string, address = '127.0.0.1') {
  const client = new TestClient(app, address);
  const response = await client.post(LOGIN_URL, { user: email, pass: TEST_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  const data = parseBody(login.response, response).data;
  if (!('twoStep' in data)) throw new Error(`a session instead of a ticket: ${response.body}`);
  expect(client.cookies.sid).toBeUndefined();
  return { client, ticket: data.twoStep.ticket };
}

async function securitySubjects(backend: TestBackend, email: string) {
  return (await backend.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)))
    .filter((mail) => mail.kind === 'security')
    .map((mail) => mail.subject);
}

describeBackends('two-step sign-in', (backend) => {
  it('sets up with a secret and its URI, turns on with a first code, answers 10 recovery codes and mails a note', async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    expect(parseBody(getTwoStep.response, await client.get('/api/user/settings/two-step')).data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const setup = parseBody(
      startTwoStepSetup.response,
      await client.post('/api/user/settings/two-step/setup', {}),
    ).data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Spark:/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);

    const wrong = await client.post('/api/user/settings/two-step/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'wrong_code', field: 'code' });
    const enabled = await client.post('/api/user/settings/two-step/enable', {
      code: await codeAt(app, setup.secret),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = parseBody(enableTwoStep.response, enabled).data.recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const status = parseBody(getTwoStep.response, await client.get('/api/user/settings/two-step')).data;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // On already: no new secret over the one in use.
    expect((await client.post('/api/user/settings/two-step/setup', {})).statusCode).toBe(409);
    await expect.poll(() => securitySubjects(backend, member.email)).toContain('Two-step sign-in is on');
  });

  it('a right password answers a ticket, no session; the code trades it for the session; a code works once', async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const member = await backend.createMember();
    const { secret } = await turnOn(app, await loginAs(app, member.email));

    const { client, ticket } = await passwordStep(app, member.email);
    expect((await client.get(PROFILE_URL)).statusCode).toBe(401);
    const code = await codeAt(app, secret);
    const signedIn = await client.post(TWO_STEP_URL, { ticket, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(parseBody(twoStepSignIn.response, signedIn).data).toEqual({
      memberId: member.id,
      reactivated: false,
    });
    expect((await client.get(PROFILE_URL)).statusCode).toBe(200);
    // The ticket is spent.
    const reused = await new TestClient(app).post(TWO_STEP_URL, {
      ticket,
      code: await codeAt(app, secret, 1),
    });
    expect(errorOf(reused)).toMatchObject({ code: 'sign_in_expired', field: 'ticket' });

    // The same code on a new ticket (a replay within its 30 s) is refused; the previous step's code too.
    const second = await passwordStep(app, member.email);
    const replay = await second.client.post(TWO_STEP_URL, { ticket: second.ticket, code });
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay)).toMatchObject({ code: 'wrong_code', field: 'code' });
    const older = await second.client.post(TWO_STEP_URL, {
      ticket: second.ticket,
      code: await codeAt(app, secret, -1),
    });
    expect(errorOf(older).code).toBe('wrong_code');
    // One step ahead (a phone whose clock runs fast) is accepted.
    const ahead = await second.client.post(TWO_STEP_URL, {
      ticket: second.ticket,
      code: (await codeAt(app, secret, 1)).replace(/^(\d{3})/, '$1 '),
    });
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it('takes each recovery code once, in any case and with or without dashes', async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const member = await backend.createMember();
    const { recoveryCodes } = await turnOn(app, await loginAs(app, member.email));
    const [first = ''] = recoveryCodes;

    const one = await passwordStep(app, member.email);
    const used = await one.client.post(TWO_STEP_URL, {
      ticket: one.ticket,
      code: first.toUpperCase().replace(/-/g, ' '),
    });
    expect(used.statusCode, used.body).toBe(200);
    const two = await passwordStep(app, member.email);
    const again = await two.client.post(TWO_STEP_URL, { ticket: two.ticket, code: first });
    expect(errorOf(again).code).toBe('wrong_code');
    const client = await loginAsWithCode(app, member.email, recoveryCodes[1] ?? '');
    const status = parseBody(getTwoStep.response, await client.get('/api/user/settings/two-step')).data;
    expect(status.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
  });

  it(`a ticket lasts 10 minutes and dies after ${SIGN_IN_TICKET_MAX_FAILURES} wrong codes, which count in the login guard`, async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const member = await backend.createMember();
    const { secret } = await turnOn(app, await loginAs(app, member.email));

    const late = await passwordStep(app, member.email);
    moveClock(app, 10 * 60_000 + 1_000);
    const expired = await late.client.post(TWO_STEP_URL, {
      ticket: late.ticket,
      code: await codeAt(app, secret),
    });
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).code).toBe('sign_in_expired');

    const guessed = await passwordStep(app, member.email, '10.3.0.1');
    for (let attempt = 1; attempt <= SIGN_IN_TICKET_MAX_FAILURES; attempt++) {
      const response = await guessed.client.post(TWO_STEP_URL, { ticket: guessed.ticket, code: '123456' });
      expect(errorOf(response).code).toBe('wrong_code');
    }
    const dead = await guessed.client.post(TWO_STEP_URL, {
      ticket: guessed.ticket,
      code: await codeAt(app, secret),
    });
    expect(errorOf(dead).code).toBe('sign_in_expired');
    const [pair] = await backend.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `pair:${member.email} 10.3.0.1`));
    expect(pair?.failures).toBe(SIGN_IN_TICKET_MAX_FAILURES);
    expect(
      await backend.db.select().from(signInTickets).where(eq(signInTickets.memberId, member.id)),
    ).toHaveLength(2);
  });

  it('limits wrong codes per member across tickets and addresses; a right password does not clear them', async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const member = await backend.createMember();
    const { secret } = await turnOn(app, await loginAs(app, member.email));
    for (let round = 0; round < 2; round++) {
      const { client, ticket } = await passwordStep(app, member.email, `10.4.0.${round}`);
      for (let attempt = 0; attempt < 5; attempt++)
        expect(errorOf(await client.post(TWO_STEP_URL, { ticket, code: '123456' })).code).toBe('wrong_code');
    }
    const last = await passwordStep(app, member.email, '10.4.1.1');
    const refused = await last.client.post(TWO_STEP_URL, {
      ticket: last.ticket,
      code: await codeAt(app, secret),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('turns off with the password or a code (not a wrong one), mails a note, and the password alone logs in again', async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const { secret, recoveryCodes } = await turnOn(app, client);

    const wrong = await client.post('/api/user/settings/two-step/disable', { currentPassword: 'nope' });
    expect(errorOf(wrong)).toMatchObject({ code: 'invalid_request', field: 'currentPassword' });
    const wrongCode = await client.post('/api/user/settings/two-step/disable', { code: '000000' });
    expect(errorOf(wrongCode)).toMatchObject({ code: 'wrong_code', field: 'code' });
    const nothing = await client.post('/api/user/settings/two-step/disable', {});
    expect(errorOf(nothing).field).toBe('currentPassword');

    // New recovery codes with a code: the old ones stop working.
    const renewed = await client.post('/api/user/settings/two-step/recovery-codes', {
      code: await codeAt(app, secret),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = (renewed.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
    expect(fresh).not.toContain(recoveryCodes[0]);

    const off = await client.post('/api/user/settings/two-step/disable', { currentPassword: TEST_PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (await client.post('/api/user/settings/two-step/disable', { currentPassword: TEST_PASSWORD }))
        .statusCode,
    ).toBe(409);
    await loginAs(app, member.email);
    await expect
      .poll(() => securitySubjects(backend, member.email))
      .toEqual(expect.arrayContaining(['Two-step sign-in is on', 'Two-step sign-in was turned off']));
  });
});

/** Password, then a code (time-based or recovery): a client with the session. */
async function loginAsWithCode(app: FastifyInstance, email: string, code: string) {
  const { client, ticket } = await passwordStep(app, email);
  const response = await client.post(TWO_STEP_URL, { ticket, code });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}
