// 20Q: answering, changing and taking back answers, and the reward of the fifth answer, granted once per member by
// the database (member_rewards' primary key), even when one member's answers race.
import {
  TWENTY_Q_ANSWER_MAX,
  answerTwentyQ,
  apiErrorBody,
  clearTwentyQAnswer,
  getProfile,
  getProfileView,
  getTwentyQ,
  twentyQReward,
  twentyQuestions,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberAnswers, memberRewards } from '../../../src/db/schema.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';

const answer = async (client: TestClient, questionId: number | string, text: string) => {
  const response = await client.request({
    method: 'PUT',
    url: `/api/user/twenty-q/${questionId}`,
    payload: { answer: text },
  });
  return response.statusCode === 200 ? parseBody(answerTwentyQ.response, response).data : response;
};
const clear = async (client: TestClient, questionId: number) =>
  parseBody(
    clearTwentyQAnswer.response,
    await client.request({ method: 'DELETE', url: `/api/user/twenty-q/${questionId}` }),
  ).data;

describeBackends('20Q', (backend) => {
  it('grants the reward at the fifth answer, and never again: not at the sixth, not after clearing', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);

    const empty = parseBody(getTwentyQ.response, await client.get(getTwentyQ.path)).data;
    expect(empty).toEqual({ answers: [], reward: { answersNeeded: 5, granted: false, grantedAt: null } });

    for (const questionId of [4, 1, 3, 2]) {
      const state = await answer(client, questionId, `Answer ${questionId}`);
      expect(state).toMatchObject({ rewardJustGranted: false, reward: { granted: false } });
    }
    // Changing an answer is not a new answer.
    expect(await answer(client, 4, 'Changed')).toMatchObject({ rewardJustGranted: false });
    const fifth = await answer(client, 9, '  Trimmed  ');
    expect(fifth).toMatchObject({ rewardJustGranted: true, reward: { answersNeeded: 5, granted: true } });
    if (!('answers' in fifth)) throw new Error('not answered');
    expect(fifth.answers).toEqual([
      { questionId: 1, answer: 'Answer 1' },
      { questionId: 2, answer: 'Answer 2' },
      { questionId: 3, answer: 'Answer 3' },
      { questionId: 4, answer: 'Changed' },
      { questionId: 9, answer: 'Trimmed' },
    ]);
    const grantedAt = fifth.reward.grantedAt;
    expect(grantedAt).not.toBeNull();

    expect(await answer(client, 10, 'Sixth')).toMatchObject({
      rewardJustGranted: false,
      reward: { grantedAt },
    });
    // Taking answers back keeps the reward; answering again does not grant it twice.
    expect(await clear(client, 10)).toMatchObject({ rewardJustGranted: false, reward: { granted: true } });
    const fewer = await clear(client, 9);
    expect(fewer.answers).toHaveLength(4);
    expect(fewer.reward).toMatchObject({ granted: true, grantedAt });
    expect(await answer(client, 9, 'Again')).toMatchObject({
      rewardJustGranted: false,
      reward: { grantedAt },
    });
    // Clearing a question never answered is harmless.
    expect((await clear(client, 20)).answers).toHaveLength(5);

    const rewards = await backend.db
      .select()
      .from(memberRewards)
      .where(eq(memberRewards.memberId, member.id));
    expect(rewards).toEqual([
      expect.objectContaining({ kind: 'twenty_q_extra_spin', extraSpins: twentyQReward.extraSpins }),
    ]);

    // The current profile's UserAnswers are the same answers.
    const current = parseBody(getProfile.response, await client.get(getProfile.path));
    expect(current.UserAnswers).toEqual(
      fewer.answers.concat({ questionId: 9, answer: 'Again' }).sort((a, b) => a.questionId - b.questionId),
    );
  });

  it('grants exactly once when one member sends 20 answers at the same time', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const results = await Promise.all(twentyQuestions.map((q) => answer(client, q.id, `Answer to ${q.id}`)));
    const granted = results.filter((r) => 'rewardJustGranted' in r && r.rewardJustGranted);
    expect(granted).toHaveLength(1);
    expect(results.every((r) => 'answers' in r)).toBe(true);
    const state = parseBody(getTwentyQ.response, await client.get(getTwentyQ.path)).data;
    expect(state.answers).toHaveLength(20);
    expect(state.reward.granted).toBe(true);
    const rewards = await backend.db
      .select()
      .from(memberRewards)
      .where(eq(memberRewards.memberId, member.id));
    expect(rewards).toHaveLength(1);
  });

  it('grants when the fourth and fifth answers arrive together (neither may count only four)', async () => {
    const app = await backend.build();
    const clients = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const member = await backend.createMember();
        await backend.db
          .insert(memberAnswers)
          .values([1, 2, 3].map((questionId) => ({ memberId: member.id, questionId, answer: 'Yes' })));
        return loginAs(app, member.email);
      }),
    );
    const results = await Promise.all(
      clients.map((client) => Promise.all([answer(client, 4, 'Four'), answer(client, 5, 'Five')])),
    );
    for (const pair of results) {
      expect(pair.filter((r) => 'rewardJustGranted' in r && r.rewardJustGranted)).toHaveLength(1);
    }
  });

  it('refuses a question that does not exist and an answer too long or empty, naming the field', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    for (const [questionId, text, field] of [
      [0, 'x', 'questionId'],
      [21, 'x', 'questionId'],
      ['abc', 'x', 'questionId'],
      [1, 'x'.repeat(TWENTY_Q_ANSWER_MAX + 1), 'answer'],
      [1, '   ', 'answer'],
    ] as const) {
      const response = await answer(client, questionId, text);
      if ('answers' in response) throw new Error(`accepted ${questionId} ${text}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(apiErrorBody.parse(response.json()).error.field).toBe(field);
    }
    expect(parseBody(getTwentyQ.response, await client.get(getTwentyQ.path)).data.answers).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: getTwentyQ.path });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the answers with their questions on the member’s profile view, at once', async () => {
    const member = await backend.createMember();
    const viewer = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const other = await loginAs(app, viewer.email);
    await answer(client, 7, 'Pottery');
    await answer(client, 2, 'My garden');
    const view = parseBody(getProfileView.response, await other.get(`/api/user/profiles/${member.id}`)).data;
    expect(view.answers).toEqual([
      { questionId: 2, question: twentyQuestions[1]!.text, answer: 'My garden' },
      { questionId: 7, question: twentyQuestions[6]!.text, answer: 'Pottery' },
    ]);
    await clear(client, 7);
    const after = parseBody(getProfileView.response, await other.get(`/api/user/profiles/${member.id}`)).data;
    expect(after.answers.map((a) => a.questionId)).toEqual([2]);
  });
});
