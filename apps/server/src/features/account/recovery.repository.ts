// Password recovery's single-use tokens (email_tokens, purpose 'recover-password'): the link carries a random
// token, the table keeps only its SHA-256, and using one is one conditional update, so two tabs racing with the same
// link cannot both succeed.
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_LINK_MINUTES } from '@app/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emailTokens, members } from '../../db/schema.ts';

const PURPOSE = 'recover-password';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function recoveryRepository(db: Database) {
  /** The token's row while it works: not used, not expired. */
  const live = (token: string) =>
    and(
      eq(emailTokens.tokenHash, hashToken(token)),
      eq(emailTokens.purpose, PURPOSE),
      isNull(emailTokens.usedAt),
      gt(emailTokens.expiresAt, sql`now()`),
    );

  return {
    /** Issues a token for the member's address, working RECOVERY_LINK_MINUTES; answers the token for the link. */
    async issue(memberId: number, email: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(emailTokens).values({
        tokenHash: hashToken(token),
        memberId,
        purpose: PURPOSE,
        email,
        expiresAt: sql`now() + make_interval(mins => ${RECOVERY_LINK_MINUTES})`,
      });
      return token;
    },

    /** True while the token works. */
    async works(token: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(emailTokens)
        .where(live(token))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Uses the token and sets the member's password hash, in one transaction; answers the member, or undefined when
     * the token does not work. Every other recovery link of the member stops working too: the password they were
     * for is gone.
     */
    async useToSetPassword(token: string, passwordHash: string): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(live(token))
          .returning({ memberId: emailTokens.memberId });
        if (!used) return undefined;
        await tx.update(members).set({ passwordHash }).where(eq(members.id, used.memberId));
        await tx
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailTokens.memberId, used.memberId),
              eq(emailTokens.purpose, PURPOSE),
              isNull(emailTokens.usedAt),
            ),
          );
        return used.memberId;
      });
    },
  };
}
