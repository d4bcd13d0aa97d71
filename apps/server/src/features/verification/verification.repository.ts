// Every query of profile verification: attempts (newest last) and members.verification_status, which always follows
// the newest decided (or pending) attempt and is what the current profile, cards, lists and search read.
import type { VerificationPoseId, VerificationRejection, VerificationState } from '@app/contract';
import { verificationPoses } from '@app/contract';
import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { members, photos, verificationAttempts } from '../../db/schema.ts';
import type { ReviewDecision } from './reviewer.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Attempt = typeof verificationAttempts.$inferSelect;

/** Serialises one member's verification changes (a double click on "start" makes one attempt). */
const lockMember = (tx: Tx, memberId: number) =>
  tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');

const poseOf = (id: string) => verificationPoses.find((pose) => pose.id === id);

export function verificationRepository(db: Database) {
  const attemptsOf = (memberId: number, tx: Database | Tx = db, limit = 20): Promise<Attempt[]> =>
    tx
      .select()
      .from(verificationAttempts)
      .where(eq(verificationAttempts.memberId, memberId))
      .orderBy(desc(verificationAttempts.id))
      .limit(limit);

  async function statusOf(memberId: number, tx: Database | Tx = db) {
    const [row] = await tx
      .select({ status: members.verificationStatus })
      .from(members)
      .where(eq(members.id, memberId));
    return row?.status ?? 'none';
  }

  async function stateOf(memberId: number, tx: Database | Tx = db): Promise<VerificationState> {
    const [status, attempts] = await Promise.all([statusOf(memberId, tx), attemptsOf(memberId, tx)]);
    const latest = attempts[0];
    const submitted = attempts.find((attempt) => attempt.submittedAt !== null);
    const verified = attempts.find((attempt) => attempt.status === 'verified');
    const pose = latest?.status === 'started' ? poseOf(latest.pose) : undefined;
    return {
      status,
      pose: pose ? { id: pose.id, instruction: pose.instruction } : null,
      rejection:
        status === 'rejected' && submitted?.status === 'rejected'
          ? (submitted.rejection as VerificationRejection | null)
          : null,
      submittedAt: submitted?.submittedAt?.toISOString() ?? null,
      showVerifiedNotice: status === 'verified' && verified !== undefined && verified.noticeSeenAt === null,
    };
  }

  /** An attempt's columns after a decision (pending: submitted, not decided yet). */
  const decided = (decision: ReviewDecision) => ({
    status: decision.status,
    rejection: decision.status === 'rejected' ? decision.rejection : null,
    decidedAt: decision.status === 'pending' ? null : sql`now()`,
  });

  /** The member's status follows their newest attempt (a pending attempt is always the newest). */
  const follow = (tx: Tx, memberId: number, decision: ReviewDecision) =>
    tx.update(members).set({ verificationStatus: decision.status }).where(eq(members.id, memberId));

  return {
    state: (memberId: number) => stateOf(memberId),

    /** Whether the member has a profile photo other members can see (what a selfie is compared with). */
    async hasApprovedPhoto(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.memberId, memberId), eq(photos.moderation, 'approved')))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Starts an attempt with a pose other than the previous attempt's (`choosePose` picks among those allowed).
     * An attempt already waiting for its selfie, or one under review, is kept as it is: 'kept'. 'verified': the
     * member is verified already.
     */
    async start(
      memberId: number,
      choosePose: (allowed: readonly VerificationPoseId[]) => VerificationPoseId,
    ): Promise<'started' | 'kept' | 'verified'> {
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const status = await statusOf(memberId, tx);
        if (status === 'verified') return 'verified';
        const [latest] = await attemptsOf(memberId, tx, 1);
        if (latest?.status === 'started' || latest?.status === 'pending') return 'kept';
        const allowed = verificationPoses.map((pose) => pose.id).filter((id) => id !== latest?.pose);
        await tx.insert(verificationAttempts).values({ memberId, pose: choosePose(allowed) });
        // A retry after a rejection: the member is back to "not verified" while they take the new selfie.
        if (status === 'rejected') {
          await tx.update(members).set({ verificationStatus: 'none' }).where(eq(members.id, memberId));
        }
        return 'started';
      });
    },

    /** The attempt waiting for its selfie, if any. */
    async startedAttempt(memberId: number): Promise<Attempt | undefined> {
      const [latest] = await attemptsOf(memberId, db, 1);
      return latest?.status === 'started' ? latest : undefined;
    },

    /**
     * Records the selfie of a started attempt and the reviewer's decision. False when the attempt is no longer
     * waiting for a selfie (a concurrent submit won). Answers the storage keys of the member's earlier selfies,
     * which are no longer needed (only the newest is kept, for the reviewer).
     */
    async submit(
      attempt: Pick<Attempt, 'id' | 'memberId'>,
      selfieKey: string,
      decision: ReviewDecision,
    ): Promise<{ recorded: boolean; staleSelfies: string[] }> {
      return db.transaction(async (tx) => {
        await lockMember(tx, attempt.memberId);
        const [taken] = await tx
          .update(verificationAttempts)
          .set({ selfieKey, submittedAt: sql`now()`, ...decided(decision) })
          .where(and(eq(verificationAttempts.id, attempt.id), eq(verificationAttempts.status, 'started')))
          .returning({ id: verificationAttempts.id });
        if (!taken) return { recorded: false, staleSelfies: [] };
        await follow(tx, attempt.memberId, decision);
        const earlier = and(
          eq(verificationAttempts.memberId, attempt.memberId),
          ne(verificationAttempts.id, attempt.id),
          isNotNull(verificationAttempts.selfieKey),
        );
        // Read before clearing: RETURNING would give the cleared (null) keys.
        const stale = await tx
          .select({ selfieKey: verificationAttempts.selfieKey })
          .from(verificationAttempts)
          .where(earlier);
        if (stale.length > 0) {
          await tx.update(verificationAttempts).set({ selfieKey: null }).where(earlier);
        }
        return { recorded: true, staleSelfies: stale.flatMap((row) => row.selfieKey ?? []) };
      });
    },

    /**
     * A real reviewer's later decision on a pending attempt (its webhook or poller calls this). False when the
     * attempt is not pending (decided already, or not submitted).
     */
    async decide(
      attemptId: number,
      decision: Exclude<ReviewDecision, { status: 'pending' }>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Guarded by the status: of two decisions arriving together, one finds the attempt pending.
        const [attempt] = await tx
          .update(verificationAttempts)
          .set(decided(decision))
          .where(and(eq(verificationAttempts.id, attemptId), eq(verificationAttempts.status, 'pending')))
          .returning({ memberId: verificationAttempts.memberId });
        if (!attempt) return false;
        await follow(tx, attempt.memberId, decision);
        return true;
      });
    },

    /** The member saw the profileVerifiedSuccess notice of their verification: it is not shown again. */
    async dismissNotice(memberId: number): Promise<void> {
      await db
        .update(verificationAttempts)
        .set({ noticeSeenAt: sql`now()` })
        .where(
          and(
            eq(verificationAttempts.memberId, memberId),
            eq(verificationAttempts.status, 'verified'),
            isNull(verificationAttempts.noticeSeenAt),
          ),
        );
    },
  };
}
