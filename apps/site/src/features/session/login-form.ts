// The login form's rules: the contract's own login body schema (user, pass), so the form asks exactly what the server
// checks; what a refused login means, and where a logged-in member goes. Loaded as the member starts (LoginPage warms
// it), keeping zod and the redirect check out of the login page's first paint.
import { zodResolver } from '@hookform/resolvers/zod';
import { sameSitePath } from '@app/client';
import { errorCodes, loginBody, signInErrorCodes, twoStepSignIn } from '@app/contract';
import { entryPaths } from '../../config/entry-paths';

export const loginFormSchema = loginBody.pick({ user: true, pass: true });
export const loginResolver = zodResolver(loginFormSchema);
/** The second step of a two-step sign-in: the code, as the server checks it. */
export const twoStepResolver = zodResolver(twoStepSignIn.body.pick({ code: true }));

/** The second step's ticket ran out (too old, or too many wrong codes): the member starts again from the password. */
export const isSignInExpired = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === signInErrorCodes.signInExpired;

/** The server refused the login because the profile is disabled (it can be reactivated by logging in again). */
export const isProfileDisabled = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === errorCodes.profileDisabled;

/** Where a member goes once logged in: the page that sent them (`?redirectTo=`, a path of this site only), else home. */
export const afterLogin = (redirectTo: string | null) => sameSitePath(redirectTo, entryPaths.home.href());
