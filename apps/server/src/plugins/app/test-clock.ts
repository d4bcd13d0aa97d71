// A clock the end-to-end tests move (the spins come back after midnight Eastern; a deletion's grace period ends):
// with TEST_CLOCK=1 in demo mode the app runs on the system clock plus an offset (clock.ts), and POST /api/test/clock
// { offsetMs } from this machine sets the offset, then runs the app's scheduled sweeps (schedule.ts). Outside the
// contract on purpose (no client calls it; the fuzz and authorization suites never see it). Production mode refuses
// TEST_CLOCK (config.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { thisMachineOnly } from '../../http/this-machine.ts';

export class TestClock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** The test clock when the config turns it on (demo mode with TEST_CLOCK=1), else null. */
export function testClockFrom(config: Pick<Config, 'testClock'>): TestClock | null {
  return config.testClock ? new TestClock() : null;
}

const MAX_OFFSET_MS = 366 * 86_400_000;

/** POST /api/test/clock: registered after the app plugins, so their hooks (XSRF aside) apply to it. */
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
      // The hourly sweeps would have run during the time skipped: purges and expiries now due happen before the answer.
      await app.schedule.runAll();
      return { data: { offsetMs, now: options.clock.now().toISOString() } };
    },
  );
}
