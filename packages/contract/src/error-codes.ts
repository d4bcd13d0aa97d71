// The error body's shape and the error codes, without zod: the browser's http client reads every failed answer
// with these, and it must not load the contract's schemas to do so. errors.ts holds the body's schema.

/** The one error body every 4xx (and 5xx) answers with (schema: `apiErrorBody`). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** The request field at fault (dot path for nested fields, e.g. `logArr.3.uuid`), so forms can show the message beside it. */
    field?: string;
  };
}

/**
 * What a member reads when the server failed: the copy of `internal_error` (error-copy.ts), here because the browser
 * shows it also when something in front of the server answered instead (a proxy's error page), without loading the
 * rest of the copy.
 */
export const internalErrorCopy = 'Something went wrong on our side. Try again.';

/** The error part of a body when it has the contract's error shape, else undefined. */
export function readApiError(body: unknown): ApiErrorBody['error'] | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, field } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (field !== undefined && typeof field !== 'string') return undefined;
  return field === undefined ? { code, message } : { code, message, field };
}

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
