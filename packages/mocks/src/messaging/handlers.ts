// MSW handlers for every messaging endpoint over a mailbox (the one store's messaging tables), built with the mocks'
// shared `contractHandler` (request parsed with the contract, 400 naming the field; response checked by the contract).
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { errorCodes, messagingEndpoints as api } from '@app/contract';
import type { HandlerOptions } from '../respond.ts';
import { contractHandler, messages } from '../respond.ts';
import type { Mailbox, MessagingOutcome } from './mailbox.ts';

export function messagingHandlers(store: Mailbox, options: HandlerOptions = {}): HttpHandler[] {
  const failure = (status: number, code: string, message: string) =>
    HttpResponse.json({ error: { code, message } }, { status });

  /** The store's answer as a body, or the error body with its status (paywall answers carry `feature`). */
  const answer =
    <T, I>(call: (input: I) => MessagingOutcome<T>) =>
    (input: I): T | Response => {
      if (store.session) {
        const viewer = store.session();
        if (!viewer) return failure(401, errorCodes.unauthenticated, messages.unauthenticated);
        store.actAs(viewer);
      }
      const outcome = call(input);
      return outcome.ok
        ? outcome.value
        : HttpResponse.json({ error: outcome.error }, { status: outcome.status });
    };

  const serverError: MessagingOutcome<never> = {
    ok: false,
    status: 500,
    error: { code: errorCodes.internal, message: messages.internal },
  };
  /** Sends, replies and flirts fail while `faults.send` is above zero (nothing is stored). */
  const unlessSendFails = <T>(send: () => MessagingOutcome<T>): MessagingOutcome<T> => {
    if (store.faults.send <= 0) return send();
    store.faults.send -= 1;
    return serverError;
  };

  return [
    contractHandler(
      api.getInbox,
      answer(({ query }) => (store.faults.inbox ? serverError : store.inbox(query.cursor, query.limit))),
      options,
    ),
    contractHandler(
      api.getThread,
      answer(({ params, query }) =>
        store.faults.thread ? serverError : store.thread(params.threadId, query.before, query.limit),
      ),
      options,
    ),
    contractHandler(
      api.sendMessage,
      answer(({ body }) => unlessSendFails(() => store.send(body.recipientId, body.body, body.clientId))),
      options,
    ),
    contractHandler(
      api.replyToThread,
      answer(({ params, body }) =>
        unlessSendFails(() => store.reply(params.threadId, body.body, body.clientId)),
      ),
      options,
    ),
    contractHandler(
      api.deleteThread,
      answer(({ params }) => store.deleteThread(params.threadId)),
      options,
    ),
    contractHandler(
      api.getFlirts,
      answer(() => ({ ok: true, value: { data: { items: store.flirts } } })),
      options,
    ),
    contractHandler(
      api.sendFlirt,
      answer(({ body }) => unlessSendFails(() => store.flirt(body.recipientId, body.flirtId, body.clientId))),
      options,
    ),
    contractHandler(
      api.getHotlist,
      answer(({ query }) => store.hotlist(query.cursor, query.limit)),
      options,
    ),
    contractHandler(
      api.addToHotlist,
      answer(({ body }) => store.addToHotlist(body.memberId)),
      options,
    ),
    contractHandler(
      api.removeFromHotlist,
      answer(({ body }) => store.removeFromHotlist(body.memberId)),
      options,
    ),
  ];
}
