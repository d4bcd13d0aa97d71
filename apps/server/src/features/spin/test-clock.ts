// A clock the end-to-end tests move (the spins come back after midnight Eastern): with TEST_CLOCK=1 the app runs on
// the system clock plus an offset, and POST /api/test/clock { offsetMs } sets the offset. Outside the contract on
// purpose (no client calls it; the fuzz and authorization suites never see it). Refused in production.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

export interface TestClock {
  now(): Date;
  offsetMs: number;
}

/** The test clock when TEST_CLOCK=1, else null; throws when asked for in production. */
export function testClockFrom(env: NodeJS.ProcessEnv, config: Pick<Config, 'env'>): TestClock | null {
  if (env.TEST_CLOCK !== '1') return null;
  if (config.env === 'production')
    throw new Error('TEST_CLOCK=1 is for tests: refusing to start in production');
  const clock: TestClock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

const MAX_OFFSET_MS = 366 * 86_400_000;

export default async function testClockRoutes(app: FastifyInstance, options: { clock: TestClock }) {
  app.post('/api/test/clock', { config: { xsrf: false } }, async (request, reply) => {
    const offsetMs = (request.body as { offsetMs?: unknown } | undefined)?.offsetMs;
    if (typeof offsetMs !== 'number' || !Number.isInteger(offsetMs) || Math.abs(offsetMs) > MAX_OFFSET_MS)
      return reply.code(400).send({
        error: {
          code: 'invalid_request',
          message: 'offsetMs: an integer of milliseconds',
          field: 'offsetMs',
        },
      });
    options.clock.offsetMs = offsetMs;
    return { data: { offsetMs, now: options.clock.now().toISOString() } };
  });
}
