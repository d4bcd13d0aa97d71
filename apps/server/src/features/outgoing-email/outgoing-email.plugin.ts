// The outgoing email plugin: decorates app.email (sender.ts) over nodemailer. With the SMTP transport, email goes out
// over SMTP; with the outbox (demo mode's default, or named by MAIL_TRANSPORT=outbox) nodemailer still builds the full
// MIME message (streamTransport) and it stays unsent, so `npm start` and the tests work without a mail server. Every
// send is recorded in mail_outbox either way.
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { EmailSender, OutgoingEmail, SentEmail } from './sender.ts';
import { outboxRepository } from './outbox.repository.ts';
import { emailNoticesOf } from './notify.ts';
import outboxRoutes from './outbox.routes.ts';

/**
 * The sandbox's bounce: email to an address whose local part is `bounce` (bounce@example.com) bounces, so the
 * bouncing notice can be tried offline. Over SMTP a bounce is the server refusing the recipient.
 */
export const isSandboxBounce = (address: string): boolean =>
  address.slice(0, address.lastIndexOf('@')).toLowerCase() === 'bounce';

// The job's stored name: jobs queued before a deploy carry it.
const EMAIL_JOB = 'mail';

export interface OutgoingEmailOptions {
  /** Overrides SMTP_URL (tests point it at a local SMTP server). */
  smtpUrl?: string;
}

export default fp<OutgoingEmailOptions>(
  async (app, options) => {
    const repo = outboxRepository(app.database.db);
    const { mail: mailConfig } = app.config;
    const smtpUrl = options.smtpUrl ?? (mailConfig.transport === 'smtp' ? mailConfig.smtpUrl : undefined);
    const transport: { kind: 'smtp' | 'outbox'; transporter: Transporter } = smtpUrl
      ? { kind: 'smtp', transporter: nodemailer.createTransport(smtpUrl) }
      : { kind: 'outbox', transporter: nodemailer.createTransport({ streamTransport: true, buffer: true }) };
    app.addHook('onClose', async () => {
      transport.transporter.close();
    });

    const send = async (email: OutgoingEmail): Promise<SentEmail> => {
      const to = email.to.toLowerCase();
      let status: SentEmail['status'] = 'sent';
      let messageId: string | null = null;
      try {
        const info = (await transport.transporter.sendMail({
          from: app.config.mail.from,
          to,
          subject: email.subject,
          text: email.text,
          html: email.html,
        })) as { messageId?: string; rejected?: unknown[] };
        messageId = info.messageId ?? null;
        const rejected = (info.rejected ?? []).map(String);
        if (rejected.some((address) => address.toLowerCase() === to)) status = 'bounced';
      } catch (error) {
        // A recipient the SMTP server refuses outright is a bounce; anything else (no connection…) a failure.
        const responseCode = (error as { responseCode?: number }).responseCode;
        status =
          (error as { code?: string }).code === 'EENVELOPE' && responseCode && responseCode >= 500
            ? 'bounced'
            : 'failed';
        app.log.warn({ err: error, kind: email.kind }, 'email not sent');
      }
      if (transport.kind === 'outbox' && status === 'sent' && isSandboxBounce(to)) status = 'bounced';
      const id = await repo.record({
        memberId: email.memberId ?? null,
        toAddress: to,
        kind: email.kind,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        transport: transport.kind,
        messageId,
        status,
      });
      if (status === 'bounced') await repo.markBouncing(to, email.memberId);
      return { id, status };
    };

    app.jobs.handle(EMAIL_JOB, async (payload) => {
      await send(payload as OutgoingEmail);
    });
    const sender: EmailSender = { send, queue: (email) => app.jobs.enqueue(EMAIL_JOB, email) };
    app.decorate('email', sender);
    app.decorate('emailNotices', emailNoticesOf(app));

    // The outbox pages are a demo-mode door: in production mode they answer 404.
    await app.register(outboxRoutes, { repo: app.config.mode === 'demo' ? repo : null, jobs: app.jobs });
  },
  { name: 'outgoing-email', dependencies: ['config', 'database', 'jobs'] },
);
