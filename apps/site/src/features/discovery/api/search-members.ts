// GET /api/user/search: 16 members a page matching the filters, most recently active first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchPage, SearchQuery } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type SearchPageData = SearchPage['data'];

export const searchMembers = async (query: SearchQuery): Promise<SearchPageData> =>
  (await http.call('searchMembers', { query })).data;

export const searchQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: queryKeys.discovery.search(query),
    queryFn: () => searchMembers(query),
    placeholderData: keepPreviousData,
  });

export const useSearchMembers = (query: SearchQuery) => useQuery(searchQueryOptions(query));
