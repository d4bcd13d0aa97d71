// The `invites` group: the interests lists (the member's interests, one interest's feed) and invite and reply (the
// questions to ask, sending, the received and sent lists, replying), as the logged-in member, over the one store.
import {
  getInterestFeed,
  getInterests,
  getInviteOptions,
  getInvites,
  replyToInvite,
  sendInvite,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import type { HandlerOptions } from '../respond.ts';
import { contractHandler } from '../respond.ts';
import type { MockStore } from '../store.ts';
import { inviteRulesOf } from './rules.ts';

export function inviteHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  const rules = inviteRulesOf(store);
  const viewer = () => store.currentMember()?.id;
  const handlerOptions = { viewer, ...(options.delay === undefined ? {} : { delay: options.delay }) };
  const me = () => viewer()!;
  return [
    contractHandler(getInterests, () => ({ data: { items: rules.interests(me()) } }), handlerOptions),
    contractHandler(
      getInterestFeed,
      ({ params, query }) => ({ data: rules.feed(me(), params.interest, query) }),
      handlerOptions,
    ),
    contractHandler(getInviteOptions, ({ params }) => ({ data: rules.options(me(), params.memberId) }), {
      ...handlerOptions,
      memberField: 'memberId',
    }),
    contractHandler(sendInvite, ({ body }) => ({ data: rules.send(me(), body.memberId, body.questionId) }), {
      ...handlerOptions,
      memberField: 'memberId',
    }),
    contractHandler(
      getInvites,
      ({ params, query }) => ({ data: rules.list(me(), params.box, query) }),
      handlerOptions,
    ),
    contractHandler(
      replyToInvite,
      ({ params, body }) => ({ data: rules.reply(me(), params.inviteId, body.answer, body.showOnProfile) }),
      handlerOptions,
    ),
  ];
}
