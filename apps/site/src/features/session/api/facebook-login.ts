// GET /api/login/facebook/{token} (?reactivate=1 for a disabled profile). Offline (the default), the server's sandbox adapter accepts `sandbox-<email>`
// in place of a Graph API access token; FacebookLoginDialog asks which account to use.
import type { CurrentProfile } from '@app/contract';
import { useAction } from '../../../lib/use-action';
import { loadClient } from './login';

export interface FacebookLoginInput {
  token: string;
  /** '1' reactivates a disabled profile, as the password login's `reactivate`. */
  reactivate?: '1';
}

export const loginWithFacebook = async ({ token, reactivate }: FacebookLoginInput): Promise<CurrentProfile> =>
  (await loadClient()).session.facebookLogin(token, reactivate ? { reactivate } : {});

export const sandboxFacebookToken = (email: string) => `sandbox-${email.trim().toLowerCase()}`;

export const useFacebookLogin = () => useAction(loginWithFacebook);
