// The public forms against the real server: each form's own fields checked (400 naming the field), a message stored
// with a unique reference and the member when a session is present, the acknowledgement mailed with the reference,
// and the per-address, per-form rate limit (429 with Retry-After; refused messages do not count).
import {
  SUPPORT_RATE_LIMIT,
  apiErrorBody,
  sendBugReport,
  sendCustomerService,
  sendSystemAbuse,
  supportReference,
  supportSent,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, supportRequests } from '../../../src/db/schema.ts';
import { TestClient, describeBackends, loginAs, parseBody } from '../../helper.ts';

const message = 'The photos page does not load after I upload a photo.';

describeBackends('public support forms', (backend) => {
  it('stores a message anonymously, answers a reference and mails it to the sender', async () => {
    const app = await backend.build();
    const client = new TestClient(app);
    const response = await client.post(sendBugReport.path, {
      name: ' Ana ',
      email: 'ana@example.com',
      message,
      page: '/profile/photos',
      steps: '1. Upload a photo\n2. Reload',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { reference, form } = parseBody(supportSent, response).data;
    expect(form).toBe('bug-report');
    expect(reference).toMatch(/^BR-/);
    expect(supportReference.safeParse(reference).success).toBe(true);

    const [row] = await backend.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.reference, reference));
    expect(row).toMatchObject({
      form: 'bug-report',
      memberId: null,
      name: 'Ana',
      email: 'ana@example.com',
      message,
    });
    expect(JSON.parse(row!.details)).toEqual({
      page: '/profile/photos',
      steps: '1. Upload a photo\n2. Reload',
    });
    expect(row!.subject).toBe('Report a bug: /profile/photos');

    // The acknowledgement is a job, sent just after the answer.
    await app.jobs.settle();
    const mails = await backend.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ana@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(reference);
    expect(mails[0]!.textBody).toContain(reference);
    expect(mails[0]!.htmlBody).toContain(reference);
  });

  it('keeps the member with the message when a session is present', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const response = await client.post(sendCustomerService.path, {
      name: 'Member',
      email: member.email,
      message: 'Please tell me when my membership renews.',
      topic: 'membership',
    });
    const { reference } = parseBody(supportSent, response).data;
    const [row] = await backend.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.reference, reference));
    expect(row).toMatchObject({ memberId: member.id, subject: 'Customer service: Membership and plans' });
  });

  it('refuses a bad message naming the field, and the form’s own fields too', async () => {
    const app = await backend.build();
    const client = new TestClient(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Ana', email: 'ana@example.com', message: 'too short', topic: 'billing' }, 'message'],
      [{ name: 'Ana', email: 'not-an-address', message, topic: 'billing' }, 'email'],
      [{ name: '  ', email: 'ana@example.com', message, topic: 'billing' }, 'name'],
      [{ name: 'Ana', email: 'ana@example.com', message, topic: 'jokes' }, 'topic'],
      [{ name: 'Ana', email: 'ana@example.com', message: 'x'.repeat(5001), topic: 'billing' }, 'message'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post(sendCustomerService.path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(apiErrorBody.parse(response.json()).error).toMatchObject({ code: 'invalid_request', field });
    }
    const abuse = await client.post(sendSystemAbuse.path, {
      name: 'Ana',
      email: 'ana@example.com',
      message,
      kind: 'spam',
    });
    expect(apiErrorBody.parse(abuse.json()).error.field).toBe('reported');
    expect(await backend.db.select().from(supportRequests)).toHaveLength(0);
  });

  it(`limits each form to ${SUPPORT_RATE_LIMIT} messages an hour per address; refused ones do not count`, async () => {
    const app = await backend.build();
    const client = new TestClient(app, '203.0.113.7');
    const other = new TestClient(app, '198.51.100.9');
    const body = { name: 'Ana', email: 'ana@example.com', message, page: 'Inbox' };
    await client.post(sendBugReport.path, { ...body, message: 'short' });
    const references = new Set<string>();
    for (let i = 0; i < SUPPORT_RATE_LIMIT; i++) {
      const response = await client.post(sendBugReport.path, body);
      expect(response.statusCode, response.body).toBe(200);
      references.add(parseBody(supportSent, response).data.reference);
    }
    expect(references.size).toBe(SUPPORT_RATE_LIMIT);
    const refused = await client.post(sendBugReport.path, body);
    expect(refused.statusCode).toBe(429);
    expect(apiErrorBody.parse(refused.json()).error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another form, or another address, is counted apart.
    const abuse = { name: 'Ana', email: 'ana@example.com', message, reported: '1042', kind: 'scam' };
    expect((await client.post(sendSystemAbuse.path, abuse)).statusCode).toBe(200);
    expect((await other.post(sendBugReport.path, body)).statusCode).toBe(200);
  });
});
