// The login form's rules: the contract's own login body schema (user, pass), so the form asks exactly what the server
// checks. Loaded on first validation, keeping zod out of the login page's first paint.
import { zodResolver } from '@hookform/resolvers/zod';
import { errorCodes, loginBody } from '@app/contract';

export const loginFormSchema = loginBody.pick({ user: true, pass: true });
export const loginResolver = zodResolver(loginFormSchema);

/** The server refused the login because the profile is disabled (it can be reactivated by logging in again). */
export const isProfileDisabled = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === errorCodes.profileDisabled;
