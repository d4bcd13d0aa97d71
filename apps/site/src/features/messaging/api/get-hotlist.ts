// GET /api/user/hotlist: the member's favourites, most recently added first, 12 a page; "Show more" appends the next.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HotlistPage } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type HotlistPageData = HotlistPage['data'];

export const getHotlist = async (cursor?: string): Promise<HotlistPageData> =>
  (await http.call('getHotlist', { query: { cursor } })).data;

export const hotlistQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.messaging.hotlist(),
    queryFn: ({ pageParam }) => getHotlist(pageParam ?? undefined),
    // null, not undefined: a server page hands its queries over as JSON, where the first page's undefined became null
    // (and a refetch of that page then sent `cursor: null`, which the contract refuses).
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useHotlist = () => useInfiniteQuery(hotlistQueryOptions());
