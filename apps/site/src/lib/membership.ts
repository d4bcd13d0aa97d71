// What a change of membership (a payment, a cancel, an offer, a change of plan) refreshes, in the tab that made it
// and in the member's other open tabs. The permissions come back from the server through the client's membership
// sync (it stores them and tells the other tabs; PollingBridge puts them in the cache); the pages' data that reads
// differently for a paying member is fetched again.
import type { QueryClient } from '@tanstack/react-query';
import { membership } from './client';
import { invalidateAnew } from './fresh-reads';
import { queryKeys } from './query-keys';

/** Refetches what a membership changes: billing (membership, checkouts), lists and profiles, mail, spins. */
export const refreshMembershipQueries = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all(
    [queryKeys.billing.all, queryKeys.discovery.all, queryKeys.messaging.all, queryKeys.spin.all].map(
      (queryKey) => invalidateAnew(queryClient, { queryKey }),
    ),
  );

/**
 * This tab changed the membership: fresh permissions (in the cache and in storage, before this resolves, so the
 * page it opens next is right and a reload shows the same), the other tabs told, the pages' data refetched.
 */
export async function membershipChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    membership.changed().then(
      (permissions) => queryClient.setQueryData(queryKeys.permissions.current(), permissions),
      // The permissions poller reported it; its next run catches up.
      () => undefined,
    ),
    refreshMembershipQueries(queryClient),
  ]);
}
