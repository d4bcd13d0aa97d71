// One way to turn a contract endpoint into an MSW handler, for every feature: the request is parsed with the
// contract (400 naming the field, as the server answers), the answer is parsed with the contract before it leaves
// (a drifting mock fails loudly), and what the stores' rules throw becomes the server's error body.
import type { Endpoint } from '@app/contract';
import { discoveryErrorCodes, errorCodes, errorCopy } from '@app/contract';
import type { HttpHandler, HttpResponseResolver } from 'msw';
import { delay, http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  ApiError,
  BlockedError,
  InvalidCursorError,
  MemberNotFoundError,
  SelfActionError,
} from './errors.ts';

export interface HandlerOptions {
  /** Delay before every answer (ms), or 'infinite' for a loading state that never ends. */
  delay?: number | 'infinite';
}

// The server's messages, so stories show what members will see: the contract's error copy where a code has one.
export const messages = {
  unauthenticated: errorCopy.unauthenticated,
  wrongCredentials: errorCopy.invalid_credentials('password'),
  profileDisabled: errorCopy.profile_disabled,
  facebookRefused: errorCopy.invalid_credentials('facebook'),
  facebookUnlinked: errorCopy.invalid_credentials('facebookUnlinked'),
  internal: errorCopy.internal_error,
  unavailable: errorCopy.not_found('This member'),
} as const;

/** The error body the server sends, with its status. */
export const errorResponse = (
  status: number,
  code: string,
  message: string,
  field?: string,
  feature?: string,
) =>
  HttpResponse.json(
    { error: { code, message, ...(field ? { field } : {}), ...(feature ? { feature } : {}) } },
    { status },
  );

export const unauthenticated = () => errorResponse(401, errorCodes.unauthenticated, messages.unauthenticated);

/** The MSW path of an endpoint: any origin (Storybook's and tests' `http://localhost` alike), contract path. */
export const mockPath = (endpoint: Endpoint): string => `*${endpoint.path}`;

type Parsed<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
export interface HandlerInput<E> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  request: Request;
}
export type Answer<E extends Endpoint> = z.input<E['response']> | Response;
export type Resolver<E extends Endpoint> = (input: HandlerInput<E>) => Answer<E> | Promise<Answer<E>>;

export interface ContractHandlerOptions extends HandlerOptions {
  /** Checked before the request is parsed: undefined answers 401 (member calls). */
  viewer?: () => number | undefined;
  /** The field a self-action error names (`memberId` in bodies, `id` in paths). */
  memberField?: string;
}

/** 400 naming the field as the server's `invalidRequest` does (apps/server/src/http/errors.ts). */
function invalid(error: z.ZodError, part: string): Response {
  const issue = error.issues[0];
  const message = issue?.message ?? 'Invalid request';
  // A key a strict schema does not know names that key.
  if (issue?.code === 'unrecognized_keys' && issue.keys.length > 0) {
    const field = [...issue.path.map(String), issue.keys[0]].join('.');
    return errorResponse(400, errorCodes.invalidRequest, `Unknown field: ${issue.keys[0]}`, field);
  }
  // An issue at the root (a body that is null, an array or a number) names the part itself.
  if (!issue || issue.path.length === 0)
    return errorResponse(400, errorCodes.invalidRequest, `Invalid ${part}: ${message}`, part);
  return errorResponse(400, errorCodes.invalidRequest, message, issue.path.map(String).join('.'));
}

const invalidJson = Symbol('invalid json');
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}

/** What a store's rule threw, as the server's error body; anything else is a bug and is rethrown. */
function toErrorResponse(error: unknown, memberField: string): Response {
  if (error instanceof ApiError)
    return errorResponse(error.status, error.code, error.message, error.field, error.feature);
  if (error instanceof InvalidCursorError)
    return errorResponse(400, errorCodes.invalidRequest, error.message, 'cursor');
  if (error instanceof MemberNotFoundError)
    return errorResponse(404, errorCodes.notFound, messages.unavailable);
  if (error instanceof BlockedError) return errorResponse(403, discoveryErrorCodes.blocked, error.message);
  if (error instanceof SelfActionError)
    return errorResponse(400, errorCodes.invalidRequest, error.message, memberField);
  throw error;
}

/** One contract endpoint as an MSW handler: request parsed with the contract, response checked by it. */
export function contractHandler<E extends Endpoint>(
  endpoint: E,
  resolve: Resolver<E>,
  options: ContractHandlerOptions = {},
): HttpHandler {
  const memberField = options.memberField ?? (endpoint.params ? 'id' : 'memberId');
  return on(endpoint, async ({ request, params }) => {
    if (options.delay !== undefined) await delay(options.delay);
    if (options.viewer && options.viewer() === undefined) return unauthenticated();
    const input: Record<string, unknown> = { request };
    const parts = [
      ['params', endpoint.params, params],
      ['query', endpoint.query, Object.fromEntries(new URL(request.url).searchParams)],
      ['body', endpoint.body, endpoint.body ? await readJson(request) : undefined],
    ] as const;
    for (const [part, schema, value] of parts) {
      if (!schema) continue;
      if (value === invalidJson)
        return errorResponse(400, errorCodes.invalidRequest, 'The request body is not valid JSON.', 'body');
      const parsed = schema.safeParse(value);
      if (!parsed.success) return invalid(parsed.error, part);
      input[part] = parsed.data;
    }
    try {
      const result = await resolve(input as unknown as HandlerInput<E>);
      if (result instanceof Response) return result;
      return HttpResponse.json(endpoint.response.parse(result) as Record<string, unknown>);
    } catch (error) {
      return toErrorResponse(error, memberField);
    }
  });
}

/** A handler for `endpoint`'s method and path with a custom resolver. */
export const on = (endpoint: Endpoint, resolver: HttpResponseResolver): HttpHandler =>
  http[endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>](mockPath(endpoint), resolver);

/** `endpoint` answers 500 with the error body (5xx never carries details). */
export const failing = (endpoint: Endpoint, status = 500): HttpHandler =>
  on(endpoint, () => errorResponse(status, errorCodes.internal, messages.internal));

/** `endpoint` never answers: the loading state stays on screen. */
export const loadingForever = (endpoint: Endpoint): HttpHandler =>
  on(endpoint, async () => {
    await delay('infinite');
  });
