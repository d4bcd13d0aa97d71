// Each server render runs with a client core of its own (http client with the request's fetch, session, pollers,
// log queue), so renders for different members can run at the same time in one process: the site's modules reach
// the core through lib/client.ts, which asks `clientScope`, which answers with the core of the render the code is
// running for. The query functions that use it are called from anywhere in a render (the renderer's fetch loop,
// React's work), so the core follows the render's async context (AsyncLocalStorage), not a module variable.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppClient } from '@app/client';
import { createAppClient } from '@app/client';
import { clientScope } from '../lib/client';
import { nothingKept } from './server-globals';

const renders = new AsyncLocalStorage<AppClient>();

clientScope.current = () => {
  const client = renders.getStore();
  // Never the module's core: on the server it belongs to no request, and its state would be shared by all.
  if (!client) throw new Error('The site’s client core was used outside a server render.');
  return client;
};

/**
 * Runs `render` with a client core of its own: API calls go to `fetch` (the page request's, carrying its cookies), and
 * what the core reads from cookies (the notices dismissed for the session) it reads from the request's `cookie`
 * header; storage keeps nothing, cookies are never written and the pollers report to no one, so nothing outlives the
 * render.
 */
export function withRenderClient<T>(
  request: { fetch: typeof globalThis.fetch; cookie?: string },
  render: () => Promise<T>,
): Promise<T> {
  const client = createAppClient({
    fetch: request.fetch,
    readCookies: () => request.cookie ?? '',
    writeCookie: () => undefined,
    storage: nothingKept,
  });
  return renders.run(client, render);
}
