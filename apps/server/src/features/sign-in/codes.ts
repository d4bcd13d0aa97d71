// Time-based codes (RFC 6238 as authenticator apps do them: SHA-1, 6 digits, 30 s) with otplib, recovery codes,
// and the hashes kept of tickets, recovery codes and device cookies.
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Spark';

/** SHA-256, hex: enough for random values of 60 bits or more (nothing to slow down, no dictionary to try). */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** 20 random bytes in base32, as authenticator apps take it (RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const otpauthUri = (secret: string, account: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: account, secret });

/** Digits only: apps show "123 456". */
export const totpShaped = (code: string): string | null => {
  const digits = code.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

/**
 * The time step of the code when it is right at `now` give or take one step (a phone's clock drifts, and a code
 * typed at the end of its 30 s arrives in the next), and later than `afterStep`; else null.
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number,
): Promise<number | null> {
  const token = totpShaped(code);
  if (!token) return null;
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
      afterTimeStep: afterStep,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: three groups of four (31^12, about 59 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** The hash of a recovery code as typed (any case, with or without the dashes and spaces). */
export const recoveryCodeHash = (code: string): string => sha256(code.toLowerCase().replace(/[\s-]/g, ''));
