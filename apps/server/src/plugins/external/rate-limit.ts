import { errorCodes, errorCopy } from '@app/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { rateLimitsRepository } from '../../db/rate-limits.ts';
import { ApiError } from '../../http/errors.ts';

const WINDOW_MS = 60_000;
const KEY_PREFIX = 'flood:';

/**
 * A per-address flood guard on /api (RATE_LIMIT_MAX requests a minute; 0 turns it off). The hits are counted in the
 * database's rate_limits, as every other limit is, so N servers behind one proxy allow the limit once, not N times.
 * Wrong passwords have their own stricter limit in the login route.
 */
export default fp(
  async (app) => {
    const max = app.config.rateLimitMax;
    if (max === 0) return;
    const repo = rateLimitsRepository(app.database.db);
    class DatabaseStore implements FastifyRateLimitStore {
      incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
        repo.count(`${KEY_PREFIX}${key}`, timeWindow).then(
          ({ hits, waitMs }) => callback(null, { current: hits, ttl: Math.max(0, waitMs) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      }
      child() {
        return this;
      }
    }
    await app.register(rateLimit, {
      max,
      timeWindow: WINDOW_MS,
      store: DatabaseStore,
      // The guard protects the service: when its own count cannot be read (the database is down), the request goes
      // on to fail or succeed on its merits rather than being refused for the guard's sake.
      skipOnError: true,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          429,
          errorCodes.rateLimited,
          errorCopy.rate_limited('requests', Math.max(1, Math.ceil(context.ttl / 60_000))),
          undefined,
          {
            'retry-after': String(Math.ceil(context.ttl / 1000)),
          },
        ),
    });
    // Ended windows are of no use: without this the table would keep a row for every address ever seen.
    const sweep = () =>
      repo
        .sweep(KEY_PREFIX, WINDOW_MS)
        .catch((err: unknown) => app.log.warn({ err }, 'flood guard sweep failed'));
    const timer = setInterval(() => void sweep(), 10 * WINDOW_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['config', 'database'] },
);
