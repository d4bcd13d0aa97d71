// What an authenticator app shows: the time-based code of a two-step secret. No test framework here: the recorder
// uses it too.
import { generate } from 'otplib';
import { TOTP_PERIOD_SECONDS } from '../../../src/features/sign-in/codes.ts';

/** The code at `at`, `steps` periods away (negative: earlier). */
export const totpCodeAt = (secret: string, at: Date, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) + steps * TOTP_PERIOD_SECONDS });
