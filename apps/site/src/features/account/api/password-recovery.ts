// Password recovery, without a session: ask for a link, check a link's token, choose a new password with it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/client';

export const useRequestRecovery = () =>
  useMutation({
    mutationFn: async (email: string) => {
      await http.call('requestPasswordRecovery', { body: { email } });
    },
  });

/** Whether the link's token still works (a 400 naming `token` means unknown, used or expired). */
export const useCheckRecovery = (token: string | null) =>
  useQuery({
    queryKey: ['password-recovery', 'check', token],
    queryFn: async () => {
      await http.call('checkPasswordRecovery', { body: { token: token ?? '' } });
      return true;
    },
    enabled: token !== null,
    // A token is checked once per visit; a used one must not look valid from the cache.
    gcTime: 0,
    retry: false,
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: async (body: { token: string; newPassword: string }) => {
      await http.call('resetPassword', { body });
    },
  });
