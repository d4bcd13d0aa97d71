// The API's one error type and the handlers that turn every failure into the contract's error body:
// 4xx carry their message (and the field at fault); 5xx never leak internals.
import type { ApiErrorBody, ErrorCode } from '@app/contract';
import { errorCodes, errorCopy } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type { ErrorCode } from '@app/contract';

/**
 * A refusal in the contract's error body. Its message is the contract's errorCopy for the code, so the site and
 * Storybook say the same; a 400 naming a field carries that field's validation message instead.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) },
    };
  }
}

export const unauthenticated = () => new ApiError(401, errorCodes.unauthenticated, errorCopy.unauthenticated);

/**
 * 429 `rate_limited`: too many of `what` lately. The wait is sent as Retry-After (seconds) and said in whole minutes;
 * `field` names the form field whose answers were counted (a password asked again), when there is one.
 */
export function rateLimited(
  what: Parameters<typeof errorCopy.rate_limited>[0],
  seconds: number,
  field?: string,
): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(429, errorCodes.rateLimited, errorCopy.rate_limited(what, minutes), field, {
    'retry-after': String(seconds),
  });
}

/** 400 naming the first field at fault in a request part that failed its contract schema. */
export function invalidRequest(error: z.ZodError, part: 'params' | 'query' | 'body'): ApiError {
  const issue = error.issues[0];
  const message = issue ? issue.message : 'Invalid request';
  // A key the schema does not know names that key (`body.extra` → `extra`).
  if (issue?.code === 'unrecognized_keys' && issue.keys.length > 0) {
    const field = [...issue.path.map(String), issue.keys[0]].join('.');
    return new ApiError(400, errorCodes.invalidRequest, `Unknown field: ${issue.keys[0]}`, field);
  }
  // An issue at the root (a JSON body that is null, an array or a number) names the part itself.
  if (!issue || issue.path.length === 0) {
    return new ApiError(400, errorCodes.invalidRequest, `Invalid ${part}: ${message}`, part);
  }
  return new ApiError(400, errorCodes.invalidRequest, message, issue.path.map(String).join('.'));
}

/** A placeholder that decodes cleanly, put where a badly encoded path segment was to find the route's name for it. */
const PLACEHOLDER = '__bad_segment__';

/**
 * The name of the path parameter whose segment is not valid percent-encoded UTF-8 (or longer than the router takes),
 * when a route has one there.
 */
function badPathParameter(request: FastifyRequest): string | undefined {
  const [path = '', search] = request.url.split('?', 2);
  const maxLength = request.server.initialConfig.routerOptions?.maxParamLength ?? 100;
  let bad = false;
  const cleaned = path
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        if (segment.length <= maxLength) return segment;
      } catch {
        // not valid percent-encoding: the placeholder below
      }
      bad = true;
      return PLACEHOLDER;
    })
    .join('/');
  if (!bad) return undefined;
  const route = request.server.findRoute({
    method: request.method as 'GET',
    url: search === undefined ? cleaned : `${cleaned}?${search}`,
  });
  const params = (route?.params ?? {}) as Record<string, string>;
  return Object.keys(params).find((name) => params[name] === PLACEHOLDER);
}

/**
 * Errors Fastify answers before a route runs (Fastify's `frameworkErrors` option): a URL whose path is not valid
 * percent-encoded UTF-8, a path parameter over the length limit. Answered in the contract's body, naming the
 * path parameter at fault.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const field = badPathParameter(request) ?? 'path';
    const message =
      error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid: a part of it is not correctly encoded.'
        : 'The address is too long.';
    void sendApiError(reply, new ApiError(400, errorCodes.invalidRequest, message, field));
    return;
  }
  const known = fromFastifyError(error);
  void sendApiError(reply, known ?? new ApiError(500, errorCodes.internal, errorCopy.internal_error));
}

function fromFastifyError(error: FastifyError): ApiError | undefined {
  const status = error.statusCode;
  if (status === undefined || status >= 500) return undefined;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, errorCodes.invalidRequest, 'The request body is not valid JSON.', 'body');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, errorCodes.invalidRequest, 'The request body is too large.', 'body');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        415,
        errorCodes.invalidRequest,
        'Send the request body as application/json.',
        'body',
      );
    default:
      return new ApiError(
        status,
        status === 404 ? errorCodes.notFound : errorCodes.invalidRequest,
        error.message,
      );
  }
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof ApiError ? error : fromFastifyError(error);
    if (known) return sendApiError(reply, known);
    request.log.error({ err: error }, 'request failed');
    return sendApiError(reply, new ApiError(500, errorCodes.internal, errorCopy.internal_error));
  });
}
