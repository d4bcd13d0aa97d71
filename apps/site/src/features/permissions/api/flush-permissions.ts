// GET /api/user/permissions/flush-permissions, then a forced reload: used after a purchase changes what a member may do.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadContract } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { getPermissions } from './get-permissions';

export const flushPermissions = async () => {
  await http.call((await loadContract()).flushPermissions);
  return getPermissions(true);
};

export function useFlushPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: flushPermissions,
    onSuccess: (permissions) => queryClient.setQueryData(queryKeys.permissions.current(), permissions),
  });
}
