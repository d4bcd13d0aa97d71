// The app's one clock: "now" for billing (periods, renewals, offers, boosts), the spin game's Eastern day and the
// badge counters, so a test or the e2e test clock moves them together. Tests pass their own (AppOptions.clock); with
// TEST_CLOCK=1 in demo mode it is the test clock (test-clock.ts); otherwise the system clock.
import fp from 'fastify-plugin';
import { testClockFrom } from './test-clock.ts';

export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** "Now" for the features whose rules depend on the date (billing, spins, counters). */
    clock: Clock;
  }
}

export interface ClockOptions {
  /** "Now" (tests move it); default: the test clock with TEST_CLOCK=1, else the system clock. */
  now?: () => Date;
}

export default fp<ClockOptions>(
  async (app, options) => {
    const clock: Clock = options.now
      ? { now: options.now }
      : (testClockFrom(app.config) ?? { now: () => new Date() });
    app.decorate('clock', clock);
  },
  { name: 'clock', dependencies: ['config'] },
);
