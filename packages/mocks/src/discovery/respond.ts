// Discovery's MSW plumbing: parse a request with the contract (400 naming the field), check the response against
// it, and map what the store throws to the error body. It mirrors ../handlers.ts's `contractHandler` on purpose:
// ../handlers.ts loads the session groups (ours included) when it is imported, so importing it from here would be
// an import cycle that breaks whichever module loads first.
import { apiErrorBody, discoveryErrorCodes, errorCodes } from '@app/contract';
import type { Endpoint } from '@app/contract';
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { InvalidCursorError } from './keyset.ts';
import { BlockedError, MemberNotFoundError, SelfActionError } from './store.ts';

/** The same wording as the session handlers. */
export const messages = {
  unauthenticated: 'Log in to continue.',
  internal: 'Something went wrong on our side. Try again.',
  unavailable: 'This member is not available',
} as const;

/** An error a resolver throws to answer with the error body. */
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

export const errorResponse = (status: number, code: string, message: string, field?: string) =>
  HttpResponse.json(apiErrorBody.parse({ error: { code, message, ...(field ? { field } : {}) } }), {
    status,
  });

/** The MSW path of an endpoint: any origin (Storybook's relative requests and tests' absolute ones). */
export const mockPath = (endpoint: Endpoint) => `*${endpoint.path}`;

type Parsed<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
export interface RequestInput<E> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
}

function parse(schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  throw new ApiError(400, errorCodes.invalidRequest, issue?.message ?? 'Invalid request', field || undefined);
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, errorCodes.invalidRequest, 'The request body is not valid JSON.', 'body');
  }
}

function toErrorResponse(error: unknown, memberField: string): Response {
  if (error instanceof ApiError) return errorResponse(error.status, error.code, error.message, error.field);
  if (error instanceof InvalidCursorError)
    return errorResponse(400, errorCodes.invalidRequest, error.message, 'cursor');
  if (error instanceof MemberNotFoundError)
    return errorResponse(404, errorCodes.notFound, messages.unavailable);
  if (error instanceof BlockedError) return errorResponse(403, discoveryErrorCodes.blocked, error.message);
  if (error instanceof SelfActionError)
    return errorResponse(400, errorCodes.invalidRequest, error.message, memberField);
  throw error;
}

export interface HandleOptions {
  /** Delay before every answer (ms), or 'infinite'. */
  delay?: number | 'infinite';
  /** The logged-in member; undefined answers 401. */
  viewer: () => number | undefined;
}

/** An MSW handler for `endpoint`, run as the logged-in member: parsed input in, response body out. */
export function handleEndpoint<E extends Endpoint>(
  endpoint: E,
  resolve: (input: RequestInput<E>, me: number) => z.input<E['response']>,
  options: HandleOptions,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
  return http[method](mockPath(endpoint), async ({ request, params }) => {
    if (options.delay !== undefined) await delay(options.delay);
    try {
      const me = options.viewer();
      if (me === undefined) throw new ApiError(401, errorCodes.unauthenticated, messages.unauthenticated);
      const input = {
        params: parse(endpoint.params, params),
        query: parse(endpoint.query, Object.fromEntries(new URL(request.url).searchParams)),
        body: parse(endpoint.body, endpoint.body ? await readJson(request) : undefined),
      } as RequestInput<E>;
      return HttpResponse.json(endpoint.response.parse(resolve(input, me)) as Record<string, unknown>);
    } catch (error) {
      return toErrorResponse(error, endpoint.params ? 'id' : 'memberId');
    }
  });
}
