// Password recovery: the same answer for any address (and a mail only for a real one), rate limits per address and
// per client, a single-use link that expires after an hour, and every session signed out after the reset.
import { apiErrorBody, recoveryCopy, recoveryLimits } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emailTokens, mailOutbox } from '../../../src/db/schema.ts';
import type { TestBackend } from '../../helper.ts';
import { LOGIN_URL, TestClient, describeBackends, loginAs } from '../../helper.ts';

const REQUEST = '/api/user/password-recovery';
const errorOf = (response: { json(): unknown }) => apiErrorBody.parse(response.json()).error;

/** The recovery link mailed to `to` (mail goes out after the answer, so wait for it). */
async function linkTo(backend: TestBackend, to: string): Promise<URL> {
  for (let i = 0; i < 100; i++) {
    const [mail] = await backend.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    const found = mail?.textBody.match(/https?:\/\/\S+password-recovery\?token=\S+/)?.[0];
    if (found) return new URL(found);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no recovery mail to ${to}`);
}

/** The security notes mailed to `to` (queued as a job: waited for). */
async function securityNotesTo(backend: TestBackend, to: string) {
  for (let i = 0; i < 100; i++) {
    const mail = await backend.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    const notes = mail.filter((m) => m.kind === 'security');
    if (notes.length > 0) return notes;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describeBackends('password recovery', (backend) => {
  it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const anonymous = new TestClient(app);

    const known = await anonymous.post(REQUEST, { email: member.email.toUpperCase() });
    const unknown = await anonymous.post(REQUEST, { email: 'nobody@test.example' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);

    const link = await linkTo(backend, member.email);
    expect(link.pathname).toBe('/password-recovery');
    await app.close();
    const all = await backend.db.select().from(mailOutbox);
    expect(all.map((m) => m.toAddress)).toEqual([member.email]);
    expect(all[0]).toMatchObject({ kind: 'recover-password', memberId: member.id });
  });

  it('resets the password with the link once, signing out every session', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const session = await loginAs(app, member.email);
    const anonymous = new TestClient(app);
    await anonymous.post(REQUEST, { email: member.email });
    const token = (await linkTo(backend, member.email)).searchParams.get('token')!;

    expect((await anonymous.post(`${REQUEST}/check`, { token })).statusCode).toBe(200);
    const reset = await anonymous.post(`${REQUEST}/reset`, { token, newPassword: 'recovered password' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await session.get('/api/user/settings/login')).statusCode).toBe(401);
    await loginAs(app, member.email, 'recovered password');
    const old = await new TestClient(app).post(LOGIN_URL, {
      user: member.email,
      pass: 'correct horse battery staple',
    });
    expect(old.statusCode).toBe(401);
    // The owner hears of the reset, whoever used the link.
    const [note] = await securityNotesTo(backend, member.email);
    expect(note?.subject).toBe('Your password was changed');
    expect(note?.textBody).toContain('reset with a password recovery link');

    const again = await anonymous.post(`${REQUEST}/reset`, { token, newPassword: 'another password' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ field: 'token', message: recoveryCopy.invalidToken });
    const check = await anonymous.post(`${REQUEST}/check`, { token });
    expect(errorOf(check).field).toBe('token');
  });

  it('refuses an unknown or expired token, naming token, and keeps the password', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const anonymous = new TestClient(app);
    const unknown = await anonymous.post(`${REQUEST}/reset`, {
      token: 'A'.repeat(43),
      newPassword: 'recovered password',
    });
    expect(errorOf(unknown)).toMatchObject({ code: 'invalid_request', field: 'token' });
    const malformed = await anonymous.post(`${REQUEST}/reset`, {
      token: 'short',
      newPassword: 'recovered password',
    });
    expect(errorOf(malformed).field).toBe('token');

    await anonymous.post(REQUEST, { email: member.email });
    const token = (await linkTo(backend, member.email)).searchParams.get('token')!;
    await backend.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.memberId, member.id));
    const expired = await anonymous.post(`${REQUEST}/reset`, { token, newPassword: 'recovered password' });
    expect(errorOf(expired).field).toBe('token');
    await loginAs(app, member.email);
  });

  it('limits requests per address and per client, the same way for unknown addresses', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = new TestClient(app, '10.0.0.1');
    for (let i = 0; i < recoveryLimits.perEmail; i++)
      expect((await client.post(REQUEST, { email: member.email })).statusCode).toBe(200);
    const limited = await client.post(REQUEST, { email: member.email });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('rate_limited');
    for (let i = 0; i < recoveryLimits.perEmail; i++)
      expect((await client.post(REQUEST, { email: 'ghost@test.example' })).statusCode).toBe(200);
    expect((await client.post(REQUEST, { email: 'ghost@test.example' })).statusCode).toBe(429);

    // Another client may still ask for another address; the first client is over its own limit soon.
    const other = new TestClient(app, '10.0.0.2');
    expect((await other.post(REQUEST, { email: 'someone@test.example' })).statusCode).toBe(200);
    const results = [];
    for (let i = 0; i < recoveryLimits.perClient; i++)
      results.push((await client.post(REQUEST, { email: `spray${i}@test.example` })).statusCode);
    expect(results.filter((s) => s === 200).length).toBeLessThan(recoveryLimits.perClient);
    expect(results.at(-1)).toBe(429);
  });
});
