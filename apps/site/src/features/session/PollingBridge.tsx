// Connects the client's pollers to whichever QueryClient is mounted: fresh permissions and counters land in their
// queries, a change of membership made in another tab refetches what it changes here, and a 401 from a poll or a
// query (session expired elsewhere) logs the member out on this device.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/client';
import { endSession as endClientSession, membership, pollErrors, pollEvents } from '../../lib/client';
import { refreshMembershipQueries } from '../../lib/membership';
import { queryKeys } from '../../lib/query-keys';

const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

function endSession(queryClient: QueryClient) {
  // Only a known session ends here. While the profile is still loading (undefined), its own answer decides: a 401
  // there sends the visitor to the login page and back (RequireSession). Once ended (null), the poll and the query
  // that shared one request do not log out twice.
  if (!queryClient.getQueryData(queryKeys.session.profile())) return;
  // Clears the listed storage and stops polling first; the logout post itself may fail with the same 401.
  endClientSession().catch(() => undefined);
  queryClient.setQueryData(queryKeys.session.profile(), null);
}

export function PollingBridge() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribe = [
      pollEvents.permissions.subscribe((permissions) =>
        queryClient.setQueryData(queryKeys.permissions.current(), permissions),
      ),
      pollEvents.counters.subscribe((counters) =>
        queryClient.setQueryData(queryKeys.counters.current(), counters),
      ),
      membership.onOtherTab(() => void refreshMembershipQueries(queryClient)),
      pollErrors.subscribe((error) => isUnauthenticated(error) && endSession(queryClient)),
      queryClient.getQueryCache().subscribe((event) => {
        const sessionQuery = event.query.queryKey[0] === queryKeys.session.all[0];
        if (event.type === 'updated' && event.action.type === 'error' && !sessionQuery) {
          if (isUnauthenticated(event.action.error)) endSession(queryClient);
        }
      }),
    ];
    return () => unsubscribe.forEach((off) => off());
  }, [queryClient]);
  return null;
}
