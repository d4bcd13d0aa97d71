// Daily spins reset at midnight America/New_York, computed on the server: the day boundary and the next reset
// around midnight Eastern on an ordinary day and on the DST days of 2026 (23 hours on March 8, 25 on November 1).
import { getCounters } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { easternDay, nextEasternMidnight } from '../../../src/features/spin/eastern.ts';
import { describeBackends, parseBody } from '../../helper.ts';
import { loginAs, memberWithCandidates, spin, spun, state, useSpinApps } from './spin-app.ts';

describe('the Eastern day', () => {
  it.each([
    // An ordinary day (EDT, UTC-4): midnight is 04:00Z.
    ['2026-06-15T03:59:59Z', '2026-06-14', '2026-06-15T04:00:00.000Z'],
    ['2026-06-15T04:00:00Z', '2026-06-15', '2026-06-16T04:00:00.000Z'],
    // Winter (EST, UTC-5): midnight is 05:00Z.
    ['2026-01-20T04:59:59Z', '2026-01-19', '2026-01-20T05:00:00.000Z'],
    ['2026-01-20T05:00:00Z', '2026-01-20', '2026-01-21T05:00:00.000Z'],
    // March 8: the day starts at 05:00Z (EST) and lasts 23 hours; the next starts at 04:00Z (EDT).
    ['2026-03-08T04:59:59Z', '2026-03-07', '2026-03-08T05:00:00.000Z'],
    ['2026-03-08T05:00:00Z', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    ['2026-03-08T06:00:00Z', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    ['2026-03-08T07:00:00Z', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    ['2026-03-09T03:59:59Z', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    ['2026-03-09T04:00:00Z', '2026-03-09', '2026-03-10T04:00:00.000Z'],
    // November 1: the day starts at 04:00Z (EDT) and lasts 25 hours; the next starts at 05:00Z (EST).
    ['2026-11-01T03:59:59Z', '2026-10-31', '2026-11-01T04:00:00.000Z'],
    ['2026-11-01T04:00:00Z', '2026-11-01', '2026-11-02T05:00:00.000Z'],
    ['2026-11-01T04:30:00Z', '2026-11-01', '2026-11-02T05:00:00.000Z'],
    ['2026-11-01T06:30:00Z', '2026-11-01', '2026-11-02T05:00:00.000Z'],
    ['2026-11-02T04:59:59Z', '2026-11-01', '2026-11-02T05:00:00.000Z'],
    ['2026-11-02T05:00:00Z', '2026-11-02', '2026-11-03T05:00:00.000Z'],
  ])('at %s it is %s in New York; spins come back at %s', (instant, day, reset) => {
    expect(easternDay(new Date(instant))).toBe(day);
    expect(nextEasternMidnight(new Date(instant)).toISOString()).toBe(reset);
  });
});

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
