// POST /api/user/auth/login through the client's session: credentials, then the profile is fetched and stored (the
// member area starts from it), and polling and log publishing start. A refused login rejects with the server's
// ApiError, unchanged. The client core is imported on use, so the login page's first paint does not wait for it.
import type { CurrentProfile, LoginBody } from '@app/contract';
import { useAction } from '../../../lib/use-action';

export const loadClient = () => import('../../../lib/client');

export const loginWithPassword = async (credentials: LoginBody): Promise<CurrentProfile> =>
  (await loadClient()).session.login(credentials);

export const useLogin = () => useAction(loginWithPassword);
