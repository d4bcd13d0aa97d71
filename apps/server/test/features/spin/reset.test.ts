// Daily spins reset at midnight America/New_York, computed on the server, on an ordinary day and on the DST days of
// 2026 (23 hours on March 8, 25 on November 1). The day's arithmetic is tested in packages/contract/src/eastern-day.test.ts.
import { getCounters } from '@app/contract';
import { expect, it } from 'vitest';
import { describeBackends, parseBody } from '../../helper.ts';
import { loginAs, memberWithCandidates, spin, spun, state, useSpinApps } from './spin-app.ts';

describeBackends('daily spins reset at midnight Eastern', (backend) => {
  const build = useSpinApps(backend);

  it.each([
    ['an ordinary day', '2026-06-15T03:59:59Z', '2026-06-15T04:00:00Z', '2026-06-16T04:00:00.000Z'],
    ['the spring-forward day', '2026-03-08T04:59:59Z', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00.000Z'],
    [
      'the day after spring-forward',
      '2026-03-09T03:59:59Z',
      '2026-03-09T04:00:00Z',
      '2026-03-10T04:00:00.000Z',
    ],
    ['the fall-back day', '2026-11-01T03:59:59Z', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00.000Z'],
    ['the day after fall-back', '2026-11-02T04:59:59Z', '2026-11-02T05:00:00Z', '2026-11-03T05:00:00.000Z'],
  ])('on %s: used up a second before midnight, back at midnight', async (_, before, midnight, nextReset) => {
    const clock = await build(before);
    const { member } = await memberWithCandidates(backend, 4);
    const client = await loginAs(clock.app, member.email);
    const first = await spun(client);
    expect(first.state).toMatchObject({ dailyLeft: 0, resetsAt: new Date(midnight).toISOString() });
    expect((await spin(client)).statusCode).toBe(409);

    clock.setNow(midnight);
    const fresh = await state(client);
    // A new day: its spins, its pool, and none of yesterday's matches in the list.
    expect(fresh).toMatchObject({ dailyLeft: 1, resetsAt: nextReset, matches: [], poolLeft: 4 });
    const counters = parseBody(getCounters.response, await client.get(getCounters.path)).data;
    expect(counters.dailySpinsLeft).toBe('1');
    expect((await spun(client)).state).toMatchObject({ dailyLeft: 0, resetsAt: nextReset });
  });
});
