// The `spin` group: the spin state, a spin (daily first, then extra; double for full members) and skipping one of
// today's matches, as the logged-in member. Liking a match is discovery's like call, writing to a match is
// messaging's compose: both read the same store, so a like shows on the spin page and in the lists at once.
import { getSpin, skipDailyMatch, spinWheel } from '@app/contract';
import type { HttpHandler } from 'msw';
import { ApiError } from '../errors.ts';
import type { HandlerOptions } from '../respond.ts';
import { contractHandler, messages } from '../respond.ts';
import type { MockStore } from '../store.ts';
import { errorCodes } from '@app/contract';
import { spinRulesOf } from './rules.ts';

export function spinHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  const rules = spinRulesOf(store);
  const viewer = () => store.currentMember()?.id;
  const handlerOptions = { viewer, ...(options.delay === undefined ? {} : { delay: options.delay }) };
  return [
    contractHandler(
      getSpin,
      () => {
        if (store.spinFaults.state) throw new ApiError(500, errorCodes.internal, messages.internal);
        return { data: rules.state(viewer()!) };
      },
      handlerOptions,
    ),
    contractHandler(
      spinWheel,
      ({ body }) => ({ data: rules.spin(viewer()!, body.double ?? false) }),
      handlerOptions,
    ),
    contractHandler(skipDailyMatch, ({ params }) => ({ data: rules.skip(viewer()!, params.memberId) }), {
      ...handlerOptions,
      memberField: 'memberId',
    }),
  ];
}
