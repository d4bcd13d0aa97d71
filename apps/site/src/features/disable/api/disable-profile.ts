// POST /api/user/profile/disable: the server stores the reasons, hides the profile and ends every session of the
// member (this browser's cookie too). The site then leaves for profile/disabled, which forgets the member on this
// device as logout does (storage, pollers, cached data) once it has mounted: clearing the cache earlier would let
// the member area, still on screen while the page's code loads, see the member logged out and send them to login.
import { useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { DisableProfileBody } from '@app/contract';
import { endSession, http, live } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const disableProfile = async (body: DisableProfileBody) =>
  (await http.call('disableProfile', { body })).data;

/** Set when this tab disabled the profile, until profile/disabled has forgotten the member. */
let justDisabled = false;

export function useDisableProfile({ onDisabled }: { onDisabled: () => void }) {
  return useMutation({
    mutationFn: disableProfile,
    // The server ends every session, this one too, and tells their live streams: this tab leaves on its own (for
    // profile/disabled, not the login page its stream's session-ended would send it to), so it stops listening first.
    onMutate: () => live.stop(),
    onError: () => live.start(),
    onSuccess: () => {
      justDisabled = true;
      onDisabled();
    },
  });
}

/** Forgets the member who just disabled their profile (nothing when this tab did not disable one). */
export async function forgetDisabledMember(queryClient: QueryClient): Promise<void> {
  if (!justDisabled) return;
  justDisabled = false;
  // The session is already over on the server; the logout call only clears what this device keeps.
  await endSession().catch(() => undefined);
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0] });
  queryClient.setQueryData(queryKeys.session.profile(), null);
}
