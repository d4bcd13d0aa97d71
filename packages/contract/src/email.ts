// The member's email address: changing it (validated by a single-use link), the validation link itself (followed
// without a session), resending it, and the opt-outs per kind of email.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { errorCopy } from './error-copy.ts';
import { emailText, text } from './fields.ts';

/**
 * The kinds of email the product sends that a member may turn off (email-settings), each with its label and what
 * it is. The server skips a member who opted out of the kind.
 */
export const optOutEmailKinds = [
  'new-message',
  'new-match',
  'liked-you',
  'daily-matches',
  'offers-news',
] as const;
export type OptOutEmailKind = (typeof optOutEmailKinds)[number];
export const optOutEmailKind = z.enum(optOutEmailKinds);

/** Mail that answers something the member did or protects the account: always sent, never opted out of. */
export const transactionalEmailKinds = [
  'signup',
  'validate-email',
  'recover-password',
  'security',
  'data-export',
  'account-deletion',
] as const;
export type TransactionalEmailKind = (typeof transactionalEmailKinds)[number];

/** Every kind of email, as the outbox records it (`mail_outbox.kind`). */
export const emailKinds = [...optOutEmailKinds, ...transactionalEmailKinds] as const;
export type EmailKind = (typeof emailKinds)[number];

export const emailKindCopy: Record<EmailKind, { label: string; description: string }> = {
  'new-message': {
    label: 'New messages',
    description: 'When someone sends you a message or a flirt (at most one email an hour per sender).',
  },
  'new-match': { label: 'New matches', description: 'When someone you like likes you back.' },
  'liked-you': { label: 'Someone liked you', description: 'When a member likes your profile.' },
  'daily-matches': { label: 'Daily matches', description: 'When your daily matches are ready to spin.' },
  'offers-news': { label: 'Offers and news', description: 'Membership offers and what is new on Spark.' },
  signup: {
    label: 'Joining',
    description: 'The link that creates your profile when you sign up.',
  },
  'validate-email': {
    label: 'Address validation',
    description: 'The link that confirms your email address.',
  },
  'recover-password': { label: 'Password recovery', description: 'The link to choose a new password.' },
  security: {
    label: 'Security alerts',
    description: 'When your email address or password changes.',
  },
  'data-export': {
    label: 'Your data',
    description: 'When the copy of your data you asked for is ready to download.',
  },
  'account-deletion': {
    label: 'Account deletion',
    description: 'When you ask to delete your account: the date it happens, and how to undo it.',
  },
};

/** How long a validation link works (it works once); a new link does not cancel the earlier ones. */
export const VALIDATION_LINK_HOURS = 48;

/** Resending the validation link: at most this many mails per member in the window, then 429 `rate_limited`. */
export const validationResendLimit = { max: 3, windowMinutes: 60 } as const;

/** Tokens are 32 random bytes as base64url. */
export const EMAIL_TOKEN_LENGTH = 43;

export const emailErrorCodes = {
  /** The address belongs to another member (409, field `email`). */
  emailTaken: 'email_taken',
  /** Resending a link for an address already validated (409). */
  alreadyValidated: 'email_already_validated',
  /** The validation link is unknown, used or expired (400, field `token`). */
  invalidToken: 'invalid_token',
} as const;

/** What the forms and the server say about email, written once. */
export const emailCopy = {
  sameAsCurrent: 'This is your address already.',
  taken: errorCopy.email_taken,
  invalidToken: errorCopy.invalid_token,
  alreadyValidated: errorCopy.email_already_validated,
  wrongCurrent: 'This is not your current password.',
  enterCurrent: 'Enter your current password.',
} as const;

export const emailAddress = emailText().transform((value) => value.toLowerCase());

export const emailSettings = z.object({
  email: z.string(),
  /** The address was validated by following the link mailed to it. */
  validated: z.boolean(),
  /** Mail to the address bounced (cleared by a new address or a validation). */
  bouncing: z.boolean(),
  /** The kinds the member turned off. */
  optOuts: z.array(optOutEmailKind),
  /** False for a member who only ever signed in with Facebook: no current password is asked of them. */
  hasPassword: z.boolean(),
});
export type EmailSettings = z.infer<typeof emailSettings>;

const settingsResponse = z.object({ data: emailSettings });

export const getEmailSettings = defineEndpoint({
  summary: "The member's address, whether it is validated or bouncing, and the kinds of email turned off.",
  method: 'GET',
  path: '/api/user/settings/email',
  response: settingsResponse,
});

export const changeEmailBody = z.object({
  email: emailAddress,
  /** Required when the member has a password (400 naming it when missing or wrong). */
  currentPassword: text().max(200).optional(),
});
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

export const changeEmail = defineEndpoint({
  summary:
    'Changes the address (asks for the current password): saved unvalidated, a validation link is mailed to it and a security note to the old one. 409 naming `email` when another member has it.',
  method: 'POST',
  path: '/api/user/settings/email',
  body: changeEmailBody,
  response: settingsResponse,
});

export const resendValidation = defineEndpoint({
  summary: `Mails a new validation link to the member's address (at most ${validationResendLimit.max} an hour: 429 rate_limited); 409 when it is validated.`,
  method: 'POST',
  path: '/api/user/settings/email/resend-validation',
  body: z.object({}).strict().optional(),
  response: z.object({ data: z.object({ sentTo: z.string() }) }),
});

export const saveEmailOptOutsBody = z.object({
  optOuts: z.array(optOutEmailKind).max(optOutEmailKinds.length),
});
export type SaveEmailOptOutsBody = z.input<typeof saveEmailOptOutsBody>;

export const saveEmailOptOuts = defineEndpoint({
  summary: 'Saves the kinds of email the member turned off (the whole list).',
  method: 'PUT',
  path: '/api/user/settings/email/opt-outs',
  body: saveEmailOptOutsBody,
  response: settingsResponse,
});

export const emailToken = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]+$/, emailCopy.invalidToken)
  .length(EMAIL_TOKEN_LENGTH, emailCopy.invalidToken);

export const validateEmail = defineEndpoint({
  summary: `Follows a validation link (single-use, ${VALIDATION_LINK_HOURS} h): the address is validated and the emailVerified notice is due. 400 naming \`token\` when it is unknown, used or expired.`,
  method: 'POST',
  path: '/api/email/validate',
  body: z.object({ token: emailToken }),
  response: z.object({ data: z.object({ email: z.string() }) }),
});

/** Email calls a member makes with a session. */
export const emailEndpoints = {
  getEmailSettings,
  changeEmail,
  resendValidation,
  saveEmailOptOuts,
} as const;
/** Email calls made without a session (following a validation link from the mail). */
export const publicEmailEndpoints = { validateEmail } as const;
