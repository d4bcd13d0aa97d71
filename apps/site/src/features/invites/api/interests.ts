// GET /api/user/interests (the member's interests with how many members share each) and
// GET /api/user/interests/:interest (one interest's feed, 14 a page).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Interest, InterestFeed } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const interestsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.discovery.interests(),
    queryFn: async (): Promise<Interest[]> => (await http.call('getInterests')).data.items,
  });

export const useInterests = () => useQuery(interestsQueryOptions());

export const interestFeedQueryOptions = (interest: string, cursor?: string) =>
  queryOptions({
    queryKey: queryKeys.discovery.interestFeed(interest, cursor),
    queryFn: async (): Promise<InterestFeed['data']> =>
      (await http.call('getInterestFeed', { params: { interest }, query: { cursor } })).data,
    placeholderData: keepPreviousData,
    // A 404 (not one of the member's interests) will not change on a retry.
    retry: false,
  });

export const useInterestFeed = (interest: string, cursor?: string) =>
  useQuery(interestFeedQueryOptions(interest, cursor));
