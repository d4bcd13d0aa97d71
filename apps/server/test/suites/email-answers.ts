// The email endpoints' refusals of requests the contract accepts, each checked against the database (the fuzz's
// domainAnswer asks it): 400 naming `currentPassword` for a password that is not the viewer's (the fuzz never knows
// it), 400 naming `email` for the viewer's own address, 409 `email_taken` for another member's, 409
// `email_already_validated` resending for a validated address, 429 `rate_limited` past the resend limit, and 400
// `invalid_token` for a validation token that is not a live one (the generators never have one).
import { createHash } from 'node:crypto';
import type { Endpoint } from '@app/contract';
import { changeEmail, emailErrorCodes, resendValidation, validateEmail } from '@app/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { emailTokens, members } from '../../src/db/schema.ts';
import { verifyPassword } from '../../src/shared/password.ts';

export async function emailAnswer(
  db: Database,
  viewerId: number,
  endpoint: Endpoint,
  body: Record<string, unknown> | undefined,
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  const [me] = await db.select().from(members).where(eq(members.id, viewerId));
  if (endpoint === changeEmail && me) {
    const password = body?.currentPassword;
    if (status === 400 && error.field === 'currentPassword' && me.passwordHash !== null) {
      if (typeof password !== 'string' || !(await verifyPassword(me.passwordHash, password)))
        return 'not the current password';
    }
    if (status === 400 && error.field === 'email' && body?.email === me.email) return 'the same address';
    if (status === 409 && error.code === emailErrorCodes.emailTaken && typeof body?.email === 'string') {
      const [other] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.email, body.email), ne(members.id, viewerId)));
      if (other) return 'address taken';
    }
  }
  if (endpoint === resendValidation && me) {
    if (status === 409 && error.code === emailErrorCodes.alreadyValidated && me.emailValidatedAt !== null)
      return 'validated already';
    if (status === 429 && error.code === 'rate_limited') return 'resend limit';
  }
  if (endpoint === validateEmail && status === 400 && error.code === emailErrorCodes.invalidToken) {
    const token = typeof body?.token === 'string' ? body.token.trim() : '';
    const [live] = await db
      .select({ hash: emailTokens.tokenHash })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, createHash('sha256').update(token).digest('base64url')),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      );
    if (!live) return 'not a live token';
  }
  return null;
}
