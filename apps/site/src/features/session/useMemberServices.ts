// The member area's background services. The pollers start as soon as the member layout mounts, in parallel with the
// profile check (a reload restores the session from storage or the cookie; login has started them already), so
// permissions and counters are not requested only after the profile has answered. On a page the server rendered,
// the cache already holds both, just read: the first poll then waits one interval (no request, and no contract to
// load, while the page is becoming interactive). A 401 before the profile is
// known is left to the profile's own answer (PollingBridge). The membership's sync across tabs listens while the
// member area is open, and so is the live channel (login opens it too). Log publishing starts once the member is known.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { live, logQueue, membership, pollers } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';

/** How recent data in the cache must be for a poller to skip its first run (a page the server rendered). */
const FRESH_MS = 10_000;

export function useSessionPollers(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const fresh = (queryKey: readonly unknown[]) =>
      Date.now() - (queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) < FRESH_MS;
    pollers.permissions.start({ fresh: fresh(queryKeys.permissions.current()) });
    pollers.counters.start({ fresh: fresh(queryKeys.counters.current()) });
    membership.start();
    live.start();
    return () => {
      pollers.permissions.stop();
      pollers.counters.stop();
      membership.stop();
      live.stop();
    };
  }, [queryClient]);
}

export function useLogPublishing(): void {
  useEffect(() => {
    logQueue.start();
  }, []);
}
