// Registers one contract endpoint as a Fastify route: a member route refuses a request without a session first
// (401, before its body is read or any input judged), the request's params, query and body are parsed with the
// contract's schemas (400 naming the first bad field), and outside production every response is checked against
// the contract's response schema.
import type { Endpoint } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Member } from '../db/schema.ts';
import { invalidRequest, unauthenticated } from './errors.ts';
import type { UploadedFile } from './upload.ts';
import { readUpload } from './upload.ts';

/** `member`: a valid session is required (401 otherwise); `optional`: the member when logged in; `public`: none. */
export type Access = 'member' | 'optional' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on contract routes; the OpenAPI document derives each call's security from it. */
    access?: Access;
  }
}

type Parsed<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export interface RouteContext<E extends Endpoint, A extends Access> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** The uploaded file of a multipart endpoint (`upload`), read whole and recognised by content. */
  file: E extends { upload: object } ? UploadedFile : undefined;
  member: A extends 'member' ? Member : A extends 'optional' ? Member | null : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint, A extends Access> = (
  context: RouteContext<E, A>,
) => Promise<z.input<E['response']>>;

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error, part);
  return result.data;
}

export function contractRoute<E extends Endpoint, A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  access: A,
  handler: NoInfer<RouteHandler<E, A>>,
): void {
  const checkResponses = app.config.env !== 'production';
  const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(endpoint.method);
  // After the app's own onRequest hooks (cookies, flood guard, XSRF), before the body is parsed: a caller without a
  // session learns nothing about what the route accepts, and nobody streams megabytes at a route they may not call.
  const requireSession = async (request: FastifyRequest) => {
    if (!(await app.auth.currentMember(request))) throw unauthenticated();
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access },
    ...(access === 'member' ? { onRequest: requireSession } : {}),
    handler: async (request, reply) => {
      const params = parsePart(endpoint.params, request.params, 'params');
      const query = parsePart(endpoint.query, request.query, 'query');
      const body = parsePart(endpoint.body, request.body, 'body');
      // Memoised per request: a member route's lookup is the one its onRequest hook made.
      const member: Member | null = access === 'public' ? null : await app.auth.currentMember(request);
      const file = endpoint.upload ? await readUpload(request, endpoint.upload) : undefined;
      const context = { params, query, body, file, member, request, reply } as RouteContext<E, A>;
      let result: Awaited<ReturnType<typeof handler>>;
      try {
        result = await handler(context);
      } finally {
        // A state-changing call may have changed a member or a session: cached session lookups go once its writes
        // are done (they also went as each write was sent), so its answer is never followed by a stale lookup.
        if (changesState) app.auth.forget();
      }
      if (checkResponses) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, endpoint: endpoint.path },
            'response breaks the contract',
          );
          throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks the contract`);
        }
      }
      return result;
    },
  });
}
