// POST /api/user/auth/login through the client's session: credentials, then the profile is fetched and stored (the
// member area starts from it), and polling and log publishing start. A refused login rejects with the server's
// ApiError, unchanged. The client core is imported on use, so the login page's first paint does not wait for it.
// A member with two-step sign-in on gets `{ twoStep: { ticket } }` for a right password and no session cookie: that
// is not a login yet. The client's session.login then fetches the profile without a session, which is refused
// (401 `unauthenticated`), so this rejects and the page stays logged out until the code is sent to the second step
// (POST /api/user/auth/two-step), which is a page of its own.
import type { CurrentProfile, LoginBody } from '@app/contract';
import { useAction } from '../../../lib/use-action';

export const loadClient = () => import('../../../lib/client');

export const loginWithPassword = async (credentials: LoginBody): Promise<CurrentProfile> =>
  (await loadClient()).session.login(credentials);

export const useLogin = () => useAction(loginWithPassword);
