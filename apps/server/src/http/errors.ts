// The API's one error type and the handlers that turn every failure into the contract's error body:
// 4xx carry their message (and the field at fault); 5xx never leak internals.
import type { ApiErrorBody, discoveryErrorCodes, messagingErrorCodes } from '@app/contract';
import { errorCodes } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type ErrorCode =
  | (typeof errorCodes)[keyof typeof errorCodes]
  | (typeof messagingErrorCodes)[keyof typeof messagingErrorCodes]
  | (typeof discoveryErrorCodes)[keyof typeof discoveryErrorCodes];

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

export const unauthenticated = () => new ApiError(401, errorCodes.unauthenticated, 'Log in to continue.');

/** 400 naming the first field at fault in a request part that failed its contract schema. */
export function invalidRequest(error: z.ZodError, part: 'params' | 'query' | 'body'): ApiError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  const message = issue ? issue.message : 'Invalid request';
  return new ApiError(400, errorCodes.invalidRequest, field ? message : `Invalid ${part}: ${message}`, field);
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
    return sendApiError(
      reply,
      new ApiError(500, errorCodes.internal, 'Something went wrong on our side. Try again.'),
    );
  });
}
