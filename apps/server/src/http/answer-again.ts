// What the member must answer again before a change a stolen session cookie must not make alone (a new password,
// deleting the account, turning two-step sign-in off, new recovery codes): their password, or a code. Wrong answers
// count per member and action; past the limit the form is refused for a while (429 naming the field), and that is
// checked before the answer, so a guess past the limit is refused even when it is right.
import type { RateLimit, rateLimitsRepository } from '../db/rate-limits.ts';
import { verifyPassword } from '../shared/password.ts';
import { rateLimited } from './errors.ts';

/** Wrong answers a member may give in the window before that action's form is refused for a while. */
export const ANSWER_AGAIN_LIMIT: RateLimit = { max: 10, windowMinutes: 15 };

type RateLimits = Pick<ReturnType<typeof rateLimitsRepository>, 'wait' | 'hit'>;

/** Whether `check` accepts the answer, counting a refusal under `key`; 429 naming `field` past the limit. */
export async function answeredAgain(
  rateLimits: RateLimits,
  key: string,
  field: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const wait = await rateLimits.wait(key, ANSWER_AGAIN_LIMIT);
  if (wait > 0) throw rateLimited('wrongPasswords', wait, field);
  if (await check()) return true;
  await rateLimits.hit(key, ANSWER_AGAIN_LIMIT);
  return false;
}

/** The member's password, asked again (see answeredAgain). */
export const passwordAnsweredAgain = (
  rateLimits: RateLimits,
  key: string,
  field: string,
  passwordHash: string | null,
  password: string,
) => answeredAgain(rateLimits, key, field, () => verifyPassword(passwordHash, password));
