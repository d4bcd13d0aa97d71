// Cross-site request forgery guard (double-submit cookie): every response to a request without an `XSRF-TOKEN`
// cookie issues one (readable by the page's JS); every request other than GET/HEAD/OPTIONS must echo it in the
// `X-XSRF-TOKEN` header, or gets 403. A cross-site page can neither read the cookie nor set the header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { errorCodes, errorCopy } from '@app/contract';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

function matches(cookie: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      const valid = cookie !== undefined && TOKEN_SHAPE.test(cookie);
      if (!valid) {
        reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure: app.config.cookieSecure,
          httpOnly: false,
        });
      }
      if (SAFE_METHODS.has(request.method)) return;
      // A route may opt out (`config.xsrf: false`): a signed server-to-server call (the card provider's webhook).
      if (request.routeOptions.config.xsrf === false) return;
      if (!valid || !matches(cookie, request.headers[XSRF_HEADER])) {
        throw new ApiError(403, errorCodes.xsrf, errorCopy.xsrf_token_mismatch);
      }
    });
  },
  { name: 'xsrf', dependencies: ['config', 'cookie'] },
);
