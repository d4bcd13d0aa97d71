// GET /api/user/counter/get-wrapped-counters. The client's counters poller (every 30 s, started at login) writes
// fresh counts into this query's cache (PollingBridge); the query fetches only when nothing is known yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Counters } from '@app/contract';
import { getCounters as endpoint } from '@app/contract';
import { normaliseCounters } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const getCounters = async (): Promise<Counters> => normaliseCounters(await http.call(endpoint));

export const countersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.counters.current(), queryFn: getCounters, staleTime: Infinity });

export const useCounters = () => useQuery(countersQueryOptions());
