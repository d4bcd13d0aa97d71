// POST /api/user/mail/send: a new message to a member (compose), starting or continuing the thread with them. The
// compose box keeps the text while this runs and after a failure; sending the same text again reuses its clientId
// (`useComposeDraft`), so a send the server stored before its answer got lost is not stored twice.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { newClientId } from '../client-id';

export interface SendVariables {
  recipientId: number;
  body: string;
  clientId: string;
}

export const sendMessage = async ({ recipientId, body, clientId }: SendVariables): Promise<Message> =>
  (await http.call('sendMessage', { body: { recipientId, body, clientId } })).data;

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation<Message, Error, SendVariables>({
    mutationFn: sendMessage,
    onSuccess: (sent) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.inbox() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.thread(sent.threadId) }),
      ]),
  });
}

/** The clientId of a draft: the same while the text is the same (retries), a new one for new text. */
export function useComposeDraft() {
  const draft = useRef<{ body: string; clientId: string } | null>(null);
  return {
    clientIdFor(body: string): string {
      if (draft.current?.body !== body) draft.current = { body, clientId: newClientId() };
      return draft.current.clientId;
    },
    /** The draft was sent: the next text gets a new clientId. */
    clear() {
      draft.current = null;
    },
  };
}
