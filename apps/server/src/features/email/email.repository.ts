// The member's email state (members' columns) and the single-use validation tokens (email_tokens, hashes only).
import { createHash, randomBytes } from 'node:crypto';
import type { OptOutEmailKind } from '@app/contract';
import { optOutEmailKinds } from '@app/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emailTokens, members } from '../../db/schema.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new token: 32 random bytes as base64url (43 characters), the link's only secret. */
const newToken = () => randomBytes(32).toString('base64url');

export function emailRepository(db: Database) {
  return {
    /** True when another member has this (lower-cased) address. */
    async taken(email: string, exceptMemberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.email, email), ne(members.id, exceptMemberId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The new address, not validated and not (yet) bouncing. False when another member took it meanwhile (the
     * unique index decides).
     */
    async changeAddress(memberId: number, email: string): Promise<boolean> {
      try {
        await db
          .update(members)
          .set({ email, emailValidatedAt: null, emailBouncing: false })
          .where(eq(members.id, memberId));
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return false;
        throw error;
      }
    },

    /** A validation token for the member's address, valid `hours` hours; returns the token itself (for the link). */
    async createValidationToken(memberId: number, email: string, hours: number): Promise<string> {
      const token = newToken();
      await db.insert(emailTokens).values({
        tokenHash: hashToken(token),
        memberId,
        purpose: 'validate-email',
        email,
        expiresAt: sql`now() + make_interval(hours => ${hours})`,
      });
      return token;
    },

    /**
     * Uses a validation token: when it is known, unused, unexpired and its address is still the member's, the
     * address is validated (bouncing cleared, the emailVerified notice due) and the address returned; else null.
     * One statement marks the token used, so two clicks at once validate once.
     */
    async useValidationToken(token: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailTokens.tokenHash, hashToken(token)),
              eq(emailTokens.purpose, 'validate-email'),
              isNull(emailTokens.usedAt),
              gt(emailTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ memberId: emailTokens.memberId, email: emailTokens.email });
        if (!used) return null;
        const [member] = await tx
          .update(members)
          .set({
            emailValidatedAt: sql`now()`,
            emailBouncing: false,
            pendingNotices: sql`case when 'emailVerified' = any(${members.pendingNotices})
              then ${members.pendingNotices} else array_append(${members.pendingNotices}, 'emailVerified') end`,
          })
          .where(and(eq(members.id, used.memberId), eq(members.email, used.email)))
          .returning({ email: members.email });
        // The member changed their address since: this link validates nothing (the token stays used).
        return member?.email ?? null;
      });
    },

    async saveOptOuts(memberId: number, optOuts: readonly OptOutEmailKind[]): Promise<void> {
      const kept = optOutEmailKinds.filter((kind) => optOuts.includes(kind));
      await db.update(members).set({ emailOptOuts: kept }).where(eq(members.id, memberId));
    },
  };
}
