// What the rest of the server knows of mail: a Mailer sends one rendered email and records it in the outbox table.
// Features write their own templates (subject, text and HTML) with the shared layout in templates.ts, then call
// `app.mail.queue` (sent by the job queue once the request's answer is committed) or, inside a job, `app.mail.send`. Which transport carries it (the offline outbox by default, SMTP when SMTP_URL is set) is the mail
// plugin's choice, never the caller's.

/** One rendered email, ready to send. */
export interface OutgoingMail {
  to: string;
  /** The member it is for, when there is one (kept with the outbox row). */
  memberId?: number | null;
  /** The template that wrote it, e.g. 'validate-email', 'recover-password'. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  /** The outbox row. */
  id: number;
  status: 'sent' | 'bounced' | 'failed';
}

export interface Mailer {
  /** Sends now and records it. */
  send(mail: OutgoingMail): Promise<SentMail>;
  /** Commits the mail as a job: a server sends it soon after, and a crash of this one does not lose it. */
  queue(mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}
