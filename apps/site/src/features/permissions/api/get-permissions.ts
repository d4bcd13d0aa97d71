// GET /api/user/permissions/get-permissions. The client's permissions poller (every 5 min, started at login and by the
// member layout) writes fresh data into this query's cache (PollingBridge); when nothing is known yet the query joins
// the poller's request in flight (`load`) rather than sending the same one again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permissions } from '@app/contract';
import { loadContract, localKeys, normalisePermissions } from '@app/client';
import { http, pollers } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const getPermissions = async (forceReload = false): Promise<Permissions> =>
  normalisePermissions(
    await http.call((await loadContract()).getPermissions, {
      query: { forceReload: forceReload ? '1' : '0' },
    }),
  );

function storedPermissions(): Permissions | undefined {
  try {
    const raw = localStorage.getItem(localKeys.permissions);
    return raw === null ? undefined : (JSON.parse(raw) as Permissions);
  } catch {
    return undefined;
  }
}

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.permissions.current(),
    queryFn: () => pollers.permissions.load(),
    initialData: storedPermissions,
    staleTime: Infinity,
  });

export const usePermissions = () => useQuery(permissionsQueryOptions());
