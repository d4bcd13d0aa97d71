// Stronger sign-in: passkeys (WebAuthn) and two-step sign-in with a time-based code and recovery codes.
//
// Passkeys: the server hands out options (a single-use challenge, 5 minutes), the browser runs
// navigator.credentials.create() / .get() with them and sends back the credential as JSON (the shapes of the
// WebAuthn Level 3 toJSON(), which @simplewebauthn/browser's startRegistration/startAuthentication also return).
// Two-step: setup answers a base32 secret and its otpauth:// URI (the site draws the QR code), a first code turns it
// on and answers 10 recovery codes, shown once. With two-step on, a right password answers a ticket instead of a
// session; the second step trades the ticket and a code (or a recovery code) for the session.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import type { BodyOf } from './endpoint.ts';
import { okBody } from './errors.ts';
import { dbIdFromText, text } from './fields.ts';
import { PASSWORD_MAX_LENGTH } from './account.ts';

export const signInErrorCodes = {
  /** The second step's ticket is unknown, expired, used or spent by wrong codes (401, field `ticket`). */
  signInExpired: 'sign_in_expired',
  /** A time-based or recovery code that is not right (400 in settings, 401 at sign-in; field `code`). */
  wrongCode: 'wrong_code',
  /** Too many wrong passwords for this account lately: the login needs a solved CAPTCHA (401, field `captchaToken`). */
  captchaRequired: 'captcha_required',
} as const;

/** How many recovery codes two-step sign-in hands out (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes a sign-in ticket takes before it is spent (the member starts again from the password). */
export const SIGN_IN_TICKET_MAX_FAILURES = 5;
/** How long the second step may wait after the password. */
export const SIGN_IN_TICKET_MINUTES = 10;
/** How long a passkey ceremony's challenge is valid. */
export const WEBAUTHN_CHALLENGE_MINUTES = 5;
export const PASSKEY_NAME_MAX_LENGTH = 60;

const isoDateTime = z.iso.datetime({ offset: true });
/** base64url without padding, as WebAuthn's JSON carries binary values. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Must be base64url');

const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(7)
  .optional();
/** What the browser's extensions answered: free-form, a few small values (ignored by the server). */
const clientExtensionResults = z.record(z.string().max(64), z.unknown()).optional();
const credentialCommon = {
  id: base64url(1366).min(1),
  rawId: base64url(1366).min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
};

/** navigator.credentials.create()'s answer as JSON (RegistrationResponseJSON). */
export const registrationCredential = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    attestationObject: base64url(16384).min(1),
    authenticatorData: base64url(16384).optional(),
    transports,
    publicKeyAlgorithm: z.number().int().min(-65536).max(65536).optional(),
    publicKey: base64url(4096).optional(),
  }),
});

/** navigator.credentials.get()'s answer as JSON (AuthenticationResponseJSON). */
export const authenticationCredential = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    authenticatorData: base64url(16384).min(1),
    signature: base64url(2048).min(1),
    userHandle: base64url(256).optional(),
  }),
});

export type AuthenticationCredential = z.infer<typeof authenticationCredential>;

/**
 * Options for navigator.credentials.create()/get() as JSON (PublicKeyCredentialCreationOptionsJSON /
 * PublicKeyCredentialRequestOptionsJSON): passed to the browser as they are, so typed loosely.
 */
const publicKeyOptions = z.record(z.string(), z.unknown());

export const passkeySummary = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  /** Synced to the member's other devices by their password manager. */
  backedUp: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

const passkeyName = text()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(PASSKEY_NAME_MAX_LENGTH, `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters.`);

/** A six-digit time-based code (spaces allowed, as apps show "123 456"). */
const totpCode = text({ error: 'Enter the code from your app' })
  .trim()
  .min(1, 'Enter the code from your app')
  .max(16, 'Enter the 6-digit code from your app');

/** A time-based code or a recovery code, as the second step takes either. */
const anyCode = text({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(32, 'This code is too long');

/** Proof it is the member: the current password, or a code (time-based or recovery) when two-step is on. */
const reauthentication = z
  .object({
    currentPassword: text().max(PASSWORD_MAX_LENGTH).optional(),
    code: anyCode.optional(),
  })
  .strict();

// ------------------------------------------------------------------ passkeys (login settings)

const passkeyIdParams = z.object({ passkeyId: dbIdFromText });

export const listPasskeys = defineEndpoint({
  summary: "The member's passkeys, newest first.",
  method: 'GET',
  path: '/api/user/settings/passkeys',
  response: z.object({ data: z.object({ passkeys: z.array(passkeySummary) }) }),
});

export const startPasskeyRegistration = defineEndpoint({
  summary: `Begins adding a passkey: the options for navigator.credentials.create() (challenge valid ${WEBAUTHN_CHALLENGE_MINUTES} minutes, once).`,
  method: 'POST',
  path: '/api/user/settings/passkeys/options',
  body: z.object({}).strict().optional(),
  response: z.object({ data: z.object({ options: publicKeyOptions }) }),
});

export const finishPasskeyRegistration = defineEndpoint({
  summary:
    'Adds the passkey the browser created (400 naming `credential` when it does not answer a challenge of this member). The name defaults to the browser.',
  method: 'POST',
  path: '/api/user/settings/passkeys',
  body: z.object({ name: passkeyName.optional(), credential: registrationCredential }),
  response: z.object({ data: passkeySummary }),
});

export const renamePasskey = defineEndpoint({
  summary: 'Renames one of the member’s passkeys (404 for another’s).',
  method: 'PATCH',
  path: '/api/user/settings/passkeys/:passkeyId',
  params: passkeyIdParams,
  body: z.object({ name: passkeyName }),
  response: z.object({ data: passkeySummary }),
});

export const removePasskey = defineEndpoint({
  summary: 'Removes one of the member’s passkeys (404 for another’s): it no longer signs in.',
  method: 'DELETE',
  path: '/api/user/settings/passkeys/:passkeyId',
  params: passkeyIdParams,
  response: okBody,
});

// ------------------------------------------------------------------ two-step (login settings)

export const twoStepStatus = z.object({
  enabled: z.boolean(),
  enabledAt: isoDateTime.nullable(),
  /** Recovery codes not used yet (0 when two-step is off). */
  recoveryCodesLeft: z.number().int().nonnegative(),
});

const recoveryCodesResponse = z.object({
  data: z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
});

export const getTwoStep = defineEndpoint({
  summary: 'Whether two-step sign-in is on, since when, and how many recovery codes are left.',
  method: 'GET',
  path: '/api/user/settings/two-step',
  response: z.object({ data: twoStepStatus }),
});

export const startTwoStepSetup = defineEndpoint({
  summary:
    'Begins turning two-step sign-in on: a new secret (base32) and its otpauth:// URI for the QR code. 409 when it is on already.',
  method: 'POST',
  path: '/api/user/settings/two-step/setup',
  body: z.object({}).strict().optional(),
  response: z.object({ data: z.object({ secret: z.string(), otpauthUri: z.string() }) }),
});

export const enableTwoStep = defineEndpoint({
  summary: `Turns two-step sign-in on with a first code from the app (400 wrong_code naming \`code\`; 409 without a setup). Answers ${RECOVERY_CODE_COUNT} recovery codes, shown once.`,
  method: 'POST',
  path: '/api/user/settings/two-step/enable',
  body: z.object({ code: totpCode }),
  response: recoveryCodesResponse,
});

export const disableTwoStep = defineEndpoint({
  summary:
    'Turns two-step sign-in off, with the current password or a code (400 naming the one that is wrong; 409 when it is off).',
  method: 'POST',
  path: '/api/user/settings/two-step/disable',
  body: reauthentication,
  response: okBody,
});

export const regenerateRecoveryCodes = defineEndpoint({
  summary: `New recovery codes (the old ones stop working), with the current password or a code; 409 when two-step is off.`,
  method: 'POST',
  path: '/api/user/settings/two-step/recovery-codes',
  body: reauthentication,
  response: recoveryCodesResponse,
});

// ------------------------------------------------------------------ signing in (public)

export const startPasskeySignIn = defineEndpoint({
  summary: `Options for navigator.credentials.get() with any passkey of this site (challenge valid ${WEBAUTHN_CHALLENGE_MINUTES} minutes, once).`,
  method: 'POST',
  path: '/api/user/auth/passkey/options',
  body: z.object({}).strict().optional(),
  response: z.object({ data: z.object({ options: publicKeyOptions }) }),
});

/** A session started: the member and whether their disabled profile was reactivated (as the password login's). */
const sessionStarted = z.object({
  success: z.literal(true),
  data: z.object({ memberId: z.number().int().positive(), reactivated: z.boolean() }),
});

export const passkeySignIn = defineEndpoint({
  summary:
    'Signs in with a passkey (no second step: a passkey is already two factors); sets the session cookie. 401 invalid_credentials when it does not verify.',
  method: 'POST',
  path: '/api/user/auth/passkey',
  body: z.object({
    credential: authenticationCredential,
    /** '1' reactivates a disabled profile, as the password login's. */
    reactivate: z.enum(['0', '1']).optional(),
  }),
  response: sessionStarted,
});

export const twoStepSignIn = defineEndpoint({
  summary: `The second step: the ticket of a right password and a code from the app or a recovery code; sets the session cookie. 401 wrong_code, or sign_in_expired once the ticket is ${SIGN_IN_TICKET_MINUTES} minutes old or took ${SIGN_IN_TICKET_MAX_FAILURES} wrong codes.`,
  method: 'POST',
  path: '/api/user/auth/two-step',
  body: z.object({
    ticket: text().min(1).max(128),
    code: anyCode,
    reactivate: z.enum(['0', '1']).optional(),
  }),
  response: sessionStarted,
});

export type PasskeySignInBody = BodyOf<typeof passkeySignIn>;
export type TwoStepSignInBody = BodyOf<typeof twoStepSignIn>;

/** Sign-in calls that need a session (managing passkeys and two-step sign-in in login settings). */
export const signInEndpoints = {
  listPasskeys,
  startPasskeyRegistration,
  finishPasskeyRegistration,
  renamePasskey,
  removePasskey,
  getTwoStep,
  startTwoStepSetup,
  enableTwoStep,
  disableTwoStep,
  regenerateRecoveryCodes,
} as const;
/** Sign-in calls that work without a session (signing in with a passkey, the second step of a two-step sign-in). */
export const publicSignInEndpoints = { startPasskeySignIn, passkeySignIn, twoStepSignIn } as const;
