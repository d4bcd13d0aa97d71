// API documentation generated from the contract: GET /api/openapi.json (OpenAPI 3.1) and a browsable page at
// GET /api/docs (Swagger UI, whose assets ship inside @fastify/swagger-ui: it works offline). Both are public.
// Each operation's security comes from the access level its route was registered with, so this plugin registers
// before the routes and writes the document once every route is known (onReady).
import type { Endpoint, OpenApiDocument } from '@app/contract';
import { buildOpenApiDocument, endpointMaps } from '@app/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { Access } from '../../http/route.ts';
import { SESSION_COOKIE } from '../app/auth.ts';
import { docsPolicy } from './security-headers.ts';

/** Every contract endpoint group, as the docs page's sections: the contract's own map of groups. */
export const documentedEndpoints: Record<string, Record<string, Endpoint>> = endpointMaps;

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_URL = '/api/docs';

const routeKey = (method: string, url: string) => `${method} ${url}`;

export default fp(
  async (app) => {
    const access = new Map<string, Access>();
    app.addHook('onRoute', (route) => {
      if (!route.config?.access) return;
      for (const method of [route.method].flat())
        access.set(routeKey(method, route.url), route.config.access);
    });

    // @fastify/swagger (static mode) serves this object as it is; it is filled in when the app is ready.
    const document = {} as OpenApiDocument;
    app.addHook('onReady', async () => {
      Object.assign(
        document,
        buildOpenApiDocument({
          groups: documentedEndpoints,
          sessionOf: (endpoint) => access.get(routeKey(endpoint.method, endpoint.path)),
          sessionCookie: SESSION_COOKIE,
          info: {
            description:
              'Generated from packages/contract. Errors always answer `{ error: { code, message, field? } }`.',
          },
        }),
      );
    });

    await app.register(swagger, { mode: 'static', specification: { document } });
    await app.register(swaggerUi, {
      routePrefix: DOCS_URL,
      // No validator badge: it would load an image from validator.swagger.io, which the policy below refuses.
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      // Its own policy on the docs page and its files (replaces the site's, which security-headers sets first).
      staticCSP: docsPolicy({ upgradeInsecureRequests: app.config.cookieSecure }),
    });
    app.get(OPENAPI_URL, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['config', 'security-headers'] },
);
