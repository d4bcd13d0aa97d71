// Passkeys' and two-step sign-in's refusals of requests the contract accepts, each checked against the database (the
// fuzz's domainAnswer asks it):
// - login: 401 `captcha_required` naming `captchaToken` once the account had 5 wrong passwords within the hour
//   (without a solved CAPTCHA in the request);
// - the second step: 401 `sign_in_expired` naming `ticket` for a ticket that is not live (the generators never have
//   one); 401 `wrong_code` only on a live one;
// - adding a passkey: 400 naming `credential` (random bytes are never an authenticator's signed answer to a
//   challenge of the viewer's; nothing was added);
// - renaming or removing a passkey: 404 naming `passkeyId` for one that is not the viewer's;
// - two-step: 409 `conflict` for setup while it is on, enable without a pending setup, turning off or renewing codes
//   while it is off; 400 `wrong_code` naming `code` for a code that is not right now; 400 naming `currentPassword`
//   for a password that is not the viewer's (or neither given); 429 `rate_limited` after too many wrong ones.
import { createHash } from 'node:crypto';
import type { Endpoint } from '@app/contract';
import {
  SANDBOX_CAPTCHA_PASS,
  SIGN_IN_TICKET_MAX_FAILURES,
  disableTwoStep,
  enableTwoStep,
  finishPasskeyRegistration,
  login,
  regenerateRecoveryCodes,
  removePasskey,
  renamePasskey,
  startTwoStepSetup,
  twoStepSignIn,
} from '@app/contract';
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { verify } from 'otplib';
import type { Database } from '../../src/db/database.ts';
import { members, passkeys, rateLimits, signInTickets, twoStepSecrets } from '../../src/db/schema.ts';
import { ACCOUNT_CAPTCHA_LIMIT, captchaKey } from '../../src/features/session/login-guard.repository.ts';
import { verifyPassword } from '../../src/shared/password.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function codeRightNow(db: Database, memberId: number, code: unknown): Promise<boolean> {
  const [row] = await db.select().from(twoStepSecrets).where(eq(twoStepSecrets.memberId, memberId));
  if (!row || typeof code !== 'string' || !/^\d{6}$/.test(code.replace(/[\s-]/g, ''))) return false;
  try {
    const result = await verify({
      secret: row.secret,
      token: code.replace(/[\s-]/g, ''),
      epochTolerance: 30,
      afterTimeStep: row.lastStep,
    });
    return result.valid;
  } catch {
    return false;
  }
}

export async function signInAnswer(
  db: Database,
  viewerId: number | null,
  endpoint: Endpoint,
  params: Record<string, unknown> | undefined,
  body: Record<string, unknown> | undefined,
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  if (endpoint === login && status === 401 && error.code === 'captcha_required') {
    if (typeof body?.user !== 'string' || body.captchaToken === SANDBOX_CAPTCHA_PASS) return null;
    const [counted] = await db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, captchaKey(body.user)), gte(rateLimits.hits, ACCOUNT_CAPTCHA_LIMIT.max)));
    if (counted) return 'the account asks for a CAPTCHA';
  }
  if (endpoint === twoStepSignIn && status === 401 && typeof body?.ticket === 'string') {
    const [live] = await db
      .select()
      .from(signInTickets)
      .where(
        and(
          eq(signInTickets.tokenHash, sha256(body.ticket)),
          gt(signInTickets.expiresAt, sql`now()`),
          lt(signInTickets.failures, SIGN_IN_TICKET_MAX_FAILURES),
        ),
      );
    if (error.code === 'sign_in_expired' && !live) return 'not a live ticket';
    if (error.code === 'wrong_code' && live) return 'a wrong code';
  }
  if (viewerId === null) return null;

  if (endpoint === finishPasskeyRegistration && status === 400 && error.field === 'credential') {
    const id = (body?.credential as { id?: unknown } | undefined)?.id;
    const added = await db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.memberId, viewerId), eq(passkeys.credentialId, String(id))));
    if (added.length === 0) return 'not an authenticator’s answer to the viewer’s challenge';
  }
  if (
    (endpoint === renamePasskey || endpoint === removePasskey) &&
    status === 404 &&
    error.code === 'not_found'
  ) {
    const [own] = await db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.memberId, viewerId), eq(passkeys.id, Number(params?.passkeyId))));
    if (!own) return 'not a passkey of the viewer';
  }

  const [secret] = await db.select().from(twoStepSecrets).where(eq(twoStepSecrets.memberId, viewerId));
  const enabled = Boolean(secret?.enabledAt);
  if (status === 409 && error.code === 'conflict') {
    if (endpoint === startTwoStepSetup && enabled) return 'two-step is on already';
    if (endpoint === enableTwoStep && (!secret || enabled)) return 'no setup waiting for a code';
    if ((endpoint === disableTwoStep || endpoint === regenerateRecoveryCodes) && !enabled)
      return 'two-step is off';
  }
  if (endpoint === enableTwoStep && status === 400 && error.code === 'wrong_code') {
    if (!(await codeRightNow(db, viewerId, body?.code))) return 'not the code of now';
  }
  if (endpoint === disableTwoStep || endpoint === regenerateRecoveryCodes) {
    if (status === 429 && error.code === 'rate_limited') return 'too many wrong passwords or codes';
    if (status === 400 && error.field === 'currentPassword') {
      const [me] = await db.select().from(members).where(eq(members.id, viewerId));
      const password = body?.currentPassword;
      if (typeof password !== 'string' || !(await verifyPassword(me?.passwordHash ?? null, password)))
        return 'not the current password';
    }
    if (status === 400 && error.code === 'wrong_code' && !(await codeRightNow(db, viewerId, body?.code)))
      return 'not a code of now (nor, by chance, an unused recovery code)';
  }
  return null;
}
