// POST /api/user/auth/logout through the client's session, which first clears the listed storage and stops the
// pollers and log publishing (SPEC point 4). Afterwards the cache forgets the member: `null` profile = logged out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const logout = (): Promise<void> => endSession();

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Even when the post fails, local state is already cleared: the member is logged out on this device.
    onSettled: () => {
      void queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0] });
      queryClient.setQueryData(queryKeys.session.profile(), null);
    },
  });
}
