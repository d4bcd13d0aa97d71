// The hotlist button on a profile: saving or removing a member shows on their cached profile at once (optimistic),
// and a refusal puts the profile back. The profile query is discovery's; only its `inHotlist` flag changes here.
import type { QueryClient } from '@tanstack/react-query';
import type { ProfileDetail } from '@app/contract';
import { queryKeys } from '../../../lib/query-keys';

/** Sets `inHotlist` on the member's cached profile (if any); returns the rollback. */
export async function markProfileSaved(
  queryClient: QueryClient,
  memberId: number,
  saved: boolean,
): Promise<() => void> {
  const key = queryKeys.discovery.profile(memberId);
  // A profile fetch still running would overwrite the optimistic flag with the old one.
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  const before = queryClient.getQueryData<ProfileDetail>(key);
  if (!before) return () => {};
  queryClient.setQueryData<ProfileDetail>(key, { ...before, inHotlist: saved });
  return () =>
    queryClient.setQueryData<ProfileDetail>(
      key,
      (shown) => shown && { ...shown, inHotlist: before.inHotlist },
    );
}
