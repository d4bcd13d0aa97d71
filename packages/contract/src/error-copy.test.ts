// The member-facing copy of every error code: each code the contract declares has one, it reads as a sentence, and the
// module stays free of zod (the browser reads it before the schemas load).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataExportErrorCodes } from './data-export.ts';
import { emailErrorCodes } from './email.ts';
import { errorCodes } from './error-codes.ts';
import { declineReasons, errorCopy, fixedErrorMessage } from './error-copy.ts';
import { discoveryErrorCodes } from './discovery.ts';
import { messagingErrorCodes } from './messaging.ts';
import { photoErrorCodes } from './photos.ts';
import { signInErrorCodes } from './sign-in.ts';
import { onboardingErrorCodes, signupErrorCodes } from './signup.ts';
import { spinErrorCodes } from './spin.ts';
import { spotifyErrorCodes } from './spotify.ts';
import { billingErrorCodes } from './subscriptions.ts';
import { verificationErrorCodes } from './verification.ts';

const allCodes = [
  errorCodes,
  messagingErrorCodes,
  discoveryErrorCodes,
  spotifyErrorCodes,
  photoErrorCodes,
  verificationErrorCodes,
  billingErrorCodes,
  spinErrorCodes,
  emailErrorCodes,
  dataExportErrorCodes,
  signInErrorCodes,
  signupErrorCodes,
  onboardingErrorCodes,
].flatMap((codes) => Object.values(codes));

describe('errorCopy', () => {
  it('has a message for every error code, and none for a code nobody declares', () => {
    expect(Object.keys(errorCopy).sort()).toEqual([...new Set(allCodes)].sort());
  });

  it('reads as sentences, with the values a message needs filled in', () => {
    const samples = [
      ...Object.values(errorCopy).filter((copy) => typeof copy === 'string'),
      errorCopy.no_spins_left(new Date('2026-11-21T05:00:00Z')),
      errorCopy.rate_limited('logins', 1),
      errorCopy.rate_limited('invites', 'tomorrow'),
      errorCopy.not_found('This member'),
      errorCopy.blocked('Ben', 'message each other again'),
      errorCopy.import_limit_reached('Facebook', 8, 2),
      errorCopy.payment_declined('expired_card'),
      errorCopy.subscription_state('cancel'),
      errorCopy.paywall('likedMe'),
      errorCopy.data_export_too_soon(3),
    ];
    for (const message of samples) expect(message).toMatch(/^[A-Z].*\S$/);
    expect(errorCopy.no_spins_left(new Date('2026-11-21T05:00:00Z'))).toMatch(
      /Nov 21, 2026, 12:00\sAM ET\)\.$/,
    );
    expect(errorCopy.rate_limited('logins', 1)).toBe(
      'Too many failed logins from this address. Try again in 1 minute.',
    );
    expect(errorCopy.import_limit_reached('Facebook', 8, 1)).toContain('choose at most 1 more photo.');
    expect(errorCopy.payment_declined('expired_card')).toBe(declineReasons.expired_card);
  });

  it('gives a fixed message by code, and nothing for a code whose message needs a value or is unknown', () => {
    expect(fixedErrorMessage('no_double_spin_left')).toBe(errorCopy.no_double_spin_left);
    expect(fixedErrorMessage('no_spins_left')).toBeUndefined();
    expect(fixedErrorMessage('nope')).toBeUndefined();
    expect(fixedErrorMessage('toString')).toBeUndefined();
  });

  it('loads no zod, itself or through what it imports', () => {
    const runtimeImports = (file: string) =>
      [
        ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
          /^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm,
        ),
      ].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const source of runtimeImports(file)) {
        expect(source, `${file} imports ${source}`).toMatch(/^\.\//);
        visit(source);
      }
    };
    visit('./error-copy.ts');
    expect(seen.has('./eastern-day.ts')).toBe(true);
  });
});
