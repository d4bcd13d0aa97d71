// GET /api/login/facebook/{token}. The token comes from `facebookToken()` (sandbox by default: see config/env.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentProfile } from '@app/contract';
import { session } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const loginWithFacebook = (token: string): Promise<CurrentProfile> => session.facebookLogin(token);

/** The sandbox Facebook adapter accepts `sandbox-<email>` in place of a Graph API access token. */
export const sandboxFacebookToken = (email: string) => `sandbox-${email.trim().toLowerCase()}`;

export function useFacebookLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithFacebook,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.session.profile(), profile),
  });
}
