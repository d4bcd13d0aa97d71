// What the rest of the server knows of outgoing email: an EmailSender sends one rendered email and records it in the
// outbox table. Features write their own templates (subject, text and HTML) with the shared layout in templates.ts,
// then call `app.email.queue` (sent by the job queue once the request's answer is committed) or, inside a job,
// `app.email.send`. Which transport carries it (the offline outbox by default, SMTP when SMTP_URL is set) is the
// plugin's choice, never the caller's.

/** One rendered email, ready to send. */
export interface OutgoingEmail {
  to: string;
  /** The member it is for, when there is one (kept with the outbox row). */
  memberId?: number | null;
  /** The template that wrote it, e.g. 'validate-email', 'recover-password'. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentEmail {
  /** The outbox row. */
  id: number;
  status: 'sent' | 'bounced' | 'failed';
}

export interface EmailSender {
  /** Sends now and records it. */
  send(email: OutgoingEmail): Promise<SentEmail>;
  /** Commits the email as a job: a server sends it soon after, and a crash of this one does not lose it. */
  queue(email: OutgoingEmail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing email (not member messages: those are the messaging feature's). */
    email: EmailSender;
  }
}
