// Invite and reply (rules in packages/contract/src/invites.ts): the questions a member may ask another, sending an
// invite, the received and sent lists, and replying (optionally also as the invitee's 20Q answer).
import type { InviteBox } from '@app/contract';
import {
  errorCodes,
  errorCopy,
  getInviteOptions,
  getInvites,
  replyToInvite,
  sendInvite,
  twentyQuestions,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { ApiError } from '../../http/errors.ts';
import { toMemberSummary } from '../../db/member-card.ts';
import { memberNotFound, parseCursor, refuseSelf } from '../../shared/member-rules.ts';
import type { invitesRepository } from './invites.repository.ts';

type InviteRow = NonNullable<Awaited<ReturnType<ReturnType<typeof invitesRepository>['one']>>>;

const questionText = (id: number) => twentyQuestions.find((question) => question.id === id)?.text ?? '';

function toInvite(row: InviteRow, now: Date) {
  return {
    id: row.id,
    question: { id: row.questionId, text: questionText(row.questionId) },
    member: toMemberSummary(row.member, now),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt ? row.repliedAt.toISOString() : null,
  };
}

const inviteNotFound = () => new ApiError(404, errorCodes.notFound, errorCopy.not_found('This invite'));

export default async function inviteRoutes(app: FastifyInstance) {
  const { invites, twentyQ } = app.repos;

  contractRoute(app, getInviteOptions, 'member', async ({ member, params }) => {
    refuseSelf(member.id, params.memberId, 'memberId');
    if (!(await invites.invitable(member.id, params.memberId))) throw memberNotFound();
    const [states, remainingToday] = await Promise.all([
      invites.questionStates(member.id, params.memberId),
      invites.remainingToday(member.id, new Date()),
    ]);
    return {
      data: {
        memberId: params.memberId,
        questions: twentyQuestions.map((question) => ({
          id: question.id,
          text: question.text,
          state: states.invited.has(question.id)
            ? ('invited' as const)
            : states.answered.has(question.id)
              ? ('answered' as const)
              : ('open' as const),
        })),
        remainingToday,
      },
    };
  });

  contractRoute(app, sendInvite, 'member', async ({ member, body }) => {
    refuseSelf(member.id, body.memberId, 'memberId');
    const now = new Date();
    const outcome = await invites.send(member.id, body.memberId, body.questionId, now);
    if (!outcome.sent) {
      switch (outcome.reason) {
        case 'not_found':
          throw memberNotFound();
        case 'already_invited':
          throw new ApiError(409, errorCodes.conflict, 'You already asked them this question', 'questionId');
        case 'answered':
          throw new ApiError(
            409,
            errorCodes.conflict,
            'They already answered this question on their profile',
            'questionId',
          );
        case 'rate_limited': {
          const retryAt = await invites.nextAllowedAt(member.id, now);
          const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
          throw new ApiError(
            429,
            errorCodes.rateLimited,
            errorCopy.rate_limited('invites', 'tomorrow'),
            undefined,
            { 'retry-after': String(seconds) },
          );
        }
      }
    }
    const row = await invites.one(member.id, 'sent', outcome.id);
    if (!row) throw memberNotFound();
    return { data: toInvite(row, now) };
  });

  contractRoute(app, getInvites, 'member', async ({ member, params, query }) => {
    const box: InviteBox = params.box;
    const page = await invites.page(member.id, box, parseCursor(query.cursor), query.limit);
    const now = new Date();
    return {
      data: {
        items: page.rows.map((row) => toInvite(row, now)),
        nextCursor: page.nextCursor,
        total: page.total,
      },
    };
  });

  contractRoute(app, replyToInvite, 'member', async ({ member, params, body }) => {
    const found = await invites.one(member.id, 'received', params.inviteId);
    if (!found) throw inviteNotFound();
    const now = new Date();
    const replied = found.reply === null && (await invites.reply(member.id, found.id, body.answer, now));
    if (!replied)
      throw new ApiError(409, errorCodes.conflict, 'You already replied to this invite', 'answer');
    if (body.showOnProfile) await twentyQ.answer(member.id, found.questionId, body.answer);
    return { data: toInvite({ ...found, reply: body.answer, repliedAt: now }, now) };
  });
}
