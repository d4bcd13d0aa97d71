// GET /api/user/geo/cities: up to 10 cities from the offline list whose name starts with (then contains) `q`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { City } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const lookupCities = async (q: string): Promise<City[]> =>
  (await http.call('lookupCities', { query: { q } })).data.items;

export const citiesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.cities(q),
    queryFn: () => lookupCities(q),
    // The list ships with the server and never changes while the site runs.
    staleTime: Infinity,
  });

/** Suggestions for what the member typed; nothing is asked until there is a letter to look up. */
export const useCityLookup = (q: string) => {
  const term = q.trim();
  return useQuery({ ...citiesQueryOptions(term), enabled: term.length > 0 });
};
