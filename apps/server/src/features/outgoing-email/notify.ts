// Notification emails (app.emailNotices) where their events happen (a message arrives, a like becomes mutual): sent
// through app.email unless the recipient opted out of the kind, is disabled, or their address bounces. An email that
// cannot go out never fails the event that caused it.
import type { EmailKind, OptOutEmailKind } from '@app/contract';
import { emailKindCopy } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { rateLimitsRepository } from '../../db/rate-limits.ts';
import type { Member } from '../../db/schema.ts';
import { renderEmail, siteLink } from './templates.ts';

/** New-message emails: at most one an hour per recipient and sender, however many messages a conversation has. */
export const NEW_MESSAGE_EMAIL_WINDOW_MINUTES = 60;

interface Composed {
  kind: EmailKind;
  subject: string;
  text: string;
  html: string;
}

type Links = Pick<Config, 'publicUrl'>;

/** The footer of an email a member may turn off: which setting stops it, and where. */
const optOutNote = (config: Links, kind: EmailKind) =>
  `You get this email because "${emailKindCopy[kind].label}" is on in your email settings: ${siteLink(config, '/profile/settings/email-settings')}`;

export function newMessageEmail(config: Links, senderName: string, threadId: string): Composed {
  return {
    kind: 'new-message',
    subject: `${senderName} sent you a message`,
    ...renderEmail({
      heading: `${senderName} sent you a message`,
      paragraphs: ['Someone is waiting for your answer on Spark.'],
      action: { label: 'Read the message', url: siteLink(config, `/inbox/${encodeURIComponent(threadId)}`) },
      footerNote: optOutNote(config, 'new-message'),
    }),
  };
}

export function newMatchEmail(config: Links, otherName: string): Composed {
  return {
    kind: 'new-match',
    subject: `You and ${otherName} like each other`,
    ...renderEmail({
      heading: 'It is a match!',
      paragraphs: [`You and ${otherName} like each other. Why not say hello?`],
      action: { label: 'See your mutual likes', url: siteLink(config, '/lists/mutual-likes') },
      footerNote: optOutNote(config, 'new-match'),
    }),
  };
}

/** A match mailed once a month at most per pair: liking again after an unlike does not mail again at once. */
export const NEW_MATCH_EMAIL_WINDOW_MINUTES = 30 * 24 * 60;

/** True when the member gets email of this kind now. */
export const wantsEmail = (member: Member, kind: OptOutEmailKind): boolean =>
  !member.disabledAt && !member.emailBouncing && !member.emailOptOuts.includes(kind);

async function notify(
  app: FastifyInstance,
  recipientId: number,
  kind: OptOutEmailKind,
  compose: () => Promise<Composed | null>,
  throttle: { key: string; windowMinutes: number },
): Promise<void> {
  try {
    const recipient = await app.repos.members.findById(recipientId);
    if (!recipient || !wantsEmail(recipient, kind)) return;
    const wait = await rateLimitsRepository(app.database.db).hit(throttle.key, {
      max: 1,
      windowMinutes: throttle.windowMinutes,
    });
    if (wait > 0) return;
    const email = await compose();
    if (!email) return;
    await app.email.queue({ to: recipient.email, memberId: recipient.id, ...email });
  } catch (error) {
    app.log.warn({ err: error, kind }, 'notification email not sent');
  }
}

const nameOf = async (app: FastifyInstance, memberId: number) =>
  (await app.repos.members.findById(memberId))?.displayName ?? null;

/** A message (or flirt) from `senderId` reached `recipientId` in `threadId`. */
export const notifyNewMessage = (
  app: FastifyInstance,
  message: { senderId: number; recipientId: number; threadId: string | number },
) =>
  notify(
    app,
    message.recipientId,
    'new-message',
    async () => {
      const name = await nameOf(app, message.senderId);
      return name === null ? null : newMessageEmail(app.config, name, String(message.threadId));
    },
    {
      key: `mail:new-message:${message.recipientId}:${message.senderId}`,
      windowMinutes: NEW_MESSAGE_EMAIL_WINDOW_MINUTES,
    },
  );

/** `likerId` liked `likedId` back: both like each other now; the member liked first hears it by email. */
export const notifyNewMatch = (app: FastifyInstance, likerId: number, likedId: number) =>
  notify(
    app,
    likedId,
    'new-match',
    async () => {
      const name = await nameOf(app, likerId);
      return name === null ? null : newMatchEmail(app.config, name);
    },
    { key: `mail:new-match:${likedId}:${likerId}`, windowMinutes: NEW_MATCH_EMAIL_WINDOW_MINUTES },
  );

export interface EmailNotices {
  /** A message (or flirt) reached its recipient. */
  newMessage(message: { senderId: number; recipientId: number; threadId: string | number }): Promise<void>;
  /** `likerId` liked `likedId` back. */
  newMatch(likerId: number, likedId: number): Promise<void>;
}

export const emailNoticesOf = (app: FastifyInstance): EmailNotices => ({
  newMessage: (message) => notifyNewMessage(app, message),
  newMatch: (likerId, likedId) => notifyNewMatch(app, likerId, likedId),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Notification emails members may turn off, sent where their events happen (messaging, likes). */
    emailNotices: EmailNotices;
  }
}
