// The outgoing email plugin: the offline outbox (the default), SMTP to a real local SMTP server (smtp-server, the SMTP server
// library from nodemailer's author: the test speaks the real protocol, no mock transport), the sandbox's bounce, the
// shared layout, and the dev outbox pages that exist only outside production.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, members } from '../../../src/db/schema.ts';
import { renderEmail, siteLink } from '../../../src/features/outgoing-email/templates.ts';
import { describeBackends, testConfig } from '../../helper.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives and refuses nobody@… recipients (550). */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) {
        const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sample = {
  kind: 'test-mail',
  subject: 'Hello there',
  ...renderEmail({
    heading: 'Hello <there>',
    paragraphs: ['A line with "quotes" & ampersands.'],
    action: { label: 'Open Spark', url: 'http://127.0.0.1:8080/home?a=1&b=2' },
    footerNote: 'You get this because you tested.',
  }),
};

describeBackends('outgoing email', (backend) => {
  it('keeps mail in the outbox by default, built by nodemailer, with a message id', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const sent = await app.email.send({ ...sample, to: member.email.toUpperCase(), memberId: member.id });
    expect(sent.status).toBe('sent');
    const [row] = await backend.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(row).toMatchObject({
      toAddress: member.email,
      memberId: member.id,
      kind: 'test-mail',
      subject: 'Hello there',
      transport: 'outbox',
      status: 'sent',
    });
    expect(row?.messageId).toMatch(/^<.+@.+>$/);
  });

  it('bounces mail to bounce@… in the sandbox and flags the member’s address', async () => {
    const app = await backend.build();
    const member = await backend.createMember({ email: 'bounce@example.com' });
    const other = await backend.createMember();
    const sent = await app.email.send({ ...sample, to: 'bounce@example.com', memberId: member.id });
    expect(sent.status).toBe('bounced');
    const rows = await backend.db.select().from(members);
    expect(rows.find((m) => m.id === member.id)?.emailBouncing).toBe(true);
    expect(rows.find((m) => m.id === other.id)?.emailBouncing).toBe(false);
  });

  describe('over SMTP', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeEach(async () => {
      smtp = await startSmtp();
    });
    afterEach(async () => {
      await smtp.close();
    });

    it('sends over SMTP when SMTP_URL is set, and records it', async () => {
      const app = await backend.build({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Spark <hello@spark.test>' } });
      const sent = await app.email.send({ ...sample, to: 'someone@example.org' });
      expect(sent.status).toBe('sent');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.from).toBe('hello@spark.test');
      expect(smtp.received[0]?.to).toEqual(['someone@example.org']);
      expect(smtp.received[0]?.raw).toContain('Subject: Hello there');
      expect(smtp.received[0]?.raw).toContain('Content-Type: text/html');
      const [row] = await backend.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
      expect(row).toMatchObject({ transport: 'smtp', status: 'sent' });
    });

    it('records a recipient the SMTP server refuses as a bounce', async () => {
      const app = await backend.build({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'hello@spark.test' } });
      const member = await backend.createMember({ email: 'nobody@example.org' });
      const sent = await app.email.send({ ...sample, to: member.email, memberId: member.id });
      expect(sent.status).toBe('bounced');
      const [row] = await backend.db.select().from(members).where(eq(members.id, member.id));
      expect(row?.emailBouncing).toBe(true);
    });

    it('records a failure when the server cannot be reached, without throwing', async () => {
      const url = smtp.url;
      await smtp.close();
      smtp = await startSmtp();
      const app = await backend.build({
        env: { SMTP_URL: url.replace(/:\d+$/, ':1'), MAIL_FROM: 'a@b.test' },
      });
      const sent = await app.email.send({ ...sample, to: 'someone@example.org' });
      expect(sent.status).toBe('failed');
    });
  });

  it('serves the outbox as a page and as JSON, newest first, filtered by address', async () => {
    const app = await backend.build();
    await app.email.send({ ...sample, to: 'a@example.org', subject: 'First' });
    await app.email.send({ ...sample, to: 'b@example.org', subject: 'Second' });
    await app.email.send({ ...sample, to: 'a@example.org', subject: 'Third' });
    const json = await app.inject({ url: '/dev/outbox.json?to=A@example.org' });
    expect(json.statusCode).toBe(200);
    const mail = (json.json() as { data: { mail: Array<{ subject: string; text: string }> } }).data.mail;
    expect(mail.map((m) => m.subject)).toEqual(['Third', 'First']);
    expect(mail[0]?.text).toContain('Open Spark: http://127.0.0.1:8080/home?a=1&b=2');

    const page = await app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf('Third')).toBeLessThan(page.body.indexOf('Second'));
    expect(page.body).toContain('<a href="http://127.0.0.1:8080/home?a=1&amp;b=2">');
    expect(page.body).not.toContain('<there>');
  });
});

it('renders the layout escaped, with the action as a link in both forms', () => {
  expect(sample.html).toContain('<html lang="en">');
  expect(sample.html).toContain('<title>Hello &lt;there&gt;</title>');
  expect(sample.html).toContain('&quot;quotes&quot; &amp; ampersands');
  expect(sample.html).toContain('href="http://127.0.0.1:8080/home?a=1&amp;b=2"');
  expect(sample.text).toContain('Hello <there>');
  expect(sample.text).toContain('Open Spark: http://127.0.0.1:8080/home?a=1&b=2');
});

it('builds links on the configured public address, never the request', () => {
  expect(
    siteLink(testConfig({ PUBLIC_URL: 'https://spark.example/' }), '/email/validate', { token: 'a b' }),
  ).toBe('https://spark.example/email/validate?token=a+b');
  expect(siteLink(testConfig({ PORT: '9000' }), 'home')).toBe('http://127.0.0.1:9000/home');
});
