// Which endpoints of the contract a backend does not answer. The parity test runs it against the real server's
// route table and the MSW handlers, with the endpoint list taken from the contract (allEndpoints), so a new endpoint
// without a server route or a mock handler fails the suite instead of going unnoticed.
import type { Endpoint } from '@app/contract';
import type { HttpHandler } from 'msw';

/** `METHOD /path` of every endpoint the backend does not answer, in the map's order. */
export function missingEndpoints(
  endpoints: Readonly<Record<string, Endpoint>>,
  answers: (endpoint: Endpoint) => boolean,
): string[] {
  return Object.entries(endpoints)
    .filter(([, endpoint]) => !answers(endpoint))
    .map(([name, endpoint]) => `${name}: ${endpoint.method} ${endpoint.path}`);
}

/** Does one of `handlers` answer `endpoint` (same method, the contract's path on any origin)? */
export const mswAnswers =
  (handlers: readonly HttpHandler[]) =>
  (endpoint: Endpoint): boolean =>
    handlers.some(
      (handler) => handler.info.method === endpoint.method && handler.info.path === `*${endpoint.path}`,
    );

/** Does the Fastify app route `endpoint` (same method, the contract's path)? */
export const serverAnswers =
  (app: { hasRoute(options: { method: string; url: string }): boolean }) =>
  (endpoint: Endpoint): boolean =>
    app.hasRoute({ method: endpoint.method, url: endpoint.path });

/** The values of a module that look like endpoints (method, path, response schema). */
export const endpointsExportedBy = (module: Record<string, unknown>): Endpoint[] =>
  Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Endpoint).method === 'string' &&
      typeof (value as Endpoint).path === 'string' &&
      typeof (value as Endpoint).response === 'object',
  );
