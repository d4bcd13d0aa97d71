// GET /api/user/mail/threads/:threadId: the newest 30 messages, oldest first; "Load earlier messages" fetches the 30
// before them (`before` = the page's earlierCursor). Opening a thread marks the other member's messages read, so the
// unread counter and the inbox refresh after each load. An open thread refreshes every 15 s, so replies and read
// states show up while the member looks at it.
import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { Message, ThreadPage } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const THREAD_REFRESH_MS = 15_000;

export const getThread = async (threadId: string, before?: string): Promise<ThreadPage> =>
  (await http.call('getThread', { params: { threadId }, query: { before } })).data;

export type ThreadData = InfiniteData<ThreadPage>;

export const threadQueryOptions = (threadId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messaging.thread(threadId),
    queryFn: ({ pageParam }) => getThread(threadId, pageParam ?? undefined),
    // null, not undefined: a server page hands its queries over as JSON, where the first page's undefined became null
    // (and a refetch of that page then sent `cursor: null`, which the contract refuses).
    initialPageParam: null as string | null,
    // Pages go back in time: the "next" page of this query is the earlier one.
    getNextPageParam: (page) => page.earlierCursor ?? undefined,
    refetchInterval: THREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

/** Every loaded message, oldest first (pages are newest first). */
export const threadMessages = (data: ThreadData | undefined): Message[] =>
  data ? data.pages.toReversed().flatMap((page) => page.messages) : [];

export function useThread(threadId: string) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(threadQueryOptions(threadId));
  const { dataUpdatedAt } = query;

  useEffect(() => {
    if (!dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.counters.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.inbox() });
  }, [dataUpdatedAt, queryClient]);

  return query;
}
