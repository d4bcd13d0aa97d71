// Deleting the account: asked for with the password (a member without one, who only ever logged in with Facebook,
// types the account's email address instead), undone by logging in within the grace period, then carried out for
// good by a job.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { authenticationCredential } from './sign-in.ts';
import { text } from './fields.ts';

/**
 * Days between the request and the deletion. Meanwhile the account is disabled (hidden from everyone, every session
 * ended) and logging in again (with `reactivate`, as for a disabled profile) cancels the deletion. After it, the
 * personal data and the photo files are deleted for good; nothing brings them back, staff included.
 *
 * The membership's renewal is cancelled at the request and stays cancelled if the member comes back: no card is
 * charged for an account on its way out, and the member can reactivate the membership from the membership page.
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

/** What the form and the server say, written once. */
export const deletionCopy = {
  enterPassword: 'Enter your password to delete your account.',
  wrongPassword: 'This is not your password.',
  /** A member without a password confirms by typing the account's address. */
  enterEmail: 'Type the email address of your account to delete it.',
  wrongEmail: 'This is not the email address of your account.',
  /** A passkey's answer that does not confirm it is the member (cancelled, another account's, or a stale challenge). */
  passkeyRefused: 'This passkey did not confirm it is you. Try again, or use your password.',
} as const;

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * - `none`: no deletion is asked for;
 * - `scheduled`: asked for at `requestedAt`; the account is deleted for good at `deleteAt` (requestedAt plus
 *   ACCOUNT_DELETION_GRACE_DAYS) unless the member logs in before.
 */
export const accountDeletionStatus = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({ state: z.literal('scheduled'), requestedAt: isoDateTime, deleteAt: isoDateTime }),
]);
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatus>;

export const requestAccountDeletionBody = z.object({
  /** The current password; required when the member has one (400 naming `password` when missing or wrong). */
  password: text().max(200).optional(),
  /**
   * A member without a password (Facebook only) types the account's email address instead (400 naming `email` when
   * it is not the address, compared without case or surrounding spaces). Ignored when the member has a password.
   */
  email: text().max(320).optional(),
  /**
   * Instead of either: one of the member's passkeys answering `startDeletionPasskey`'s options (400 naming
   * `credential` when it does not).
   */
  credential: authenticationCredential.optional(),
});
export type RequestAccountDeletionBody = z.input<typeof requestAccountDeletionBody>;

const statusResponse = z.object({ data: accountDeletionStatus });

export const getAccountDeletion = defineEndpoint({
  summary: "The account's deletion: none, or scheduled (when it was asked for and when it happens).",
  method: 'GET',
  path: '/api/user/settings/deletion',
  response: statusResponse,
});

export const requestAccountDeletion = defineEndpoint({
  summary: `Schedules the account's deletion in ${ACCOUNT_DELETION_GRACE_DAYS} days: cancels the membership's renewal, hides the profile, ends every session (the cookie is cleared) and mails the date; logging in before then undoes it. Needs the password (400 naming \`password\`; 429 rate_limited after too many wrong ones), or for a member without one the account's email address (400 naming \`email\`), or a passkey's answer (400 naming \`credential\`).`,
  method: 'POST',
  path: '/api/user/settings/deletion',
  body: requestAccountDeletionBody,
  response: statusResponse,
});

export const startDeletionPasskey = defineEndpoint({
  summary:
    "Options for navigator.credentials.get() with the member's own passkeys, to confirm deleting the account with one (a single-use challenge). 404 when the member has no passkey.",
  method: 'POST',
  path: '/api/user/settings/deletion/passkey',
  body: z.object({}).strict().optional(),
  response: z.object({ data: z.object({ options: z.record(z.string(), z.unknown()) }) }),
});

/** Account deletion's calls (all need a session). */
export const deletionEndpoints = {
  getAccountDeletion,
  requestAccountDeletion,
  startDeletionPasskey,
} as const;
