// Every query of passkeys, WebAuthn challenges, two-step secrets, recovery codes, sign-in tickets and known devices.
// Single use is decided by the database (a conditional delete or update that returns the row), so two servers
// finishing the same ceremony or the same code at once cannot both win.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  knownDevices,
  passkeys,
  recoveryCodes,
  signInTickets,
  twoStepSecrets,
  webauthnChallenges,
} from '../../db/schema.ts';

export type Passkey = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

export function passkeysRepository(db: Database) {
  return {
    async listOf(memberId: number): Promise<Passkey[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.memberId, memberId))
        .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
    },

    async findByCredentialId(credentialId: string): Promise<Passkey | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
      return row;
    },

    /** The new passkey, or undefined when that credential is registered already (to anyone). */
    async add(values: typeof passkeys.$inferInsert): Promise<Passkey | undefined> {
      const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
      return row;
    },

    async rename(memberId: number, id: number, name: string): Promise<Passkey | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.memberId, memberId)))
        .returning();
      return row;
    },

    async remove(memberId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.memberId, memberId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    /** After a verified sign-in: the authenticator's counter and when it was used. */
    async used(id: number, counter: number, at: Date): Promise<void> {
      await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
    },
  };
}

export function webauthnChallengesRepository(db: Database) {
  return {
    async save(challenge: string, purpose: ChallengePurpose, memberId: number | null, expiresAt: Date) {
      await db.insert(webauthnChallenges).values({ challenge, purpose, memberId, expiresAt });
    },

    /**
     * Takes the challenge once: true when it was issued for this purpose (and member) and had not expired. It is
     * gone afterwards whatever the verification says.
     */
    async consume(
      challenge: string,
      purpose: ChallengePurpose,
      memberId: number | null,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.challenge, challenge),
            eq(webauthnChallenges.purpose, purpose),
            memberId === null
              ? isNull(webauthnChallenges.memberId)
              : eq(webauthnChallenges.memberId, memberId),
            gt(webauthnChallenges.expiresAt, now),
          ),
        )
        .returning({ challenge: webauthnChallenges.challenge });
      return rows.length > 0;
    },

    /** Challenges nobody answered (a sign-in's options are asked for anonymously, so these pile up otherwise). */
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(webauthnChallenges)
        .where(lte(webauthnChallenges.expiresAt, now))
        .returning({ challenge: webauthnChallenges.challenge });
      return rows.length;
    },
  };
}

export function twoStepRepository(db: Database) {
  return {
    async of(memberId: number) {
      const [row] = await db.select().from(twoStepSecrets).where(eq(twoStepSecrets.memberId, memberId));
      return row;
    },

    async isEnabled(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ memberId: twoStepSecrets.memberId })
        .from(twoStepSecrets)
        .where(and(eq(twoStepSecrets.memberId, memberId), isNotNull(twoStepSecrets.enabledAt)));
      return row !== undefined;
    },

    /** A new secret waiting for its first code; false when two-step is on already (its secret stays). */
    async setUp(memberId: number, secret: string): Promise<boolean> {
      const rows = await db
        .insert(twoStepSecrets)
        .values({ memberId, secret })
        .onConflictDoUpdate({
          target: twoStepSecrets.memberId,
          set: { secret, lastStep: 0 },
          setWhere: isNull(twoStepSecrets.enabledAt),
        })
        .returning({ memberId: twoStepSecrets.memberId });
      return rows.length > 0;
    },

    /**
     * Records that the code of time step `step` was accepted: false when that step (or a later one) was accepted
     * already, so a code works once even when two servers check it at the same moment.
     */
    async acceptStep(memberId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(twoStepSecrets)
        .set({ lastStep: step })
        .where(and(eq(twoStepSecrets.memberId, memberId), lt(twoStepSecrets.lastStep, step)))
        .returning({ memberId: twoStepSecrets.memberId });
      return rows.length > 0;
    },

    /** Turns two-step on with its recovery codes (hashes); false when it was on already or not set up. */
    async enable(memberId: number, at: Date, codeHashes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(twoStepSecrets)
          .set({ enabledAt: at })
          .where(and(eq(twoStepSecrets.memberId, memberId), isNull(twoStepSecrets.enabledAt)))
          .returning({ memberId: twoStepSecrets.memberId });
        if (rows.length === 0) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
        return true;
      });
    },

    /** Turns two-step off: the secret, the recovery codes and any half-done sign-in go. */
    async disable(memberId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(twoStepSecrets)
          .where(and(eq(twoStepSecrets.memberId, memberId), isNotNull(twoStepSecrets.enabledAt)))
          .returning({ memberId: twoStepSecrets.memberId });
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
        await tx.delete(signInTickets).where(eq(signInTickets.memberId, memberId));
        return rows.length > 0;
      });
    },

    async replaceRecoveryCodes(memberId: number, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
      });
    },

    async recoveryCodesLeft(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.memberId, memberId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Spends a recovery code: true the first time only. */
    async useRecoveryCode(memberId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.memberId, memberId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },
  };
}

export function signInTicketsRepository(db: Database) {
  const live = (tokenHash: string, now: Date, maxFailures: number) =>
    and(
      eq(signInTickets.tokenHash, tokenHash),
      gt(signInTickets.expiresAt, now),
      lt(signInTickets.failures, maxFailures),
    );
  return {
    /** A new ticket for the member's second step: the token goes to the browser, only its SHA-256 is kept. */
    async issue(memberId: number, expiresAt: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const tokenHash = createHash('sha256').update(token).digest('hex');
      await db.insert(signInTickets).values({ tokenHash, memberId, expiresAt });
      return token;
    },

    /** The member of a ticket that has not expired nor taken too many wrong codes. */
    async find(tokenHash: string, now: Date, maxFailures: number): Promise<number | undefined> {
      const [row] = await db
        .select({ memberId: signInTickets.memberId })
        .from(signInTickets)
        .where(live(tokenHash, now, maxFailures));
      return row?.memberId;
    },

    /** Counts a wrong code; answers the failures so far. */
    async fail(tokenHash: string): Promise<number> {
      const [row] = await db
        .update(signInTickets)
        .set({ failures: sql`${signInTickets.failures} + 1` })
        .where(eq(signInTickets.tokenHash, tokenHash))
        .returning({ failures: signInTickets.failures });
      return row?.failures ?? Number.MAX_SAFE_INTEGER;
    },

    /** Takes the ticket once, for the session it is traded for: false when another request took it first. */
    async consume(tokenHash: string, now: Date, maxFailures: number): Promise<boolean> {
      const rows = await db
        .delete(signInTickets)
        .where(live(tokenHash, now, maxFailures))
        .returning({ memberId: signInTickets.memberId });
      return rows.length > 0;
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(signInTickets).where(lte(signInTickets.expiresAt, now));
    },
  };
}

export function knownDevicesRepository(db: Database) {
  return {
    /** Records a sign-in from the device: true when the member never signed in from it before. */
    async signedIn(memberId: number, deviceHash: string): Promise<boolean> {
      const inserted = await db
        .insert(knownDevices)
        .values({ memberId, deviceHash })
        .onConflictDoUpdate({
          target: [knownDevices.memberId, knownDevices.deviceHash],
          set: { lastSeenAt: sql`now()` },
        })
        .returning({ isNew: sql<boolean>`xmax = 0` });
      return inserted[0]?.isNew === true;
    },
  };
}
