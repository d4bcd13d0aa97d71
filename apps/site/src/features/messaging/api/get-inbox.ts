// GET /api/user/mail/inbox: the member's threads, most recent first, 20 a page; "Load more" appends the next page
// (cursor from the previous one). Listing marks the other members' messages delivered.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InboxPage } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type InboxPageData = InboxPage['data'];

export const getInbox = async (cursor?: string): Promise<InboxPageData> =>
  (await http.call('getInbox', { query: { cursor } })).data;

export const inboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.messaging.inbox(),
    queryFn: ({ pageParam }) => getInbox(pageParam ?? undefined),
    // null, not undefined: a server page hands its queries over as JSON, where the first page's undefined became null
    // (and a refetch of that page then sent `cursor: null`, which the contract refuses).
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // New messages arrive while the inbox is open: the unread counter follows the counters poll, the list this.
    staleTime: 15_000,
  });

export const useInbox = () => useInfiniteQuery(inboxQueryOptions());
