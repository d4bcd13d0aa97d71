// What a member reads for each error code, written once: the server answers with it, the site shows it by code and
// Storybook's answers carry it. No zod here (the browser reads it before the contract's schemas load): codes come in
// as types only. A code whose message needs a value (a time, a name, a limit) has a function; the server calls it
// with the value and sends the text, so the site shows the server's message for those.
//
// Validation messages of a field (a 400 `invalid_request` naming the field) come from the zod schema that judged
// the field, or from the feature's own copy (passwordCopy, emailCopy, ...); `invalid_request` here is the fallback.
import type { PaywallKey } from './catalogue.ts';
import { paywallHeadlines } from './copy.ts';
import type { dataExportErrorCodes } from './data-export.ts';
import type { emailErrorCodes } from './email.ts';
import type { errorCodes } from './error-codes.ts';
import { internalErrorCopy } from './error-codes.ts';
import type { discoveryErrorCodes } from './discovery.ts';
import { formatEastern } from './eastern-day.ts';
import type { messagingErrorCodes } from './messaging.ts';
import { PHOTOS_PER_MEMBER_MAX } from './photo-limits.ts';
import type { photoErrorCodes } from './photos.ts';
import type { signInErrorCodes } from './sign-in.ts';
import type { onboardingErrorCodes, signupErrorCodes } from './signup.ts';
import type { spinErrorCodes } from './spin.ts';
import type { spotifyErrorCodes } from './spotify.ts';
import type { billingErrorCodes } from './subscriptions.ts';
import type { verificationErrorCodes } from './verification.ts';

type CodeOf<T> = T[keyof T];

/** Every error code the API answers with. */
export type ErrorCode =
  | CodeOf<typeof errorCodes>
  | CodeOf<typeof messagingErrorCodes>
  | CodeOf<typeof discoveryErrorCodes>
  | CodeOf<typeof spotifyErrorCodes>
  | CodeOf<typeof photoErrorCodes>
  | CodeOf<typeof verificationErrorCodes>
  | CodeOf<typeof billingErrorCodes>
  | CodeOf<typeof spinErrorCodes>
  | CodeOf<typeof emailErrorCodes>
  | CodeOf<typeof dataExportErrorCodes>
  | CodeOf<typeof signInErrorCodes>
  | CodeOf<typeof signupErrorCodes>
  | CodeOf<typeof onboardingErrorCodes>;

/** Why a payment was declined, with what the payment form tells the member. */
export const declineReasons = {
  card_declined: 'Your bank declined this card. Try another card or contact your bank.',
  insufficient_funds: 'This card has insufficient funds. Try another card.',
  expired_card: 'This card has expired. Check the date or use another card.',
  authentication_failed: 'The card check with your bank did not succeed. Try again or use another card.',
  processing_error: 'The payment could not be processed. No charge was made; try again in a moment.',
} as const;
export type DeclineReason = keyof typeof declineReasons;

/** What a membership change was refused for (409 `subscription_state`). */
const membershipRefusals = {
  cancel: 'There is no active membership to cancel.',
  reactivate: 'Only a cancelled membership whose period has not ended can be reactivated.',
  changePlan: 'Only an active membership can change its plan.',
  confirm: 'This payment is not waiting for a card check.',
} as const;
export type MembershipRefusal = keyof typeof membershipRefusals;

/** What a refused login (or a server-to-server signature) was refused for (401 `invalid_credentials`). */
const credentialRefusals = {
  password: 'Wrong email or password.',
  facebook: 'Facebook did not accept this login. Try again.',
  facebookUnlinked: 'No profile is linked to this Facebook account. Log in with your email and password.',
  passkey: 'This passkey was not accepted. Try again, or log in with your email and password.',
  webhookSignature: 'The webhook signature is missing or wrong.',
} as const;
export type Credential = keyof typeof credentialRefusals;

/** What a 429 `rate_limited` counted too many of. */
const tooMany = {
  requests: 'requests',
  logins: 'failed logins from this address',
  wrongPasswords: 'wrong passwords',
  passwordRecovery: 'requests for a new password',
  validationLinks: 'requests for a validation link',
  logBatches: 'log batches from this address',
  supportForm: 'messages from this form',
  invites: 'invites today',
  signups: 'sign-ups from this address',
} as const;
export type RateLimited = keyof typeof tooMany;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The member-facing message of each error code. */
export const errorCopy = {
  invalid_request: 'Check what you entered and try again.',
  invalid_credentials: (credential: Credential) => credentialRefusals[credential],
  profile_disabled: 'This profile is disabled. Reactivate it to log in.',
  unauthenticated: 'Log in to continue.',
  forbidden: 'This has to start on our site. Open the page again and retry.',
  /** The gated feature's headline (SPEC point 6); a feature without one gets the general offer. */
  paywall: (key: PaywallKey | undefined) =>
    key ? paywallHeadlines[key] : 'Upgrade your membership to use this.',
  xsrf_token_mismatch: 'This page is out of date. Reload the page and try again.',
  /** Too many of `what`; again in `retry` minutes, or tomorrow. */
  rate_limited: (what: RateLimited, retry: number | 'tomorrow') =>
    `Too many ${tooMany[what]}. Try again ${retry === 'tomorrow' ? retry : `in ${plural(retry, 'minute')}`}.`,
  /** `what` is the thing asked for: "This member", "This photo". */
  not_found: (what: string) => `${what} is not available.`,
  conflict: 'This was done already.',
  internal_error: internalErrorCopy,

  /** Only to the member who made the block: who (`name`) and what the block stops ("like them"). */
  blocked: (name: string, action: string) => `You blocked ${name}. Unblock them to ${action}.`,

  no_spins_left: (resetsAt: Date) =>
    `You have no spins left. Your daily spins come back at midnight Eastern time (${formatEastern(resetsAt)} ET).`,
  no_double_spin_left: 'No double spin left today. Full members get one double spin a day.',

  verification_not_started: 'Start a verification first: we will show you the pose to take your selfie in.',
  already_verified: 'Your profile is verified already.',

  spotify_not_connected: 'Connect your Spotify account to search artists.',
  spotify_unavailable: 'Spotify is not answering right now. Try again in a moment.',

  payment_declined: (reason: DeclineReason) => declineReasons[reason],
  price_changed: 'The price of this plan has changed. Check the new price and try again.',
  idempotency_key_reused:
    'This payment key was already used for another purchase. Reload the page and try again.',
  subscription_state: (refusal: MembershipRefusal) => membershipRefusals[refusal],
  offer_unavailable: 'This offer is not available for your membership.',
  plan_already_held: 'You already have this plan. Your membership shows its renewal and lets you change it.',

  unsupported_media_type: 'This file is not a photo we can use. Choose a JPEG, PNG, WebP or HEIC photo.',
  /** `limit` in words: "15 MB", "50 megapixels". */
  file_too_large: (limit: string) => `This photo is too large: at most ${limit}.`,
  empty_file: 'The file is empty. Choose a photo.',
  corrupt_image: 'This photo could not be read: the file is damaged or incomplete. Try another one.',
  photo_limit_reached: `You have ${PHOTOS_PER_MEMBER_MAX} photos, the most a profile can have. Delete one to add another.`,
  import_limit_reached: (provider: string, limit: number, left: number) =>
    left === 0
      ? `You can import up to ${limit} photos from ${provider}, and you have imported ${limit} already.`
      : `You can import up to ${limit} photos from ${provider}: choose at most ${plural(left, 'more photo')}.`,
  import_not_connected: (provider: string) => `Connect your ${provider} account to import photos from it.`,
  import_unavailable: (provider: string) => `${provider} is not answering right now. Try again in a moment.`,

  email_taken: 'This address belongs to another member.',
  email_already_validated: 'Your address is validated already.',
  invalid_token: 'This link has expired or was already used. Ask for a new one from your account settings.',

  data_export_preparing: 'Your data is being prepared. We will email you when it is ready to download.',
  /** `hours`: until the member may ask again. */
  data_export_too_soon: (hours: number) =>
    `You can ask for a copy of your data once a day. Try again in ${plural(hours, 'hour')}.`,

  sign_in_expired: 'This sign-in has expired. Log in with your email and password again.',
  wrong_code: 'This code is not right. Enter the current code from your app, or a recovery code.',
  captcha_required:
    'There were many wrong passwords for this account lately. Confirm you are not a robot, then log in.',

  captcha_failed: 'Confirm you are not a robot, then try again.',
  consent_outdated:
    'The user agreement or the privacy policy changed while you were signing up. Read them again and accept them.',
  signup_link_invalid: 'This link has expired or was already used. Sign up again to get a new one.',
  /** `advice`: what to change, from the strength estimate. */
  weak_password: (advice: string) => `This password is too easy to guess. ${advice}`,
  photo_required: 'Add at least one photo to finish: members see your photo first.',
} as const satisfies Record<ErrorCode, string | ((...values: never[]) => string)>;

/** The codes whose message is the same whatever happened: the site can show these by code alone. */
type FixedCode = { [C in ErrorCode]: (typeof errorCopy)[C] extends string ? C : never }[ErrorCode];

/** The message for `code` when it is fixed; undefined for an unknown code or one whose message needs a value. */
export function fixedErrorMessage(code: string): string | undefined {
  const copy: unknown = (errorCopy as Record<string, unknown>)[code];
  return typeof copy === 'string' ? copy : undefined;
}

/** The fixed message of `code`, typed: for callers that name the code. */
export const errorMessage = (code: FixedCode): string => errorCopy[code];
