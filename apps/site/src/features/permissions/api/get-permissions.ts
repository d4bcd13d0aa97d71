// GET /api/user/permissions/get-permissions. The client's permissions poller (every 5 min, started at login and by the
// member layout) writes fresh data into this query's cache (PollingBridge); when nothing is known yet the query joins
// the poller's request in flight (`load`) rather than sending the same one again.
//
// The copy the poller keeps in localStorage is never this query's starting data: it may be older than the server (a
// payment, a cancel, an expiry since it was written), and permissions decide routes (a guard that sends a paying member
// to the paywall cannot take it back) and what the shell shows. Until the server answers, which the member layout asks
// at once, in parallel with the profile, the guard waits and the shell shows neither Premium nor Upgrade; a page the
// server rendered arrives with them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollers } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.permissions.current(),
    queryFn: () => pollers.permissions.load(),
    staleTime: Infinity,
  });

export const usePermissions = () => useQuery(permissionsQueryOptions());
