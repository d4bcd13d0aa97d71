import { errorCodes } from '@app/contract';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/errors.ts';

/**
 * A per-address flood guard on /api (RATE_LIMIT_MAX requests a minute; 0 turns it off). Wrong passwords have their
 * own stricter, database-backed limit in the login route.
 */
export default fp(
  async (app) => {
    const max = app.config.rateLimitMax;
    if (max === 0) return;
    await app.register(rateLimit, {
      max,
      timeWindow: 60_000,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          429,
          errorCodes.rateLimited,
          `Too many requests. Try again in ${context.after}.`,
          undefined,
          {
            'retry-after': String(Math.ceil(context.ttl / 1000)),
          },
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
