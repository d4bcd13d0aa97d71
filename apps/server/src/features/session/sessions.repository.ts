// Login sessions: the cookie carries a random token; the database keeps only its SHA-256 hash, so a leaked
// database does not hand out live sessions. Sessions live in the database and so survive restarts.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Member } from '../../db/schema.ts';
import { members, sessions } from '../../db/schema.ts';

/** The longest User-Agent kept with a session. */
export const USER_AGENT_MAX = 400;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A session's id as login settings show it: a hash of the stored hash, so the id names the session (to sign it
 * out) but neither opens it nor finds its row without the member's list.
 */
const publicId = (tokenHash: string) => createHash('sha256').update(tokenHash).digest('base64url');

/** The session's id as login settings show it (publicId), from the cookie's token: live streams are named by it. */
export const sessionIdOf = (token: string): string => publicId(hashToken(token));

export function sessionsRepository(db: Database) {
  // Every member request starts with this lookup: prepared once and named, so PostgreSQL parses it once per
  // connection and soon reuses one generic plan (a unique-index probe: the right plan for every token).
  const memberOfToken = db
    .select({ member: members, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_member');

  return {
    /**
     * Creates a session and returns its token (for the cookie) and expiry. `userAgent` is the browser that signed in
     * (login settings list it), cut to USER_AGENT_MAX characters.
     */
    async create(
      memberId: number,
      ttlDays: number,
      userAgent = '',
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        memberId,
        expiresAt,
        userAgent: userAgent.slice(0, USER_AGENT_MAX),
      });
      return { token, expiresAt };
    },

    /**
     * The member of a live session, when the session was last seen and when it expires, or undefined for an unknown
     * or expired token.
     */
    async memberOf(
      token: string,
    ): Promise<{ member: Member; lastSeenAt: Date; expiresAt: Date } | undefined> {
      const [row] = await memberOfToken.execute({ tokenHash: hashToken(token) });
      return row;
    },

    /** Records that the session was seen now (the auth plugin calls it at most once a minute per session). */
    async touch(token: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenHash, hashToken(token)));
    },

    /**
     * The member's live sessions (login settings), most recently seen first, each named by an opaque id (publicId)
     * and marked when it is `currentToken`'s.
     */
    async listOf(memberId: number, currentToken: string | null) {
      const rows = await db
        .select({
          tokenHash: sessions.tokenHash,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
      const current = currentToken === null ? null : hashToken(currentToken);
      return rows.map(({ tokenHash, ...row }) => ({
        ...row,
        id: publicId(tokenHash),
        current: tokenHash === current,
      }));
    },

    /**
     * Deletes the member's sessions except the one of `keepToken` (every one when it is null); answers the ids
     * (publicId) of those that ended. A password change keeps the session that made it; a recovery ends them all.
     */
    async deleteAllOf(memberId: number, keepToken: string | null): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.memberId, memberId),
            keepToken === null ? undefined : ne(sessions.tokenHash, hashToken(keepToken)),
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return rows.map((row) => publicId(row.tokenHash));
    },

    /**
     * Deletes the member's session named `id` (publicId) unless it is `currentToken`'s: 'deleted', 'current', or
     * 'unknown' (no such session of this member; another member's id is unknown too).
     */
    async deleteById(
      memberId: number,
      id: string,
      currentToken: string | null,
    ): Promise<'deleted' | 'current' | 'unknown'> {
      const hashes = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.memberId, memberId));
      const match = hashes.find((row) => publicId(row.tokenHash) === id);
      if (!match) return 'unknown';
      if (currentToken !== null && match.tokenHash === hashToken(currentToken)) return 'current';
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.memberId, memberId), eq(sessions.tokenHash, match.tokenHash)))
        .returning({ memberId: sessions.memberId });
      return rows.length > 0 ? 'deleted' : 'unknown';
    },

    /** Deletes the token's session; answers its member, or undefined when there was none. */
    async delete(token: string): Promise<number | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .returning({ memberId: sessions.memberId });
      return row?.memberId;
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
