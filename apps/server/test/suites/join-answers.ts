// Joining's refusals of requests the contract accepts, each checked against what the request or the database says
// (the fuzz's domainAnswer asks it): an unsolved CAPTCHA, a document version that is not the current one, a password
// too easy to guess, a sign-up link that was never mailed, a Facebook token the sandbox does not know, the per-client
// sign-up limit, and a Facebook identity whose profile is disabled.
import type { Endpoint } from '@app/contract';
import {
  SANDBOX_CAPTCHA_PASS,
  confirmSignUp,
  errorCodes,
  facebookSignUp,
  legalDocumentVersions,
  signUp,
  signupErrorCodes,
  signupLimits,
} from '@app/contract';
import { passwordStrength } from '@app/contract/password-strength';
import { createHash } from 'node:crypto';
import { and, eq, gte, isNotNull, like } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { members, pendingSignups, rateLimits } from '../../src/db/schema.ts';
import { sandboxFacebookAuth } from '../../src/features/session/facebook.ts';

export async function joinAnswer(
  db: Database,
  endpoint: Endpoint,
  body: Record<string, unknown> | undefined,
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  if (endpoint !== signUp && endpoint !== facebookSignUp && endpoint !== confirmSignUp) return null;
  if (status === 429 && error.code === errorCodes.rateLimited) {
    const [full] = await db
      .select()
      .from(rateLimits)
      .where(
        and(like(rateLimits.key, 'signup:client:%'), gte(rateLimits.hits, signupLimits.perClientAddressHour)),
      );
    if (full) return 'sign-ups from this address';
  }
  if (
    status === 400 &&
    error.code === signupErrorCodes.captcha &&
    body?.captchaToken !== SANDBOX_CAPTCHA_PASS
  )
    return 'CAPTCHA not solved';
  const consents = (body?.consents ?? {}) as Record<string, unknown>;
  if (
    status === 409 &&
    error.code === signupErrorCodes.consentOutdated &&
    Object.entries(legalDocumentVersions).some(([document, version]) => consents[document] !== version)
  )
    return 'a document version that is not the current one';
  if (
    status === 400 &&
    error.code === signupErrorCodes.weakPassword &&
    !passwordStrength(String(body?.password), [String(body?.email), String(body?.displayName)]).acceptable
  )
    return 'a password too easy to guess';
  if (status === 400 && error.code === signupErrorCodes.linkInvalid) {
    const tokenHash = createHash('sha256').update(String(body?.token)).digest('hex');
    const [pending] = await db.select().from(pendingSignups).where(eq(pendingSignups.tokenHash, tokenHash));
    if (!pending) return 'a link never mailed';
  }
  if (status === 401 && error.code === errorCodes.invalidCredentials) {
    if ((await sandboxFacebookAuth.identify(String(body?.token))) === null)
      return 'a token Facebook does not know';
  }
  if (status === 403 && error.code === errorCodes.profileDisabled) {
    const identity = await sandboxFacebookAuth.identify(String(body?.token));
    const [disabled] = identity?.email
      ? await db
          .select()
          .from(members)
          .where(and(eq(members.email, identity.email), isNotNull(members.disabledAt)))
      : [];
    if (disabled) return 'a disabled profile';
  }
  return null;
}
