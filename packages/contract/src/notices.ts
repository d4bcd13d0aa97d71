import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okBody } from './errors.ts';

/**
 * The banner and notice kinds of SPEC point 3, each with the rule that shows it and how it goes away.
 *
 * - `session` notices follow the member's state (an address not yet validated, a bouncing address, a Gmail address,
 *   a profile too thin to be found): the server lists them while the state lasts, and a dismissal holds for the tab's
 *   session (kept in the session items logout clears, SPEC point 4), so they come back at the next login.
 * - `once` notices follow an event (the address was validated, the profile was reactivated or verified): the server
 *   lists them until the member dismisses them, which the server records, so they show once.
 */
export const noticeKinds = [
  'emailValidation',
  'emailBouncing',
  'gmailSpam',
  'emailVerified',
  'reactivationModal',
  'profileVerifiedSuccess',
  'ctbcd',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];
export const noticeKind = z.enum(noticeKinds);

export const noticeDismissal = {
  emailValidation: 'session',
  emailBouncing: 'session',
  gmailSpam: 'session',
  /** "Complete to be discovered": the profile lacks what search needs to show it well (see the server's rule). */
  ctbcd: 'session',
  emailVerified: 'once',
  reactivationModal: 'once',
  profileVerifiedSuccess: 'once',
} as const satisfies Record<NoticeKind, 'session' | 'once'>;

/** The notices that show once; dismissing one is recorded by the server. */
export const onceNoticeKinds = noticeKinds.filter((kind) => noticeDismissal[kind] === 'once');

export const activeNotice = z.object({
  kind: noticeKind,
  /** The address the notice is about (email notices). */
  email: z.string().optional(),
});
export type ActiveNotice = z.infer<typeof activeNotice>;

export const getNotices = defineEndpoint({
  summary:
    "The notices that apply to the member now, most important first (the site hides the session's dismissed ones).",
  method: 'GET',
  path: '/api/user/notices',
  response: z.object({ success: z.literal(true), data: z.object({ notices: z.array(activeNotice) }) }),
});

export const dismissNotice = defineEndpoint({
  summary:
    'The member dismissed a once notice: it is not listed again. A session notice answers ok and stays listed.',
  method: 'POST',
  path: '/api/user/notices/:kind/dismiss',
  params: z.object({ kind: noticeKind }),
  body: z.object({}).strict().optional(),
  response: okBody,
});
