// The outbox: messages of one thread the server has not confirmed yet (state 'sending' or 'failed'), and confirmed
// ones the thread's data does not include yet. It is a client-only cache entry, apart from the thread's query, so a
// refetch of the thread never drops a failed message: its text stays until the member retries it.
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@app/contract';
import { queryKeys } from '../../../lib/query-keys';

export const outboxQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: queryKeys.messaging.outbox(threadId),
    // Nothing to fetch: a refetch (an invalidation of everything) keeps what is there.
    queryFn: ({ client, queryKey }) => client.getQueryData<Message[]>(queryKey) ?? [],
    initialData: [] as Message[],
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Adds `message`, or replaces the outbox message with the same clientId. */
export function putInOutbox(queryClient: QueryClient, threadId: string, message: Message): void {
  queryClient.setQueryData<Message[]>(queryKeys.messaging.outbox(threadId), (current = []) =>
    current.some((m) => m.clientId === message.clientId)
      ? current.map((m) => (m.clientId === message.clientId ? message : m))
      : [...current, message],
  );
}

/** Drops the outbox messages the thread already shows (same clientId). */
export function pruneOutbox(queryClient: QueryClient, threadId: string, shown: readonly Message[]): void {
  const confirmed = new Set(shown.map((m) => m.clientId).filter(Boolean));
  const current = queryClient.getQueryData<Message[]>(queryKeys.messaging.outbox(threadId)) ?? [];
  if (current.some((m) => confirmed.has(m.clientId)))
    queryClient.setQueryData<Message[]>(
      queryKeys.messaging.outbox(threadId),
      current.filter((m) => !confirmed.has(m.clientId)),
    );
}

/** The thread as the member sees it: the server's messages, then the outbox's that are not among them. */
export function withOutbox(shown: readonly Message[], outbox: readonly Message[]): Message[] {
  const confirmed = new Set(shown.map((m) => m.clientId).filter(Boolean));
  return [...shown, ...outbox.filter((m) => !confirmed.has(m.clientId))];
}
