import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okBody } from './errors.ts';
import type { NoticeKind } from './notice-copy.ts';
import { noticeKinds } from './notice-copy.ts';

export const noticeKind = z.enum(noticeKinds);

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
