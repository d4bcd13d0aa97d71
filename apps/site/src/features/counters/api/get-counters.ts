// GET /api/user/counter/get-wrapped-counters. The client's counters poller (every 30 s, started at login and by the
// member layout) writes fresh counts into this query's cache (PollingBridge); when nothing is known yet the query
// joins the poller's request in flight (`load`) rather than sending the same one again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollers } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const countersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.counters.current(),
    queryFn: () => pollers.counters.load(),
    staleTime: Infinity,
  });

export const useCounters = () => useQuery(countersQueryOptions());
