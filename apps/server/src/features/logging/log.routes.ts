import {
  desktopLog,
  errorCodes,
  errorCopy,
  LOG_ANONYMOUS_BATCHES_PER_MINUTE,
  LOG_ANONYMOUS_MAX_BYTES,
  LOG_ANONYMOUS_MAX_ENTRIES,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { LOG_THROTTLE_SECONDS } from './log-throttle.repository.ts';

const anonymousTooLarge = () =>
  new ApiError(
    413,
    errorCodes.invalidRequest,
    `Without a session a log batch may carry at most ${LOG_ANONYMOUS_MAX_BYTES} bytes.`,
    'body',
  );

/** Whether the request carries a valid session (looked up once per request, then cached by the auth plugin). */
const isAnonymous = async (app: FastifyInstance, request: FastifyRequest) =>
  (await app.auth.currentMember(request)) === null;

/**
 * Client log batches; retried batches are harmless because entries are keyed by their uuid. A member's batch may be
 * as large as the contract allows (what the client's log queue sends); without a session a batch is small
 * (entries and bytes) and an address may send only a few a minute.
 */
export default async function logRoutes(app: FastifyInstance) {
  // Before the body is read: an anonymous body announced as too large is refused without parsing it.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const length = Number(request.headers['content-length']);
    if (length > LOG_ANONYMOUS_MAX_BYTES && (await isAnonymous(app, request))) throw anonymousTooLarge();
    return payload;
  });

  contractRoute(app, desktopLog, 'optional', async ({ body, member, request }) => {
    if (!member) {
      // A body sent without a length (chunked) is measured as parsed.
      if (Buffer.byteLength(JSON.stringify(body)) > LOG_ANONYMOUS_MAX_BYTES) throw anonymousTooLarge();
      if (body.logArr.length > LOG_ANONYMOUS_MAX_ENTRIES) {
        throw new ApiError(
          400,
          errorCodes.invalidRequest,
          `Without a session a log batch may carry at most ${LOG_ANONYMOUS_MAX_ENTRIES} entries.`,
          'logArr',
        );
      }
      if ((await app.repos.logThrottle.count(request.ip)) > LOG_ANONYMOUS_BATCHES_PER_MINUTE) {
        throw new ApiError(429, errorCodes.rateLimited, errorCopy.rate_limited('logBatches', 1), undefined, {
          'retry-after': String(LOG_THROTTLE_SECONDS),
        });
      }
    }
    const result = await app.repos.logs.store(member?.id ?? null, body.logArr);
    return { success: true, data: result };
  });
}
