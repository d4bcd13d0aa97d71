// Joining: a visitor signs up with email and password (or Facebook), follows the link mailed to the address, and is
// then a member in the first-run flow (profile/edit/step1 → step2 → step3 → photos → profile/complete).
//
// Sign-up never says whether an address is a member's: every well-formed request gets the same answer ("check your
// inbox"); a new address is mailed the link that creates the account, an address that is already a member's is
// mailed a note saying someone tried to join with it (with the login and recovery links). The account is created
// only when the link is followed, so nobody can claim an address they cannot read.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { emailText, text } from './fields.ts';
import { genders } from './member-basics.ts';
import { birthdateField, cityChoice, displayNameField } from './profile-fields.ts';
import { newPassword } from './account.ts';

/**
 * The legal documents a visitor accepts to join, at their current versions (the date each last changed in
 * substance, also shown as "Last updated" on its page). Sign-up sends the versions it showed; a stale one answers
 * 409 `consent_outdated` so the visitor reads the new text first. The accepted versions are kept with the member.
 */
export const legalDocumentVersions = {
  'user-agreement': '2026-11-20',
  'privacy-policy': '2026-11-20',
} as const;
export type LegalDocument = keyof typeof legalDocumentVersions;

/** How long a sign-up link works (once). */
export const SIGNUP_LINK_HOURS = 24;

/**
 * Sign-up's limits, in fixed windows: requests from one client address (IP) an hour, and mails to one address a
 * day (further requests for it still answer the same, without a mail).
 */
export const signupLimits = {
  perClientAddressHour: 10,
  mailsPerAddressDay: 3,
} as const;

export const signupErrorCodes = {
  /** The CAPTCHA was not solved or its answer was refused (400, field `captchaToken`). */
  captcha: 'captcha_failed',
  /** The documents changed since the form was shown (409, field `consents`). */
  consentOutdated: 'consent_outdated',
  /** A sign-up link that is unknown, used or expired (400, field `token`). */
  linkInvalid: 'signup_link_invalid',
  /** The password is too easy to guess (400, field `password`). */
  weakPassword: 'weak_password',
} as const;

/** Accepting the documents: each at the version the form showed (must be the current one). */
const consentsField = z.object(
  Object.fromEntries(
    Object.keys(legalDocumentVersions).map((document) => [
      document,
      text({ error: 'Accept the user agreement and the privacy policy' }).min(1).max(20),
    ]),
  ) as Record<LegalDocument, z.ZodString>,
  { error: 'Accept the user agreement and the privacy policy' },
);

/** What a visitor tells about themselves to join, by password or by Facebook. */
const aboutYou = {
  displayName: displayNameField,
  birthdate: birthdateField,
  gender: z.enum(genders, { error: 'Choose your gender' }),
  seeking: z
    .array(z.enum(genders), { error: 'Choose who you want to meet' })
    .min(1, 'Choose who you want to meet')
    .max(genders.length),
  city: cityChoice,
  consents: consentsField,
  /** The CAPTCHA's answer (the sandbox's token, or Cloudflare Turnstile's). */
  captchaToken: text({ error: 'Confirm you are not a robot' })
    .min(1, 'Confirm you are not a robot')
    .max(4096),
  /** A field people never see and bots fill in: a sign-up with it is answered as any other and then dropped. */
  website: text().max(200).optional(),
};

export const signUpBody = z.object({
  email: emailText(),
  password: newPassword,
  ...aboutYou,
});
export type SignUpBody = z.input<typeof signUpBody>;

export const signUp = defineEndpoint({
  summary:
    'Sign up with email and password: answers the same for every well-formed request and mails the address a link (or, for a member, a note).',
  method: 'POST',
  path: '/api/user/auth/signup',
  body: signUpBody,
  response: z.object({ success: z.literal(true), data: z.object({ email: z.string() }) }),
});

export const confirmSignUp = defineEndpoint({
  summary: 'Follow a sign-up link: creates the member (address verified), records the consents and logs in.',
  method: 'POST',
  path: '/api/user/auth/signup/confirm',
  body: z.object({ token: text({ error: 'This link is not complete' }).min(1).max(200) }),
  response: z.object({ success: z.literal(true), data: z.object({ memberId: z.number().int().positive() }) }),
});

export const facebookSignUp = defineEndpoint({
  summary:
    'Sign up with a Facebook access token: creates the member with the address Facebook verified and logs in (an identity that is already a member just logs in).',
  method: 'POST',
  path: '/api/user/auth/signup/facebook',
  body: z.object({ token: text().min(1).max(4096), ...aboutYou }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ memberId: z.number().int().positive(), created: z.boolean() }),
  }),
});

// ---------------------------------------------------------------- the first-run flow

/** The first-run steps in order, after the sign-up link: three profile steps, then photos (at least one). */
export const onboardingSteps = ['step1', 'step2', 'step3', 'photos'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const onboardingErrorCodes = {
  /** Leaving the photos step without a photo (409). */
  photoRequired: 'photo_required',
} as const;

/** Where the member is: `step` null once the first-run flow is done (or for a member who never had one). */
export const onboardingState = z.object({ data: z.object({ step: z.enum(onboardingSteps).nullable() }) });
export type OnboardingState = z.infer<typeof onboardingState>;

export const getOnboarding = defineEndpoint({
  summary: 'The first-run step the member is at (null when done): login and the sign-up link resume there.',
  method: 'GET',
  path: '/api/user/onboarding',
  response: onboardingState,
});

export const advanceOnboarding = defineEndpoint({
  summary:
    'Step `from` is done or skipped: the member moves on to the step after it, never back (leaving the photos step needs a photo); answers the step now.',
  method: 'POST',
  path: '/api/user/onboarding/advance',
  body: z.object({ from: z.enum(onboardingSteps) }),
  response: onboardingState,
});

/** Joining's calls that work without a session. */

// ---------------------------------------------------------------- bot protection

/**
 * The CAPTCHA the sign-up form shows: the offline sandbox (a checkbox whose token is `sandbox-pass`; any other token
 * is refused) or Cloudflare Turnstile with its site key. The server chooses it; the form asks.
 */
export const captchaConfig = z.object({
  data: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('sandbox') }),
    z.object({ provider: z.literal('turnstile'), siteKey: z.string().min(1) }),
  ]),
});
export type CaptchaConfig = z.infer<typeof captchaConfig>['data'];

export const getCaptchaConfig = defineEndpoint({
  summary: 'Which CAPTCHA the sign-up (and a guarded login) shows, with its public site key.',
  method: 'GET',
  path: '/api/user/auth/captcha',
  response: captchaConfig,
});

/** Joining's calls that work without a session. */
export const publicSignupEndpoints = { signUp, confirmSignUp, facebookSignUp, getCaptchaConfig } as const;
export const onboardingEndpoints = { getOnboarding, advanceOnboarding } as const;
