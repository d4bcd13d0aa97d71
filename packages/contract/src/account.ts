// Signing in safely: changing the password, the active sessions, visibility (hidden, incognito), and password
// recovery by a single-use link.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okBody } from './errors.ts';
import { emailText, text } from './fields.ts';

/** A password's length, for a new password (change and recovery) and the forms that check it before sending. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** What the forms and the server say of a password's rules, so they say it once. */
export const passwordCopy = {
  rule: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  sameAsCurrent: 'Choose a password different from your current one.',
  wrongCurrent: 'This is not your current password.',
  enterCurrent: 'Enter your current password.',
} as const;

/** A new password: any characters (spaces and emoji included), PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH long. */
export const newPassword = text()
  .min(PASSWORD_MIN_LENGTH, passwordCopy.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordCopy.tooLong);

/**
 * Password recovery's rate limits: requests for one address, and requests from one client address (IP), in a fixed
 * window. Above either, the request answers 429 `rate_limited` and no mail is sent.
 */
export const recoveryLimits = {
  perEmail: 3,
  perClient: 10,
  windowMinutes: 60,
} as const;
/** How long a recovery link works (it works once). */
export const RECOVERY_LINK_MINUTES = 60;

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * One of the member's signed-in sessions. `id` is opaque (a hash of the stored token hash): it names the session
 * for signing it out and reveals nothing that could open it.
 */
export const accountSession = z.object({
  id: z.string(),
  /** The browser that signed in, as the member would name it ("Chrome on Windows"); 'Unknown browser' if unsure. */
  browser: z.string(),
  /** The User-Agent it was read from (truncated), for the curious. */
  userAgent: z.string(),
  signedInAt: isoDateTime,
  /** Last request seen (to about a minute). */
  lastSeenAt: isoDateTime,
  /** The session of this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** Opaque session ids (base64url of a SHA-256). */
export const SESSION_ID_LENGTH = 43;
const sessionId = text().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown session');

export const loginSettings = z.object({
  email: z.string(),
  /**
   * False for a member who only ever signed in with Facebook: they set a first password without a current one
   * (and can then log in with email and password too).
   */
  hasPassword: z.boolean(),
  /** Live sessions, the current one first, then the most recently seen. */
  sessions: z.array(accountSession),
});
export type LoginSettings = z.infer<typeof loginSettings>;

export const getLoginSettings = defineEndpoint({
  summary: "The member's login information: whether a password is set, and the sessions signed in now.",
  method: 'GET',
  path: '/api/user/settings/login',
  response: z.object({ data: loginSettings }),
});

export const changePasswordBody = z.object({
  /** Required when the member has a password (400 naming it when missing or wrong). */
  currentPassword: text().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const changePassword = defineEndpoint({
  summary:
    'Changes (or, for a Facebook-only member, sets) the password; every other session of the member is signed out.',
  method: 'POST',
  path: '/api/user/settings/password',
  body: changePasswordBody,
  response: z.object({ data: z.object({ signedOut: z.number().int().nonnegative() }) }),
});

export const signOutOtherSessions = defineEndpoint({
  summary: "Signs out every session of the member but this request's.",
  method: 'POST',
  path: '/api/user/settings/sessions/sign-out-others',
  body: z.object({}).strict().optional(),
  response: z.object({ data: z.object({ signedOut: z.number().int().nonnegative() }) }),
});

export const signOutSession = defineEndpoint({
  summary:
    "Signs out one other session of the member (404 for an unknown id or another member's; 400 for the current one: log out instead).",
  method: 'POST',
  path: '/api/user/settings/sessions/:sessionId/sign-out',
  params: z.object({ sessionId }),
  body: z.object({}).strict().optional(),
  response: okBody,
});

/**
 * Visibility. `hidden`: others no longer find the member in search, the interest feeds (interested in me, the
 * newsfeed), their who-viewed-me and who-liked-me lists, or new daily matches; the member still sees everything of
 * their own, and members they are mutual with or have a conversation with keep them there (mutual likes, inbox,
 * threads, their own who-I-like and blocklist), and can open their profile. `incognito`: opening a profile records
 * no view, so the member appears in nobody's who-viewed-me.
 */
export const visibility = z.object({ hidden: z.boolean(), incognito: z.boolean() });
export type Visibility = z.infer<typeof visibility>;

export const visibilityCopy = {
  hidden: {
    label: 'Hide my profile',
    description:
      'Others stop finding you in search, the interest feeds, their who-viewed-me and who-liked-me lists and daily matches. Your mutual likes and conversations stay.',
  },
  incognito: {
    label: 'Incognito browsing',
    description: 'Profiles you open do not record your visit, so you are not listed in who viewed them.',
  },
} as const satisfies Record<keyof Visibility, { label: string; description: string }>;

export const getVisibility = defineEndpoint({
  summary: "The member's visibility: hidden from others' search and lists, incognito profile views.",
  method: 'GET',
  path: '/api/user/settings/visibility',
  response: z.object({ data: visibility }),
});

export const saveVisibility = defineEndpoint({
  summary: "Saves the member's visibility (both switches).",
  method: 'PUT',
  path: '/api/user/settings/visibility',
  body: visibility,
  response: z.object({ data: visibility }),
});

/** Recovery tokens: 32 random bytes, base64url. */
const recoveryToken = text().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid. Ask for a new one.');

export const recoveryCopy = {
  /** The same answer whatever the address: whether it has a profile is never told. */
  sent: 'If a profile uses this address, we sent it a link to choose a new password. The link works once, for 1 hour.',
  invalidToken: 'This link has expired or was already used. Ask for a new one.',
  done: 'Your password is changed, and every session was signed out. Log in with your new password.',
} as const;

export const requestPasswordRecovery = defineEndpoint({
  summary:
    'Mails a single-use recovery link to the address if a profile uses it; answers the same either way (429 when rate-limited).',
  method: 'POST',
  path: '/api/user/password-recovery',
  body: z.object({
    email: emailText(),
  }),
  response: okBody,
});

export const checkPasswordRecovery = defineEndpoint({
  summary: 'Whether a recovery link still works (400 naming `token` when unknown, used or expired).',
  method: 'POST',
  path: '/api/user/password-recovery/check',
  body: z.object({ token: recoveryToken }),
  response: okBody,
});

export const resetPassword = defineEndpoint({
  summary:
    "Sets a new password with a recovery link's token (used up), and signs out every session of the member.",
  method: 'POST',
  path: '/api/user/password-recovery/reset',
  body: z.object({ token: recoveryToken, newPassword }),
  response: okBody,
});

/** Account calls a member makes with a session. */
export const accountEndpoints = {
  getLoginSettings,
  changePassword,
  signOutOtherSessions,
  signOutSession,
  getVisibility,
  saveVisibility,
} as const;
/** Account calls made without a session (password recovery). */
export const publicAccountEndpoints = {
  requestPasswordRecovery,
  checkPasswordRecovery,
  resetPassword,
} as const;
