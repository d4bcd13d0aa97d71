// The one http client: JSON in and out, the cross-site request token, typed errors, and contract-checked calls.
import type { z } from 'zod';
import type { allEndpoints, ApiErrorBody, Endpoint, HttpMethod, UploadSpec } from '@app/contract';
import { buildPath, readApiError } from '@app/contract';
import { loadContract } from './contract.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The server answered with a non-2xx status. `body` is exactly what it sent (parsed JSON, or text). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The request field at fault, when the body names one. */
  readonly field: string | undefined;
  /** The error code, when the body is the contract's error body. */
  readonly code: string | undefined;
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const error = readApiError(body);
    super(error?.message ?? `Request failed with status ${status}`);
    this.field = error?.field;
    this.code = error?.code;
  }
}

/** The request never got an answer (offline, DNS, aborted...): the UI offers a retry. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(override readonly cause: unknown) {
    super('The network request failed. Check your connection and try again.');
  }
}

/** The caller's params/query/body did not match the contract; nothing was sent. Same body shape as a server 400. */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
  readonly field: string | undefined;
  constructor(readonly body: ApiErrorBody) {
    super(body.error.message);
    this.field = body.error.field;
  }
}

/** A 2xx answer that does not match the contract's response schema (server and client disagree). */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';
  constructor(
    readonly url: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `Unexpected response from ${url}: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
}

export interface HttpClientOptions {
  /** Prefix for relative URLs: '' in the browser (same origin); e.g. 'http://localhost' under Node tests. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Returns the cookie string (default: document.cookie, or '' without a document). */
  readCookies?: () => string;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

type InputPart<Key extends string, S> = z.ZodType extends S
  ? { [K in Key]?: undefined }
  : S extends z.ZodType
    ? undefined extends z.input<S>
      ? { [K in Key]?: z.input<S> }
      : Partial<z.input<S>> extends z.input<S> // every field optional
        ? { [K in Key]?: z.input<S> }
        : { [K in Key]: z.input<S> }
    : { [K in Key]?: undefined };

/** What `call` needs for an endpoint: `params`/`query`/`body` required exactly when the contract requires them. */
export type CallInput<E> =
  E extends Endpoint<HttpMethod, infer P, infer Q, infer B>
    ? InputPart<'params', P> & InputPart<'query', Q> & InputPart<'body', B> & { signal?: AbortSignal }
    : never;

type CallArgs<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The contract's endpoints by name (types only: the schemas load with the first call). */
export type Endpoints = typeof allEndpoints;
export type EndpointName = keyof Endpoints;
/** The endpoints that take one file. */
export type UploadEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { upload: UploadSpec } ? N : never;
}[EndpointName];

export interface UploadInput {
  params?: Record<string, string | number>;
  fileName?: string;
  signal?: AbortSignal;
}

export interface HttpClient {
  /** Any JSON request; resolves with the parsed body (undefined for an empty one). */
  request(method: HttpMethod, url: string, options?: RequestOptions): Promise<unknown>;
  /** A contract endpoint, by name: input checked, path params filled, response parsed with the endpoint's schema. */
  call<N extends EndpointName>(
    name: N,
    ...args: CallArgs<Endpoints[N]>
  ): Promise<z.output<Endpoints[N]['response']>>;
  /**
   * A contract endpoint that takes one file (`endpoint.upload`), by name: sent as multipart/form-data under the
   * endpoint's field name, with the cross-site token like any other write; the response parsed with the endpoint's
   * schema. Without upload progress (the photos page has its own XHR upload for that).
   */
  upload<N extends UploadEndpointName>(
    name: N,
    file: Blob,
    input?: UploadInput,
  ): Promise<z.output<Endpoints[N]['response']>>;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** Absolute: has a scheme (`https:`) or is protocol-relative (`//host`). */
const isAbsoluteUrl = (url: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/** The page's cookies (none without a document: the server's render passes the request's). */
export const documentCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);

function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function checkInput<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  part: string,
): z.output<S> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.');
  throw new InvalidInputError({
    error: {
      code: 'invalid_request',
      message: issue?.message ?? `Invalid ${part}`,
      field: path || undefined,
    },
  });
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const readCookies = options.readCookies ?? documentCookies;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request(method: HttpMethod, url: string, { query, body, signal }: RequestOptions = {}) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A FormData body sets its own multipart Content-Type (with the boundary) in fetch.
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    // The token goes only to our own origin: relative URLs, and never on safe methods.
    if (!SAFE_METHODS.has(method) && !isAbsoluteUrl(url)) {
      const token = readCookie(readCookies(), XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }
    const target = `${isAbsoluteUrl(url) ? '' : baseUrl}${url}${toSearch(query)}`;
    let response: Response;
    try {
      response = await doFetch(target, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw new NetworkError(error);
    }
    const data = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, data);
    return data;
  }

  // The endpoints and their schemas load with the first call (loadContract), so a page's first JavaScript carries no
  // zod; later calls find the module already loaded. The types admit only the contract's names; any other (a cast)
  // fails with a TypeError when its schemas are read, before anything is sent, so no check of our own is shipped.
  async function endpointOf(name: EndpointName): Promise<Endpoint> {
    return (await loadContract()).allEndpoints[name];
  }

  function parseResponse(endpoint: Endpoint, url: string, data: unknown): unknown {
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) throw new UnexpectedResponseError(url, parsed.error.issues);
    return parsed.data;
  }

  async function call<N extends EndpointName>(
    name: N,
    ...args: CallArgs<Endpoints[N]>
  ): Promise<z.output<Endpoints[N]['response']>> {
    const endpoint = await endpointOf(name);
    const input = (args[0] ?? {}) as {
      params?: unknown;
      query?: unknown;
      body?: unknown;
      signal?: AbortSignal;
    };
    const params = checkInput(endpoint.params, input.params ?? {}, 'params') as
      Record<string, string> | undefined;
    const query = checkInput(endpoint.query, input.query ?? {}, 'query') as Query | undefined;
    const body = checkInput(endpoint.body, input.body, 'body');
    const url = buildPath(endpoint.path, params);
    const data = await request(endpoint.method, url, { query, body, signal: input.signal });
    return parseResponse(endpoint, url, data) as z.output<Endpoints[N]['response']>;
  }

  async function upload<N extends UploadEndpointName>(
    name: N,
    file: Blob,
    input: UploadInput = {},
  ): Promise<z.output<Endpoints[N]['response']>> {
    const endpoint = (await endpointOf(name)) as Endpoint & { upload: UploadSpec };
    const params = checkInput(endpoint.params, input.params ?? {}, 'params') as
      Record<string, string> | undefined;
    const url = buildPath(endpoint.path, params);
    const form = new FormData();
    form.append(endpoint.upload.field, file, input.fileName ?? (file instanceof File ? file.name : 'upload'));
    const data = await request(endpoint.method, url, { body: form, signal: input.signal });
    return parseResponse(endpoint, url, data) as z.output<Endpoints[N]['response']>;
  }

  return { request, call, upload };
}
