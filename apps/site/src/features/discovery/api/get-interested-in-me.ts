// GET /api/user/feeds/interested-in-me: members whose own preferences fit the viewer, 14 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedPage } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type InterestedInMePageData = FeedPage['data'];

export const getInterestedInMe = async (cursor?: string): Promise<InterestedInMePageData> =>
  (await http.call('interestedInMeFeed', { query: { cursor } })).data;

export const interestedInMeQueryOptions = (cursor?: string) =>
  queryOptions({
    queryKey: queryKeys.discovery.interestedInMe(cursor),
    queryFn: () => getInterestedInMe(cursor),
    placeholderData: keepPreviousData,
  });

export const useInterestedInMe = (cursor?: string) => useQuery(interestedInMeQueryOptions(cursor));
