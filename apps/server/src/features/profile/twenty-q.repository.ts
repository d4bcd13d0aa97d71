// 20Q answers (member_answers) and the reward of the fifth answer (member_rewards). "Once per member" is the
// database's: member_rewards' primary key (member, kind) and `insert … on conflict do nothing` in the same
// transaction as the answer; the member's row is locked first (`for no key update`), so one member's answers are
// counted one after the other (two answers racing could each count 4 and neither grant). That lock does not conflict
// with the key-share locks of rows that merely reference the member (likes, messages), so nothing else waits.
import type { TwentyQState, UserAnswer } from '@app/contract';
import { TWENTY_Q_REWARD_ANSWERS } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { memberAnswers, memberRewards, members } from '../../db/schema.ts';

/** The reward 20Q grants, as member_rewards records it (`twentyQReward` in the contract: one extra spin). */
export const TWENTY_Q_REWARD = { kind: 'twenty_q_extra_spin', extraSpins: 1 } as const;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function stateOf(db: Database | Tx, memberId: number): Promise<TwentyQState> {
  const [answers, rewards] = await Promise.all([
    db
      .select({ questionId: memberAnswers.questionId, answer: memberAnswers.answer })
      .from(memberAnswers)
      .where(eq(memberAnswers.memberId, memberId))
      .orderBy(memberAnswers.questionId) as Promise<UserAnswer[]>,
    db
      .select({ grantedAt: memberRewards.grantedAt })
      .from(memberRewards)
      .where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.kind, TWENTY_Q_REWARD.kind))),
  ]);
  const grantedAt = rewards[0]?.grantedAt;
  return {
    answers,
    reward: {
      answersNeeded: TWENTY_Q_REWARD_ANSWERS,
      granted: grantedAt !== undefined,
      grantedAt: grantedAt ? grantedAt.toISOString() : null,
    },
  };
}

export function twentyQRepository(db: Database) {
  return {
    state: (memberId: number) => stateOf(db, memberId),

    /** Answers (or changes the answer to) a question; grants the reward when this answer makes it due. */
    async answer(memberId: number, questionId: number, answer: string) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${members} where ${members.id} = ${memberId} for no key update`);
        await tx
          .insert(memberAnswers)
          .values({ memberId, questionId, answer })
          .onConflictDoUpdate({
            target: [memberAnswers.memberId, memberAnswers.questionId],
            set: { answer },
          });
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(memberAnswers)
          .where(eq(memberAnswers.memberId, memberId));
        let rewardJustGranted = false;
        if ((counted?.n ?? 0) >= TWENTY_Q_REWARD_ANSWERS) {
          const granted = await tx
            .insert(memberRewards)
            .values({ memberId, ...TWENTY_Q_REWARD })
            .onConflictDoNothing()
            .returning({ kind: memberRewards.kind });
          rewardJustGranted = granted.length > 0;
        }
        return { ...(await stateOf(tx, memberId)), rewardJustGranted };
      });
    },

    /** Takes back an answer (a granted reward stays granted); clearing an unanswered question is harmless. */
    async clear(memberId: number, questionId: number) {
      await db
        .delete(memberAnswers)
        .where(and(eq(memberAnswers.memberId, memberId), eq(memberAnswers.questionId, questionId)));
      return { ...(await stateOf(db, memberId)), rewardJustGranted: false };
    },
  };
}
