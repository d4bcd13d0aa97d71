// Email settings end to end over HTTP and the real database: changing the address (password, taken, validation
// link in the outbox), following the link (single-use, expiring), resending (rate-limited), the bounce, opt-outs
// that really stop notification mails, and the notices that follow each state.
import type { ActiveNotice } from '@app/contract';
import { emailEndpoints, likeMember, publicEmailEndpoints, validationResendLimit } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { emailTokens, mailOutbox, members } from '../../../src/db/schema.ts';
import { TEST_PASSWORD, TestClient, describeBackends, loginAs } from '../../helper.ts';
import { messenger } from '../messaging/messaging-client.ts';

const api = { ...emailEndpoints, ...publicEmailEndpoints };

const outboxTo = async (app: FastifyInstance, to: string) => {
  const response = await app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  return (response.json() as { data: { mail: Array<{ kind: string; text: string; subject: string }> } }).data
    .mail;
};

const tokenIn = (text: string) => {
  const match = /\/email\/validate\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no validation link in:\n${text}`);
  return match[1];
};

const notices = async (client: TestClient) => {
  const response = await client.get('/api/user/notices');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { notices: ActiveNotice[] } }).data.notices.map((n) => n.kind);
};

describeBackends('email settings', (backend) => {
  it('changes the address: password asked, taken refused, link mailed, then validated once', async () => {
    const app = await backend.build();
    const member = await backend.createMember({ emailValidatedAt: new Date() });
    await backend.createMember({ email: 'taken@example.org' });
    const client = await loginAs(app, member.email);
    expect(await notices(client)).not.toContain('emailValidation');

    const wrong = await client.post(api.changeEmail.path, {
      email: 'new@example.org',
      currentPassword: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { field: 'currentPassword' } });
    const missing = await client.post(api.changeEmail.path, { email: 'new@example.org' });
    expect(missing.json()).toMatchObject({ error: { field: 'currentPassword' } });
    const taken = await client.post(api.changeEmail.path, {
      email: 'Taken@Example.org',
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'email_taken', field: 'email' } });

    const changed = await client.post(api.changeEmail.path, {
      email: 'New@Example.org',
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      data: { email: 'new@example.org', validated: false, bouncing: false },
    });
    expect(await notices(client)).toContain('emailValidation');
    expect((await outboxTo(app, member.email))[0]?.kind).toBe('security');
    const [validation] = await outboxTo(app, 'new@example.org');
    expect(validation?.kind).toBe('validate-email');
    const token = tokenIn(validation?.text ?? '');

    // The link works without a session.
    const visitor = new TestClient(app);
    const anonymous = await visitor.post(api.validateEmail.path, { token });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.json()).toEqual({ data: { email: 'new@example.org' } });
    const again = await visitor.post(api.validateEmail.path, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'invalid_token', field: 'token' } });

    const settings = await client.get(api.getEmailSettings.path);
    expect(settings.json()).toMatchObject({ data: { validated: true } });
    const after = await notices(client);
    expect(after).toContain('emailVerified');
    expect(after).not.toContain('emailValidation');
    const dismissed = await client.post('/api/user/notices/emailVerified/dismiss');
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await notices(client)).not.toContain('emailVerified');
  });

  it('refuses an expired, unknown or misshapen token naming the field', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    await client.post(api.resendValidation.path);
    const token = tokenIn((await outboxTo(app, member.email))[0]?.text ?? '');
    await backend.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    for (const body of [{ token }, { token: 'A'.repeat(43) }, { token: 'short' }, {}]) {
      const response = await new TestClient(app).post(api.validateEmail.path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { field: 'token' } });
    }
  });

  it('rate-limits resending the link, and refuses it for a validated address', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    for (let i = 0; i < validationResendLimit.max; i++) {
      const response = await client.post(api.resendValidation.path);
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await client.post(api.resendValidation.path);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await outboxTo(app, member.email)).toHaveLength(validationResendLimit.max);

    const validated = await backend.createMember({ emailValidatedAt: new Date() });
    const other = await loginAs(app, validated.email);
    expect((await other.post(api.resendValidation.path)).statusCode).toBe(409);
  });

  it('marks bounce@… as bouncing, and shows gmailSpam for an unvalidated Gmail address', async () => {
    const app = await backend.build();
    const member = await backend.createMember({ emailValidatedAt: new Date() });
    const client = await loginAs(app, member.email);
    await client.post(api.changeEmail.path, { email: 'bounce@example.com', currentPassword: TEST_PASSWORD });
    // The validation mail is a job: the bounce is known once it has been sent.
    await app.jobs.settle();
    const settings = await client.get(api.getEmailSettings.path);
    expect(settings.json()).toMatchObject({ data: { bouncing: true, validated: false } });
    const kinds = await notices(client);
    expect(kinds).toContain('emailBouncing');
    expect(kinds).not.toContain('emailValidation');

    await client.post(api.changeEmail.path, { email: 'someone@gmail.com', currentPassword: TEST_PASSWORD });
    const gmail = await notices(client);
    expect(gmail.slice(0, 2)).toEqual(['emailValidation', 'gmailSpam']);
    expect(gmail).not.toContain('emailBouncing');
  });

  it('mails a new message and a new match unless the member opted out (or bounces, or is disabled)', async () => {
    const app = await backend.build();
    const ann = await messenger(backend, app, { displayName: 'Ann' });
    const bob = await messenger(backend, app, { displayName: 'Bob' });
    const cat = await messenger(backend, app, { displayName: 'Cat' });
    const optOut = await ann.client.request({
      method: 'PUT',
      url: api.saveEmailOptOuts.path,
      payload: { optOuts: ['new-message', 'new-match', 'new-message'] },
    });
    expect(optOut.statusCode, optOut.body).toBe(200);
    expect(optOut.json()).toMatchObject({ data: { optOuts: ['new-message', 'new-match'] } });

    expect((await bob.flirtResponse(ann.id, 'wave')).statusCode).toBe(200);
    expect((await bob.flirtResponse(cat.id, 'wave')).statusCode).toBe(200);
    expect((await bob.flirtResponse(cat.id, 'smile')).statusCode).toBe(200);
    expect(await outboxTo(app, ann.member.email)).toEqual([]);
    const toCat = await outboxTo(app, cat.member.email);
    // One mail per sender an hour, however many messages.
    expect(toCat.map((m) => [m.kind, m.subject])).toEqual([['new-message', 'Bob sent you a message']]);

    // A match: Bob liked Ann first; Ann liking back mails Bob (Ann, opted out, gets none either way).
    await bob.client.post(likeMember.path, { memberId: ann.id });
    await ann.client.post(likeMember.path, { memberId: bob.id });
    expect((await outboxTo(app, bob.member.email)).map((m) => m.kind)).toEqual(['new-match']);
    await ann.client.post(likeMember.path, { memberId: cat.id });
    await cat.client.post(likeMember.path, { memberId: ann.id });
    expect((await outboxTo(app, ann.member.email)).map((m) => m.kind)).toEqual([]);

    await backend.db.update(members).set({ emailBouncing: true }).where(eq(members.id, cat.id));
    const dan = await messenger(backend, app, { displayName: 'Dan' });
    await dan.flirtResponse(cat.id, 'wave');
    expect(await outboxTo(app, cat.member.email)).toHaveLength(1);
    expect(await backend.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it('lists reactivationModal first and ctbcd last, and dismissing a once notice records it', async () => {
    const app = await backend.build();
    const member = await backend.createMember({
      emailValidatedAt: new Date(),
      pendingNotices: ['reactivationModal'],
    });
    const client = await loginAs(app, member.email);
    expect(await notices(client)).toEqual(['reactivationModal', 'ctbcd']);
    // A session notice: ok, and it stays listed (the site hides it for the session).
    expect((await client.post('/api/user/notices/ctbcd/dismiss')).statusCode).toBe(200);
    expect((await client.post('/api/user/notices/reactivationModal/dismiss')).statusCode).toBe(200);
    expect(await notices(client)).toEqual(['ctbcd']);
    const bad = await client.post('/api/user/notices/nothing/dismiss');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { field: 'kind' } });
  });
});
