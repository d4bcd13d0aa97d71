import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once. Server routes validate with these schemas, the client builds requests and parses
 * responses with them, and MSW handlers are typed by them.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: M;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Extra success/failure statuses the call may answer, besides 200 and the shared error body. */
  summary: string;
}

export const defineEndpoint = <
  M extends HttpMethod,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<M, Params, Query, Body, Response>,
) => endpoint;

export type ParamsOf<E> = E extends Endpoint<HttpMethod, infer P> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<HttpMethod, z.ZodType, infer Q> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<HttpMethod, z.ZodType, z.ZodType, infer B> ? z.input<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<HttpMethod, z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills `:name` segments of an endpoint path, URI-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
