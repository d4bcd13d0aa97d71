// POST /api/user/profile/disable: the server stores the reasons, hides the profile and ends every session of the
// member (this browser's cookie too). Afterwards this device forgets the member as logout does (storage, pollers,
// cached data), so nothing polls with a session that is gone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableProfileBody } from '@app/contract';
import { disableProfile as endpoint } from '@app/contract';
import { endSession, http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const disableProfile = async (body: DisableProfileBody) => (await http.call(endpoint, { body })).data;

/** `onDisabled` leaves the member area (to profile/disabled) before the cache forgets the member, so the session
 * guard never sees the member logged out and sends them to the login page instead. */
export function useDisableProfile({ onDisabled }: { onDisabled: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableProfile,
    onSuccess: async () => {
      onDisabled();
      // The session is already over on the server; the logout call only clears what this device keeps.
      await endSession().catch(() => undefined);
      void queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0] });
      queryClient.setQueryData(queryKeys.session.profile(), null);
    },
  });
}
