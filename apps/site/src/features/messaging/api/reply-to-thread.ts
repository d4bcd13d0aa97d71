// POST /api/user/mail/threads/:threadId/reply, optimistic: the message shows at once as 'sending'; if the server
// refuses it stays as 'failed' with Retry, its text never lost. Written while offline (the browser says so, or the
// send gets no answer), it waits instead: kept in storage for the member (../waiting-messages), shown as "Waiting
// for connection", and sent when the connection returns. Every later attempt sends the same clientId, so a reply the
// server stored before its answer got lost is not stored twice. A 403 paywall answer (a free member) calls
// `onPaywall` with the gated action ('reply').
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message, MessagingPaywallFeature } from '@app/contract';
import { ApiError, memberErrorMessage, NetworkError } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import { newClientId } from '../client-id';
import { paywallFeatureOf } from '../paywall';
import { browserOffline, keepWaiting, readWaiting, useWaitingIds } from '../waiting-messages';
import { outboxQueryOptions, pruneOutbox, putInOutbox, withOutbox } from './outbox';

export const replyToThread = async (threadId: string, body: string, clientId: string): Promise<Message> => {
  // Offline, the call could only fail: the reply waits at once.
  if (browserOffline()) throw new NetworkError(new Error('The browser is offline.'));
  return (await http.call('replyToThread', { params: { threadId }, body: { body, clientId } })).data;
};

/** An own message not confirmed yet: its id is local until the server's answer replaces it. */
export const pendingMessage = (threadId: string, body: string, sentAt: Date): Message => {
  const clientId = newClientId();
  return {
    id: `local-${clientId}`,
    threadId,
    clientId,
    fromMe: true,
    kind: 'text',
    body,
    sentAt: sentAt.toISOString(),
    state: 'sending',
  };
};

export interface ReplyOptions {
  /** The messages the thread shows (server data, oldest first): the outbox is merged after them. */
  shown: readonly Message[];
  onPaywall: (feature: MessagingPaywallFeature) => void;
  now?: () => Date;
  /** The member writing: replies that cannot reach the server wait in storage under their id (unknown: they fail). */
  memberId?: number;
}

export function useReplyToThread(
  threadId: string,
  { shown, onPaywall, now = () => new Date(), memberId }: ReplyOptions,
) {
  const queryClient = useQueryClient();
  const outbox = useQuery(outboxQueryOptions(threadId)).data;
  const waitingIds = useWaitingIds(memberId, threadId);

  // Replies still waiting from an earlier page (a reload, another tab) show in their thread.
  useEffect(() => {
    if (memberId === undefined) return;
    for (const waiting of readWaiting(memberId))
      if (waiting.threadId === threadId) putInOutbox(queryClient, threadId, waiting.message);
  }, [queryClient, threadId, memberId]);

  // Once the thread's data includes a confirmed message, the outbox lets it go.
  useEffect(() => pruneOutbox(queryClient, threadId, shown), [queryClient, threadId, shown]);

  const mutation = useMutation<Message, Error, Message>({
    mutationFn: (pending) => replyToThread(threadId, pending.body, pending.clientId ?? ''),
    onMutate: (pending) => putInOutbox(queryClient, threadId, { ...pending, state: 'sending' }),
    onSuccess: (sent) => putInOutbox(queryClient, threadId, sent),
    onError: (error, pending) => {
      if (error instanceof NetworkError && memberId !== undefined) {
        keepWaiting(memberId, threadId, pending);
        putInOutbox(queryClient, threadId, { ...pending, state: 'sending' });
        return;
      }
      putInOutbox(queryClient, threadId, { ...pending, state: 'failed' });
      const feature = paywallFeatureOf(error, 'reply');
      if (feature) return onPaywall(feature);
      // A network failure shows on the bubble; a refusal also says why.
      if (error instanceof ApiError)
        showToast({
          tone: 'danger',
          title: 'Your message was not sent',
          description: memberErrorMessage(error),
        });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.thread(threadId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.inbox() }),
      ]),
  });

  return {
    /** The thread with the outbox merged in (sending and failed messages last). */
    messages: withOutbox(shown, outbox),
    /** Ids of the replies waiting for the connection ("Waiting for connection"). */
    waitingIds,
    /** Shows the message at once and sends it. */
    send: (body: string) => mutation.mutate(pendingMessage(threadId, body, now())),
    /** Sends a failed message again, with its clientId. */
    retry: (messageId: string) => {
      const failed = outbox.find((m) => m.id === messageId && m.state === 'failed');
      if (failed) mutation.mutate(failed);
    },
  };
}
