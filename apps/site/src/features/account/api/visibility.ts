// Visibility: GET/PUT /api/user/settings/visibility (hidden from others' search and lists, incognito views). The
// saved answer is written into the cache; discovery's lists do not change for the member (they still see everyone).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Visibility } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const visibilityQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.visibility(),
    queryFn: async (): Promise<Visibility> => (await http.call('getVisibility')).data,
  });

export const useVisibility = () => useQuery(visibilityQueryOptions());

export function useSaveVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Visibility) => (await http.call('saveVisibility', { body })).data,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.account.visibility(), saved),
  });
}
