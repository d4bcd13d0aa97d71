// GET /api/user/feeds/newsfeed: recent community events (new members, new photos, verifications), 14 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsfeedPage } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type NewsfeedPageData = NewsfeedPage['data'];

export const getNewsfeed = async (cursor?: string): Promise<NewsfeedPageData> =>
  (await http.call('newsfeed', { query: { cursor } })).data;

export const newsfeedQueryOptions = (cursor?: string) =>
  queryOptions({
    queryKey: queryKeys.discovery.newsfeed(cursor),
    queryFn: () => getNewsfeed(cursor),
    placeholderData: keepPreviousData,
  });

export const useNewsfeed = (cursor?: string) => useQuery(newsfeedQueryOptions(cursor));
