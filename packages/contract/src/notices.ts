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

/**
 * `ctbcd` ("complete to be discovered") shows while the profile has no approved main photo, or its completeness
 * (profileCompleteness) is below this percentage: search shows such profiles poorly, or not at all.
 */
export const CTBCD_MIN_PERCENT = 50;

/** What each notice says (banners and the reactivation dialog), written once for the site and the stories. */
export const noticeCopy: Record<NoticeKind, { title: string; body: string; action?: string }> = {
  emailValidation: {
    title: 'Please validate your email address',
    body: 'We sent a link to {email}. Follow it to confirm the address is yours.',
    action: 'Send the link again',
  },
  emailBouncing: {
    title: 'Our emails to you are bouncing',
    body: 'Mail to {email} cannot be delivered. Check the address or use another one.',
    action: 'Update your email address',
  },
  gmailSpam: {
    title: 'Using Gmail?',
    body: 'If our email is not in your inbox, look in your Spam folder and mark it "Not spam".',
  },
  emailVerified: {
    title: 'Your email address is validated',
    body: 'Thank you: {email} is confirmed.',
  },
  reactivationModal: {
    title: 'Welcome back',
    body: 'Your profile is active again, and nothing was lost: your likes, messages and photos are all here.',
    action: 'Continue',
  },
  profileVerifiedSuccess: {
    title: 'Your profile is verified',
    body: 'Members now see the verified badge on your profile.',
  },
  ctbcd: {
    title: 'Complete your profile to be discovered',
    body: 'Profiles with a photo and a few details show up in search. Add what is missing.',
    action: 'Complete your profile',
  },
};

/** A notice's copy with the address filled in. */
export const noticeText = (
  kind: NoticeKind,
  email = '',
): { title: string; body: string; action?: string } => {
  const copy = noticeCopy[kind];
  return { ...copy, body: copy.body.replace('{email}', email || 'your address') };
};

// ---------------------------------------------------------------- the rules (the server and the mocks apply them)

/** The providers whose filters tend to put a first email from a new sender in Spam. */
export const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'] as const;

export const isGmail = (email: string) =>
  (GMAIL_DOMAINS as readonly string[]).includes(email.slice(email.lastIndexOf('@') + 1).toLowerCase());

export interface NoticeFacts {
  email: string;
  validated: boolean;
  bouncing: boolean;
  pending: readonly string[];
  showVerifiedNotice: boolean;
  hasApprovedMainPhoto: boolean;
  completenessPercent: number;
}

/**
 * - reactivationModal: due after the profile was reactivated (once).
 * - emailBouncing: mail to the address bounced.
 * - emailValidation: the address is not validated, and not bouncing (a bouncing address needs changing first).
 * - gmailSpam: the same, for a gmail.com / googlemail.com address: the link may be in Spam.
 * - emailVerified: due after a validation link was followed (once).
 * - profileVerifiedSuccess: the verification succeeded and its notice was not dismissed (once).
 * - ctbcd ("complete to be discovered"): no approved main photo, or completeness below CTBCD_MIN_PERCENT.
 */
export function activeNotices(facts: NoticeFacts): ActiveNotice[] {
  const { email } = facts;
  const awaitingValidation = !facts.validated && !facts.bouncing;
  const rules: [NoticeKind, boolean, boolean][] = [
    ['reactivationModal', facts.pending.includes('reactivationModal'), false],
    ['emailBouncing', facts.bouncing, true],
    ['emailValidation', awaitingValidation, true],
    ['gmailSpam', awaitingValidation && isGmail(email), true],
    ['emailVerified', facts.pending.includes('emailVerified'), true],
    ['profileVerifiedSuccess', facts.showVerifiedNotice, false],
    ['ctbcd', !facts.hasApprovedMainPhoto || facts.completenessPercent < CTBCD_MIN_PERCENT, false],
  ];
  return rules
    .filter(([, applies]) => applies)
    .map(([kind, , aboutEmail]) => (aboutEmail ? { kind, email } : { kind }));
}
