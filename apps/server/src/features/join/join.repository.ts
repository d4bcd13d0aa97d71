// Joining's rows: the sign-ups waiting for their link (pending_signups), the member a followed link creates with the
// documents they accepted (consents), and the first-run step of a member who joined (members.onboarding_step).
import { createHash, randomBytes } from 'node:crypto';
import type { OnboardingStep } from '@app/contract';
import { onboardingSteps } from '@app/contract';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Member } from '../../db/schema.ts';
import { consentDocuments, consents, members, pendingSignups, photos } from '../../db/schema.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a visitor tells to join, whichever way they join. */
export interface JoinDetails {
  displayName: string;
  birthdate: string;
  gender: Member['gender'];
  seeking: Member['seeking'];
  city: string;
  region: string;
  country: string;
  /** Document -> version accepted. */
  consents: Record<(typeof consentDocuments)[number], string>;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function joinRepository(db: Database) {
  /** Inserts the member of a confirmed sign-up (address verified, first-run flow at step 1) and their consents. */
  const createMember = async (
    tx: Tx,
    account: { email: string; passwordHash: string | null; facebookId?: string },
    details: JoinDetails,
    now: Date,
  ): Promise<number> => {
    const [row] = await tx
      .insert(members)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        facebookId: account.facebookId ?? null,
        emailValidatedAt: now,
        pendingNotices: ['emailVerified'],
        displayName: details.displayName,
        birthdate: details.birthdate,
        gender: details.gender,
        seeking: details.seeking,
        city: details.city,
        region: details.region,
        country: details.country,
        avatarSeed: randomBytes(9).toString('base64url'),
        listedAt: null,
        onboardingStep: onboardingSteps[0],
        createdAt: now,
      })
      .returning({ id: members.id });
    if (!row) throw new Error('member insert returned nothing');
    await tx.insert(consents).values(
      consentDocuments.map((document) => ({
        memberId: row.id,
        document,
        version: details.consents[document],
        acceptedAt: now,
      })),
    );
    return row.id;
  };

  return {
    /** Keeps a sign-up until its link is followed; answers the link's token (only its hash is stored). */
    async addPending(
      details: JoinDetails & { email: string; passwordHash: string },
      expiresAt: Date,
      now: Date,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      // The table only ever holds live sign-ups: each new one clears the expired.
      await db.delete(pendingSignups).where(lte(pendingSignups.expiresAt, now));
      await db.insert(pendingSignups).values({ ...details, tokenHash: hashToken(token), expiresAt });
      return token;
    },

    /**
     * Follows a sign-up link: creates its member and spends every pending sign-up of the address. Undefined when the
     * link is unknown, expired or used, or when the address became a member's meanwhile (another link, Facebook).
     */
    async confirm(token: string, now: Date): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [pending] = await tx
          .select()
          .from(pendingSignups)
          .where(and(eq(pendingSignups.tokenHash, hashToken(token)), gt(pendingSignups.expiresAt, now)))
          .for('update');
        if (!pending) return undefined;
        await tx.delete(pendingSignups).where(eq(pendingSignups.email, pending.email));
        const [taken] = await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.email, pending.email));
        if (taken) return undefined;
        return createMember(tx, { email: pending.email, passwordHash: pending.passwordHash }, pending, now);
      });
    },

    /** Creates the member of a Facebook sign-up (Facebook verified the address). */
    async createFromFacebook(
      identity: { facebookId: string; email: string },
      details: JoinDetails,
      now: Date,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.delete(pendingSignups).where(eq(pendingSignups.email, identity.email));
        return createMember(
          tx,
          { email: identity.email, passwordHash: null, facebookId: identity.facebookId },
          details,
          now,
        );
      });
    },

    async stepOf(memberId: number): Promise<OnboardingStep | null> {
      const [row] = await db
        .select({ step: members.onboardingStep })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.step ?? null;
    },

    /**
     * Step `from` is done or skipped: moves the member to the step after it unless they are further already (never
     * back, nothing once the flow is done). Leaving the photos step needs a photo.
     */
    async advance(memberId: number, from: OnboardingStep): Promise<OnboardingStep | null | 'photo-required'> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ step: members.onboardingStep })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        const current = row?.step ?? null;
        if (current === null) return null;
        const next = onboardingSteps[onboardingSteps.indexOf(from) + 1] ?? null;
        if (next !== null && onboardingSteps.indexOf(next) <= onboardingSteps.indexOf(current))
          return current;
        if (next === null) {
          const [held] = await tx.select({ n: count() }).from(photos).where(eq(photos.memberId, memberId));
          if (!held?.n) return 'photo-required';
        }
        await tx.update(members).set({ onboardingStep: next }).where(eq(members.id, memberId));
        return next;
      });
    },
  };
}
