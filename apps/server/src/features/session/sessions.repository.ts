// Login sessions: the cookie carries a random token; the database keeps only its SHA-256 hash, so a leaked
// database does not hand out live sessions. Sessions live in the database and so survive restarts.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Member } from '../../db/schema.ts';
import { members, sessions } from '../../db/schema.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionsRepository(db: Database) {
  // Every member request starts with this lookup: prepared once and named, so PostgreSQL parses it once per
  // connection and soon reuses one generic plan (a unique-index probe: the right plan for every token).
  const memberOfToken = db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_member');

  return {
    /** Creates a session and returns its token (for the cookie) and expiry. */
    async create(memberId: number, ttlDays: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
      await db.insert(sessions).values({ tokenHash: hashToken(token), memberId, expiresAt });
      return { token, expiresAt };
    },

    /** The member of a live session, or undefined for an unknown or expired token. */
    async memberOf(token: string): Promise<Member | undefined> {
      const [row] = await memberOfToken.execute({ tokenHash: hashToken(token) });
      return row?.member;
    },

    async delete(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    async deleteExpired(): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, sql`now()`))
        .returning({ memberId: sessions.memberId });
      return rows.length;
    },
  };
}
