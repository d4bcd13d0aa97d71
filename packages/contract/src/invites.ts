// Invite and reply: a member invites another to answer one of their 20Q questions; the invitee replies.
import { z } from 'zod';
import { catalogue } from './catalogue.ts';
import { defineEndpoint } from './endpoint.ts';
import { dbIdFromText, memberId } from './fields.ts';
import { INVITES_PER_DAY } from './invite-limits.ts';
import { memberSummary } from './members.ts';
import { cursorQuery, pageOf } from './paging.ts';
import { TWENTY_Q_QUESTION_COUNT, twentyQAnswerBody } from './twenty-q.ts';

/**
 * Invite and reply. From another member's profile, a member asks them one of the 20Q questions they have not answered
 * on their profile ("Ask a 20Q question"). The invitee finds it on the invites page (received) and replies under the
 * 20Q answer rules; the inviter reads the reply there (sent). The reply goes to the inviter only, unless the invitee
 * ticks "Also show on my profile", which also saves it as their 20Q answer (the 20Q reward rules apply).
 *
 * Rules:
 * - one invite per inviter, invitee and question (409 `conflict` naming `questionId`), and only for a question the
 *   invitee has not answered on their profile (409 naming `questionId`);
 * - at most INVITES_PER_DAY invites sent in any 24 hours (429 `rate_limited`);
 * - a member across a block either way, disabled or hidden from lists cannot be invited and does not exist here
 *   (404 `not_found`, never 403); inviting oneself is 400 naming `memberId`;
 * - only the invitee replies, once (another member's invite is 404; a second reply is 409 naming `answer`);
 * - the lists leave out invites with members across a block either way or disabled.
 */

/** Invites a page of the invites lists holds. */
export const INVITES_PAGE_SIZE = catalogue.invites.pageSize;

export const inviteBoxes = ['received', 'sent'] as const;
export const inviteBox = z.enum(inviteBoxes);
export type InviteBox = z.infer<typeof inviteBox>;

const isoDateTime = z.iso.datetime({ offset: true });

export const invite = z.object({
  id: z.number().int().positive(),
  question: z.object({ id: z.number().int().positive(), text: z.string() }),
  /** The other member: the inviter in `received`, the invitee in `sent`. */
  member: memberSummary,
  createdAt: isoDateTime,
  /** The invitee's reply; null until they reply. */
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
});
export type Invite = z.infer<typeof invite>;

/** What a question is to the invitee: open to ask, already answered on their profile, or already asked by the viewer. */
export const inviteQuestionStates = ['open', 'answered', 'invited'] as const;

export const inviteOptions = z.object({
  memberId,
  questions: z.array(
    z.object({
      id: z.number().int().positive(),
      text: z.string(),
      state: z.enum(inviteQuestionStates),
    }),
  ),
  /** Invites the viewer may still send in the current 24 hours. */
  remainingToday: z.number().int().nonnegative(),
});
export type InviteOptions = z.infer<typeof inviteOptions>;

export const getInviteOptions = defineEndpoint({
  summary:
    'The 20Q questions the viewer may ask a member (open, answered, already invited) and invites left today.',
  method: 'GET',
  path: '/api/user/invites/to/:memberId',
  params: z.object({ memberId: dbIdFromText }),
  response: z.object({ data: inviteOptions }),
});

export const sendInviteBody = z.object({
  memberId,
  questionId: z
    .number({ error: 'Choose a question' })
    .int('Choose a question')
    .min(1, 'There is no such question')
    .max(TWENTY_Q_QUESTION_COUNT, 'There is no such question'),
});
export type SendInviteBody = z.input<typeof sendInviteBody>;

export const sendInvite = defineEndpoint({
  summary: `Invite a member to answer one of the 20Q questions (one invite per question, ${INVITES_PER_DAY} a day).`,
  method: 'POST',
  path: '/api/user/invites',
  body: sendInviteBody,
  response: z.object({ data: invite }),
});

export const getInvites = defineEndpoint({
  summary: 'Invites received or sent, newest first, 20 a page.',
  method: 'GET',
  path: '/api/user/invites/:box',
  params: z.object({ box: inviteBox }),
  query: cursorQuery(INVITES_PAGE_SIZE),
  response: pageOf(invite),
});

export const replyToInviteBody = twentyQAnswerBody.extend({
  /** Also save the reply as the member's 20Q answer, shown on their profile. */
  showOnProfile: z.boolean().default(false),
});
export type ReplyToInviteBody = z.input<typeof replyToInviteBody>;

export const replyToInvite = defineEndpoint({
  summary: "Reply to an invite received (once); optionally also as the member's 20Q answer on their profile.",
  method: 'POST',
  path: '/api/user/invites/:inviteId/reply',
  params: z.object({ inviteId: dbIdFromText }),
  body: replyToInviteBody,
  response: z.object({ data: invite }),
});

/** Invite calls a member makes with a session. */
export const inviteEndpoints = { getInviteOptions, sendInvite, getInvites, replyToInvite } as const;
