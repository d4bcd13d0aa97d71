// GET /api/user/reactivate: brings a disabled profile back, then the stored profile is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentProfile } from '@app/contract';
import { session } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const reactivateProfile = (): Promise<CurrentProfile> => session.reactivate();

export function useReactivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.session.profile(), profile),
  });
}
