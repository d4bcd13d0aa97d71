// Disabling a profile (with reasons) and what it keeps; reactivation is the login's `reactivate` flag.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './fields.ts';
import { formatCount } from './copy.ts';

/**
 * A member may disable their profile: it disappears at once from search, the lists, the feeds, the daily matches
 * and the inbox of others, and every session of the member ends. Nothing is deleted — likes, messages, photos, 20Q
 * answers and the membership stay — and logging in again offers to reactivate it (login with `reactivate: '1'`),
 * which brings everything back and shows the `reactivationModal` notice once.
 *
 * A running membership is not cancelled by disabling (it keeps renewing until the member cancels it), so the
 * disable page says so and links to cancelling. The confirmation is a dialog without the password: disabling is
 * undone by logging in, and members who log in with Facebook have no password to type.
 */

/** Why members leave, in the order the form lists them. */
export const disableReasons = [
  'met-someone-here',
  'met-someone-elsewhere',
  'taking-a-break',
  'not-enough-matches',
  'privacy',
  'too-many-messages',
  'other',
] as const;
export type DisableReason = (typeof disableReasons)[number];
export const disableReason = z.enum(disableReasons);

/** What each reason reads as on the form. */
export const disableReasonLabels = {
  'met-someone-here': 'I met someone here',
  'met-someone-elsewhere': 'I met someone elsewhere',
  'taking-a-break': 'I am taking a break',
  'not-enough-matches': 'I do not get enough matches',
  privacy: 'I am worried about my privacy',
  'too-many-messages': 'I get too many messages',
  other: 'Something else',
} as const satisfies Record<DisableReason, string>;

/** Longest "anything else you want to tell us" (plain text). */
export const DISABLE_COMMENT_MAX = 2000;

export const disableProfileBody = z.object({
  /** One or more reasons, each once. */
  reasons: z
    .array(disableReason, { error: 'Choose at least one reason' })
    .min(1, 'Choose at least one reason')
    .max(disableReasons.length)
    .refine((reasons) => new Set(reasons).size === reasons.length, { message: 'Choose each reason once' }),
  /** Optional words of the member's own, stored as plain text. */
  comment: text()
    .trim()
    .max(DISABLE_COMMENT_MAX, `Keep it under ${formatCount(DISABLE_COMMENT_MAX)} characters`)
    .optional(),
});
export type DisableProfileBody = z.input<typeof disableProfileBody>;

export const disableProfile = defineEndpoint({
  summary:
    "Disables the member's profile: stores the reasons, hides the profile from everyone and ends all the member's sessions (the cookie is cleared). Nothing is deleted; logging in with `reactivate` brings it back.",
  method: 'POST',
  path: '/api/user/profile/disable',
  body: disableProfileBody,
  response: z.object({
    success: z.literal(true),
    data: z.object({ disabledAt: z.iso.datetime({ offset: true }) }),
  }),
});

/** Disable calls a member makes with a session. */
export const disableEndpoints = { disableProfile } as const;
