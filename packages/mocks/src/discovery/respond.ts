// Turns a contract endpoint into an MSW handler: the request is parsed with the endpoint's schemas (400 naming the
// field, like the server), the result is checked against the response schema, and known errors map to the error body.
import { apiErrorBody, discoveryErrorCodes, errorCodes } from '@app/contract';
import type { Endpoint } from '@app/contract';
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { InvalidCursorError } from './keyset.ts';
import { BlockedError, MemberNotFoundError, SelfActionError } from './store.ts';

/** An error the resolver throws to answer with the error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function errorResponse(status: number, code: string, message: string, field?: string) {
  return HttpResponse.json(apiErrorBody.parse({ error: { code, message, ...(field ? { field } : {}) } }), {
    status,
  });
}

type Parsed<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
export interface RequestInput<E> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
}

/** Matches the endpoint's path on any origin (relative requests in the browser, absolute ones in Node). */
export const anyOrigin = (path: string) => `*${path}`;

function parseOrThrow(schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError(
    400,
    errorCodes.invalidRequest,
    issue?.message ?? 'Invalid request',
    issue?.path.join('.'),
  );
}

function toErrorResponse(error: unknown, memberField: string) {
  if (error instanceof ApiError) return errorResponse(error.status, error.code, error.message, error.field);
  if (error instanceof InvalidCursorError)
    return errorResponse(400, errorCodes.invalidRequest, error.message, 'cursor');
  if (error instanceof MemberNotFoundError)
    return errorResponse(404, errorCodes.notFound, 'This member is not available');
  if (error instanceof BlockedError) return errorResponse(403, discoveryErrorCodes.blocked, error.message);
  if (error instanceof SelfActionError)
    return errorResponse(400, errorCodes.invalidRequest, error.message, memberField);
  throw error;
}

export type Resolve<E extends Endpoint> = (
  input: RequestInput<E>,
) => z.input<E['response']> | Promise<z.input<E['response']>>;

/** An MSW handler for `endpoint` whose resolver gets parsed input and returns the response body. */
export function handleEndpoint<E extends Endpoint>(endpoint: E, resolve: Resolve<E>): HttpHandler {
  const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
  const memberField = endpoint.params ? 'id' : 'memberId';
  return http[method](anyOrigin(endpoint.path), async ({ request, params }) => {
    try {
      let json: unknown;
      if (endpoint.body) {
        try {
          json = await request.json();
        } catch {
          throw new ApiError(400, errorCodes.invalidRequest, 'The body must be JSON');
        }
      }
      const input = {
        params: parseOrThrow(endpoint.params, params),
        query: parseOrThrow(endpoint.query, Object.fromEntries(new URL(request.url).searchParams)),
        body: parseOrThrow(endpoint.body, json),
      } as RequestInput<E>;
      const body = await resolve(input);
      return HttpResponse.json(endpoint.response.parse(body) as Record<string, unknown>);
    } catch (error) {
      return toErrorResponse(error, memberField);
    }
  });
}
