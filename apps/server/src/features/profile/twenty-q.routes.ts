// 20Q: the member's answers and reward (GET), answering or changing one (PUT), taking one back (DELETE). Skipping a
// question is the site moving on: nothing is stored. Question ids are the contract's 1–20 (400 naming questionId).
import { answerTwentyQ, clearTwentyQAnswer, getTwentyQ } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';

export default async function twentyQRoutes(app: FastifyInstance) {
  const { twentyQ } = app.repos;

  contractRoute(app, getTwentyQ, 'member', async ({ member }) => ({ data: await twentyQ.state(member.id) }));

  contractRoute(app, answerTwentyQ, 'member', async ({ member, params, body }) => ({
    data: await twentyQ.answer(member.id, params.questionId, body.answer),
  }));

  contractRoute(app, clearTwentyQAnswer, 'member', async ({ member, params }) => ({
    data: await twentyQ.clear(member.id, params.questionId),
  }));
}
