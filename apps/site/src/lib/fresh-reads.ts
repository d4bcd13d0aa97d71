// A change the server has just made (told by the live channel, by another tab, or by this tab's own call) is newer
// than any read already under way, whose answer may predate it. TanStack Query's invalidation cancels and repeats
// the refetch of a query that has data, but joins a first load under way; these cancel that too, so the read starts
// anew. (The site awaits no query's fetch itself, so a cancelled one rejects nobody.)
import type { Query, QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';

const firstLoadUnderWay = (query: Query) =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching';

/** `invalidateQueries(filters)`, with any first load under way among those queries cancelled first. */
export async function invalidateAnew(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  const { predicate } = filters;
  await queryClient.cancelQueries({
    ...filters,
    predicate: (query) => firstLoadUnderWay(query) && (predicate?.(query) ?? true),
  });
  await queryClient.invalidateQueries(filters);
}

/** Cancels the read of `queryKey` under way, if there is one, and makes it again; true when there was one. */
export function readAgainIfUnderWay(queryClient: QueryClient, queryKey: QueryKey): boolean {
  if (queryClient.isFetching({ queryKey, exact: true }) === 0) return false;
  void queryClient
    .cancelQueries({ queryKey, exact: true })
    .then(() => queryClient.refetchQueries({ queryKey, exact: true }));
  return true;
}
