import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A multipart/form-data upload (instead of a JSON body): the file part's field name, its size cap and the media types
 * it accepts, recognised from the bytes, never from the file name or the part's declared type.
 */
export interface UploadSpec {
  field: string;
  maxBytes: number;
  mediaTypes: readonly string[];
}

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
  /** The call sends one file as multipart/form-data (it then has no JSON body). */
  upload?: UploadSpec;
  response: Response;
  /** One line saying what the call does (OpenAPI summary). */
  summary: string;
}

/** Declares an endpoint, keeping its exact shape (which of params/query/body it has) in the type. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type SchemaIn<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
export type ParamsOf<E> = SchemaIn<E, 'params'>;
export type QueryOf<E> = SchemaIn<E, 'query'>;
export type BodyOf<E> = SchemaIn<E, 'body'>;
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** Fills `:name` segments of an endpoint path, URI-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
