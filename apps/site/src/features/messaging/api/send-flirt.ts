// POST /api/user/mail/flirt: one tap sends a canned flirt (free members too). A second tap on the same flirt after a
// failure reuses its clientId, so it is stored once.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { newClientId } from '../client-id';

export interface FlirtVariables {
  recipientId: number;
  flirtId: string;
  clientId: string;
}

export const sendFlirt = async ({ recipientId, flirtId, clientId }: FlirtVariables): Promise<Message> =>
  (await http.call('sendFlirt', { body: { recipientId, flirtId, clientId } })).data;

export function useSendFlirt(recipientId: number) {
  const queryClient = useQueryClient();
  const failed = useRef<{ flirtId: string; clientId: string } | null>(null);
  const mutation = useMutation<Message, Error, FlirtVariables>({
    mutationFn: sendFlirt,
    onSuccess: (sent) => {
      failed.current = null;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.inbox() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.thread(sent.threadId) }),
      ]);
    },
    onError: (_error, variables) => {
      failed.current = { flirtId: variables.flirtId, clientId: variables.clientId };
    },
  });

  return {
    send: (flirtId: string) =>
      mutation.mutate({
        recipientId,
        flirtId,
        clientId: failed.current?.flirtId === flirtId ? failed.current.clientId : newClientId(),
      }),
    sendingId: mutation.isPending ? mutation.variables.flirtId : null,
    sentId: mutation.isSuccess ? mutation.variables.flirtId : null,
    error: mutation.error,
  };
}
