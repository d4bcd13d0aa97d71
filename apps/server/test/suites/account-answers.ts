// The account endpoints' refusals of requests the contract accepts, each checked against the database (the fuzz's
// domainAnswer asks it): 400 naming `currentPassword` for a password that is not the viewer's (the fuzz never knows
// it) and 429 `rate_limited` once too many wrong ones were sent; 404 for a session id that names none of the
// viewer's sessions; 400 naming `token` for a recovery token that is not a live one (the generators never have one).
import { createHash } from 'node:crypto';
import type { Endpoint } from '@app/contract';
import { changePassword, checkPasswordRecovery, resetPassword, signOutSession } from '@app/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { emailTokens, members, sessions } from '../../src/db/schema.ts';
import { verifyPassword } from '../../src/shared/password.ts';

const sha256 = (value: string, encoding: 'hex' | 'base64url') =>
  createHash('sha256').update(value).digest(encoding);

export async function accountAnswer(
  db: Database,
  viewerId: number | null,
  endpoint: Endpoint,
  params: Record<string, unknown> | undefined,
  body: Record<string, unknown> | undefined,
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  if (endpoint === changePassword && viewerId !== null) {
    const [me] = await db.select().from(members).where(eq(members.id, viewerId));
    const password = body?.currentPassword;
    if (status === 400 && error.field === 'currentPassword' && me?.passwordHash) {
      if (typeof password !== 'string' || !(await verifyPassword(me.passwordHash, password)))
        return 'not the current password';
    }
    if (status === 429 && error.code === 'rate_limited') return 'too many wrong passwords';
  }
  if (endpoint === signOutSession && viewerId !== null && status === 404 && error.code === 'not_found') {
    const own = await db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.memberId, viewerId));
    if (!own.some((row) => sha256(row.hash, 'base64url') === params?.sessionId))
      return 'not a session of the viewer';
  }
  if (
    (endpoint === checkPasswordRecovery || endpoint === resetPassword) &&
    status === 400 &&
    error.field === 'token' &&
    typeof body?.token === 'string'
  ) {
    const [live] = await db
      .select({ hash: emailTokens.tokenHash })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, sha256(body.token, 'hex')),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      );
    if (!live) return 'not a live recovery token';
  }
  return null;
}
