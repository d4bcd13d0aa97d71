// The spin game's routes: the day's state, a spin of the wheel, skipping a daily match. "Now" is the app's clock
// (plugins/app/clock.ts), which billing reads too, so the tests and the e2e test clock move both together.
import {
  INSTANT_WIN_BOOST_MINUTES,
  errorCodes,
  errorCopy,
  getSpin,
  skipDailyMatch,
  spinWheel,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import type { SegmentPicker } from './spin.repository.ts';

export default async function spinRoutes(app: FastifyInstance, options: { pick: SegmentPicker }) {
  const { spin } = app.repos;
  const now = () => app.clock.now();

  contractRoute(app, getSpin, 'member', async ({ member }) => ({ data: await spin.state(member, now()) }));

  contractRoute(app, spinWheel, 'member', async ({ member, body }) => {
    const at = now();
    const done = await spin.spin(member.id, body.double ?? false, at, options.pick);
    // Granted after the spin is stored: a boost's own transaction queues boosts of one member (billing/boosts.ts).
    for (let i = 0; i < done.boostsWon; i++)
      await app.billing.grantBoost(member.id, 'instant-win', INSTANT_WIN_BOOST_MINUTES);
    const [outcomes, state] = await Promise.all([
      spin.outcomesOf(member.id, done.outcomes, at),
      spin.stateAfter(member, at),
    ]);
    return {
      data: {
        spin: { id: done.id, spent: done.spent, double: done.double, outcomes, at: done.at.toISOString() },
        state,
      },
    };
  });

  contractRoute(app, skipDailyMatch, 'member', async ({ member, params }) => {
    const at = now();
    if (!(await spin.skip(member.id, params.memberId, at)))
      throw new ApiError(404, errorCodes.notFound, errorCopy.not_found('This member'));
    return { data: await spin.stateAfter(member, at) };
  });
}
