import { z } from 'zod';

/**
 * The one error body every 4xx (and 5xx) answers with. `field` names the request field at fault
 * (dot path for nested fields, e.g. `logArr.3.uuid`), so forms can show the message beside it.
 */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** Error codes the server uses. Feature endpoints add their own in the same snake_case style. */
export const errorCodes = {
  invalidRequest: 'invalid_request',
  invalidCredentials: 'invalid_credentials',
  profileDisabled: 'profile_disabled',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  paywall: 'paywall',
  xsrf: 'xsrf_token_mismatch',
  rateLimited: 'rate_limited',
  notFound: 'not_found',
  conflict: 'conflict',
  internal: 'internal_error',
} as const;

/** A simple success body for calls that return nothing else. */
export const okBody = z.object({ success: z.literal(true) });
