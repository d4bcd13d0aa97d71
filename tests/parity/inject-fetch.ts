// A `fetch` over Fastify's `inject` with a cookie jar, so the real @app/client talks to the real server in-process
// exactly as a browser would: cookies kept (session, XSRF-TOKEN), nothing listening on a port.
import type { FastifyInstance } from 'fastify';

export interface InjectFetch {
  fetch: typeof fetch;
  /** The jar as a `document.cookie` string (for the http client's XSRF reader). */
  cookies(): string;
}

export function injectFetch(app: FastifyInstance): InjectFetch {
  const jar = new Map<string, string>();
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  const fetchOverInject = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, ...(jar.size > 0 ? { cookie: cookies() } : {}) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304 || response.body === '';
    return new Response(empty ? null : response.body, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };

  return { fetch: fetchOverInject as typeof fetch, cookies };
}
