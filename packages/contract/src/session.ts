import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okBody } from './errors.ts';
import { emailText, text } from './fields.ts';
import { queryFlag, wireFlag } from './wire.ts';

export const loginBody = z.object({
  user: emailText(),
  pass: text().min(1, 'Enter your password').max(200),
  /** '1' reactivates a disabled profile on login. */
  reactivate: queryFlag.optional(),
  /**
   * A solved CAPTCHA: needed once the account had several wrong passwords lately, from anywhere (401
   * `captcha_required` names this field until it comes).
   */
  captchaToken: text().max(4096).optional(),
});
export type LoginBody = z.input<typeof loginBody>;

/** Signed in: the session cookie is set. */
export const loginSession = z.object({ memberId: z.number().int().positive(), reactivated: z.boolean() });
/**
 * The password was right and the member has two-step sign-in on: no session yet. The ticket goes with a code to
 * the second step (`twoStepSignIn`).
 */
export const loginTwoStep = z.object({ twoStep: z.object({ ticket: z.string() }) });

export const loginResponse = z.object({
  success: z.literal(true),
  data: z.union([loginSession, loginTwoStep]),
});
export type LoginResult = z.infer<typeof loginResponse>['data'];
/** Facebook login never asks for the second step (session.routes.ts says why): it always answers a session. */
export const sessionLoginResponse = z.object({ success: z.literal(true), data: loginSession });

export const login = defineEndpoint({
  summary: 'Log in with email and password; sets the session cookie.',
  method: 'POST',
  path: '/api/user/auth/login',
  body: loginBody,
  response: loginResponse,
});

export const facebookLogin = defineEndpoint({
  summary: 'Log in with a Facebook access token; sets the session cookie.',
  method: 'GET',
  path: '/api/login/facebook/:token',
  params: z.object({ token: text().min(1).max(4096) }),
  /**
   * '1' reactivates a disabled profile on login, as the password login's `reactivate`. Only '0' or '1': a query
   * string carries text, never the booleans a JSON body may.
   */
  query: z.object({ reactivate: wireFlag.optional() }),
  response: sessionLoginResponse,
});

export const logout = defineEndpoint({
  summary: 'End the session and clear its cookie.',
  method: 'POST',
  path: '/api/user/auth/logout',
  body: z.object({}).strict().optional(),
  response: okBody,
});

export const reactivate = defineEndpoint({
  summary: "Reactivate the logged-in member's disabled profile.",
  method: 'GET',
  path: '/api/user/reactivate',
  response: z.object({ success: z.literal(true), data: z.object({ reactivated: z.boolean() }) }),
});
