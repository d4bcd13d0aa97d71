// POST /api/user/auth/login through the client's session: credentials, then the profile is fetched and stored, and
// polling and log publishing start. A refused login rejects with the server's ApiError, unchanged.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentProfile, LoginBody } from '@app/contract';
import { session } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const loginWithPassword = (credentials: LoginBody): Promise<CurrentProfile> =>
  session.login(credentials);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithPassword,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.session.profile(), profile),
  });
}
