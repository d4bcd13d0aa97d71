// The mail plugin: decorates app.mail (mailer.ts) over nodemailer. With the SMTP transport, mail goes out over SMTP;
// with the outbox (demo mode's default, or named by MAIL_TRANSPORT=outbox) nodemailer still builds the full MIME
// message (streamTransport) and it stays unsent, so `npm start` and the tests work without a mail server. Every send
// is recorded in mail_outbox either way.
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail, SentMail } from './mailer.ts';
import { mailRepository } from './mail.repository.ts';
import { mailNoticesOf } from './notify.ts';
import outboxRoutes from './outbox.routes.ts';

/**
 * The sandbox's bounce: mail to an address whose local part is `bounce` (bounce@example.com) bounces, so the
 * bouncing notice can be tried offline. Over SMTP a bounce is the server refusing the recipient.
 */
export const isSandboxBounce = (address: string): boolean =>
  address.slice(0, address.lastIndexOf('@')).toLowerCase() === 'bounce';

const MAIL_JOB = 'mail';

export interface MailPluginOptions {
  /** Overrides SMTP_URL (tests point it at a local SMTP server). */
  smtpUrl?: string;
}

export default fp<MailPluginOptions>(
  async (app, options) => {
    const repo = mailRepository(app.database.db);
    const { mail: mailConfig } = app.config;
    const smtpUrl = options.smtpUrl ?? (mailConfig.transport === 'smtp' ? mailConfig.smtpUrl : undefined);
    const transport: { kind: 'smtp' | 'outbox'; transporter: Transporter } = smtpUrl
      ? { kind: 'smtp', transporter: nodemailer.createTransport(smtpUrl) }
      : { kind: 'outbox', transporter: nodemailer.createTransport({ streamTransport: true, buffer: true }) };
    app.addHook('onClose', async () => {
      transport.transporter.close();
    });

    const send = async (mail: OutgoingMail): Promise<SentMail> => {
      const to = mail.to.toLowerCase();
      let status: SentMail['status'] = 'sent';
      let messageId: string | null = null;
      try {
        const info = (await transport.transporter.sendMail({
          from: app.config.mail.from,
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
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
        app.log.warn({ err: error, kind: mail.kind }, 'mail not sent');
      }
      if (transport.kind === 'outbox' && status === 'sent' && isSandboxBounce(to)) status = 'bounced';
      const id = await repo.record({
        memberId: mail.memberId ?? null,
        toAddress: to,
        kind: mail.kind,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        transport: transport.kind,
        messageId,
        status,
      });
      if (status === 'bounced') await repo.markBouncing(to, mail.memberId);
      return { id, status };
    };

    app.jobs.handle(MAIL_JOB, async (payload) => {
      await send(payload as OutgoingMail);
    });
    const mailer: Mailer = { send, queue: (mail) => app.jobs.enqueue(MAIL_JOB, mail) };
    app.decorate('mail', mailer);
    app.decorate('mailNotices', mailNoticesOf(app));

    // The outbox pages are a demo-mode door: in production mode they answer 404.
    await app.register(outboxRoutes, { repo: app.config.mode === 'demo' ? repo : null, jobs: app.jobs });
  },
  { name: 'mail', dependencies: ['config', 'database', 'jobs'] },
);
