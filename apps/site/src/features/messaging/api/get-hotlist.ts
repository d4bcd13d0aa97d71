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
    queryFn: ({ pageParam }) => getHotlist(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useHotlist = () => useInfiniteQuery(hotlistQueryOptions());
