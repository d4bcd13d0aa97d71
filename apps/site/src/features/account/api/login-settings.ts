// Login settings: GET /api/user/settings/login (password set or not, the sessions), the password change, and signing
// out other sessions (all, or one). Every change reads the sessions again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, LoginSettings } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchLoginSettings = async (): Promise<LoginSettings> =>
  (await http.call('getLoginSettings')).data;

export const loginSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.loginSettings(),
    queryFn: fetchLoginSettings,
    // The sessions change elsewhere (another device logs in or out): read them on every visit.
    staleTime: 0,
  });

export const useLoginSettings = () => useQuery(loginSettingsQueryOptions());

function useAccountMutation<V>(mutationFn: (variables: V) => Promise<number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.loginSettings() }),
  });
}

/** Changes (or sets a first) password; answers how many other sessions were signed out. */
export const useChangePassword = () =>
  useAccountMutation(
    async (body: ChangePasswordBody) => (await http.call('changePassword', { body })).data.signedOut,
  );

/** Signs out every other session; answers how many. */
export const useSignOutOthers = () =>
  useAccountMutation(async () => (await http.call('signOutOtherSessions', { body: {} })).data.signedOut);

/** Signs out one other session. */
export const useSignOutSession = () =>
  useAccountMutation(async (sessionId: string) => {
    await http.call('signOutSession', { params: { sessionId }, body: {} });
    return 1;
  });
