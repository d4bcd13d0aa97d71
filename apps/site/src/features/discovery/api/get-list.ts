// GET /api/user/lists/:kind: one page (12) of a member list, newest first; `cursor` comes from the previous page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListKind, ListPage } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type ListPageData = ListPage['data'];

export const getList = async (kind: ListKind, cursor?: string): Promise<ListPageData> =>
  (await http.call('getList', { params: { kind }, query: { cursor } })).data;

export const listQueryOptions = (kind: ListKind, cursor?: string) =>
  queryOptions({
    queryKey: queryKeys.discovery.list(kind, cursor),
    queryFn: () => getList(kind, cursor),
    placeholderData: keepPreviousData,
  });

export const useList = (kind: ListKind, cursor?: string) => useQuery(listQueryOptions(kind, cursor));
