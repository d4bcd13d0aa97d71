// POST /api/user/auth/login through the client's session: credentials, then the profile is fetched and stored (the
// member area starts from it), and polling and log publishing start. A refused login rejects with the server's
// ApiError, unchanged. The client core is imported on use, so the login page's first paint does not wait for it.
// A member with two-step sign-in on gets a ticket for the second step instead (no session yet).
import type { LoginBody } from '@app/contract';
import type { LoginOutcome } from '@app/client';
import { useAction } from '../../../lib/use-action';

export const loadClient = () => import('../../../lib/client');

export const loginWithPassword = async (credentials: LoginBody): Promise<LoginOutcome> =>
  (await loadClient()).session.login(credentials);

export const useLogin = () => useAction(loginWithPassword);
