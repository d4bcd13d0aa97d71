// GET /api/login/facebook/{token}. Offline (the default), the server's sandbox adapter accepts `sandbox-<email>`
// in place of a Graph API access token; FacebookLoginDialog asks which account to use.
import type { CurrentProfile } from '@app/contract';
import { useAction } from '../../../lib/use-action';
import { loadClient } from './login';

export const loginWithFacebook = async (token: string): Promise<CurrentProfile> =>
  (await loadClient()).session.facebookLogin(token);

export const sandboxFacebookToken = (email: string) => `sandbox-${email.trim().toLowerCase()}`;

export const useFacebookLogin = () => useAction(loginWithFacebook);
