// A clock the end-to-end tests move (the spins come back after midnight Eastern): with TEST_CLOCK=1 in demo mode the
// app runs on the system clock plus an offset, and POST /api/test/clock { offsetMs } from this machine sets the
// offset. Outside the contract on purpose (no client calls it; the fuzz and authorization suites never see it).
// Production mode refuses TEST_CLOCK (config.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { thisMachineOnly } from '../../http/this-machine.ts';

export interface TestClock {
  now(): Date;
  offsetMs: number;
}

/** The test clock when the config turns it on (demo mode with TEST_CLOCK=1), else null. */
export function testClockFrom(config: Pick<Config, 'testClock'>): TestClock | null {
  if (!config.testClock) return null;
  const clock: TestClock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

const MAX_OFFSET_MS = 366 * 86_400_000;

export default async function testClockRoutes(app: FastifyInstance, options: { clock: TestClock }) {
  app.post(
    '/api/test/clock',
    { config: { xsrf: false }, preHandler: thisMachineOnly },
    async (request, reply) => {
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
    },
  );
}
