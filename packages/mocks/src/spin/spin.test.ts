import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SpinResult, SpinState } from '@app/contract';
import {
  DAILY_MATCH_POOL,
  EXTRA_SPINS_PER_PURCHASE,
  INSTANT_WIN_BOOST_MINUTES,
  getSpin,
  microPlan,
  spinErrorCodes,
  spinWheel,
} from '@app/contract';
import { MOCK_NOW } from '../clock.ts';
import { memberIds } from '../factories.ts';
import { allHandlers } from '../groups.ts';
import { pair } from '../store.ts';
import { easternDay, nextEasternMidnight, spinRulesOf } from './rules.ts';
import type { SpinScenarioName } from './scenarios.ts';
import { segmentOf, spinScenario } from './scenarios.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://localhost';

function open(name: SpinScenarioName) {
  const { db, handlers } = spinScenario(name);
  server.use(...allHandlers(handlers));
  return db;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  const json = (await response.json()) as {
    data?: T;
    error?: { code: string; message: string; field?: string };
  };
  return { status: response.status, data: json.data!, error: json.error };
}

const state = () =>
  call<SpinState>('GET', getSpin.path).then((answer) => getSpin.response.parse(answer).data);
const spin = (body: { double?: boolean } = {}) =>
  call<{ spin: SpinResult; state: SpinState }>('POST', spinWheel.path, body);

describe('the spin clock (US Eastern)', () => {
  it('counts the day in New York and resets at its next midnight, across the DST changes', () => {
    expect(easternDay(MOCK_NOW)).toBe('2026-11-20');
    expect(easternDay(new Date('2026-11-21T04:59:59Z'))).toBe('2026-11-20');
    expect(nextEasternMidnight(MOCK_NOW).toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(nextEasternMidnight(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-02T04:00:00.000Z',
    );
    // 2026-03-08 and 2026-11-01: the day of the change starts in the old offset, the next in the new one.
    expect(nextEasternMidnight(new Date('2026-03-07T12:00:00Z')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(nextEasternMidnight(new Date('2026-03-08T12:00:00Z')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(nextEasternMidnight(new Date('2026-10-31T12:00:00Z')).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(nextEasternMidnight(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });
});

describe('spin handlers', () => {
  it('gives a free member 1 daily spin that reveals a match, then 409 no_spins_left with the reset time', async () => {
    const db = open('fresh');
    const before = await state();
    expect(before).toMatchObject({
      dailyAllowance: 1,
      dailyLeft: 1,
      extraLeft: 0,
      doubleLeft: 0,
      matches: [],
    });
    expect(before.resetsAt).toBe('2026-11-21T05:00:00.000Z');
    expect(before.poolLeft).toBe(DAILY_MATCH_POOL);

    const first = await spin();
    expect(first.status).toBe(200);
    expect(first.data.spin).toMatchObject({ spent: 'daily', double: false });
    expect(first.data.spin.outcomes).toEqual([
      expect.objectContaining({ kind: 'match', segment: segmentOf('match') }),
    ]);
    const match = first.data.spin.outcomes[0]!.matches[0]!;
    expect(first.data.state).toMatchObject({ dailyLeft: 0, poolLeft: DAILY_MATCH_POOL - 1 });
    expect(first.data.state.matches).toEqual([expect.objectContaining({ member: match, status: 'new' })]);
    // The counters poll says the same.
    expect(db.currentMember()!.counters.dailySpinsLeft).toBe(0);

    const refused = await spin();
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: spinErrorCodes.noSpinsLeft });
    expect(refused.error!.message).toContain('12:00 AM ET');
  });

  it('picks daily matches the pairing allows both ways, never a blocked or already liked member', () => {
    const db = open('fresh');
    const rules = spinRulesOf(db);
    const me = db.community.get(memberIds.free)!;
    const pool =
      db.dailyMatchPools.get(memberIds.free) ??
      (rules.state(memberIds.free), db.dailyMatchPools.get(memberIds.free)!);
    expect(pool.pool).toHaveLength(DAILY_MATCH_POOL);
    for (const id of pool.pool) {
      const other = db.community.get(id)!;
      expect(me.seeking).toContain(other.gender);
      expect(other.seeking).toContain(me.gender);
      expect(db.blocks.has(pair(id, memberIds.free)) || db.blocks.has(pair(memberIds.free, id))).toBe(false);
      expect(db.likes.has(pair(memberIds.free, id))).toBe(false);
    }
  });

  it('spends extra spins after the daily ones; the wheel can win another, or a boost', async () => {
    const db = open('extrasLeft');
    expect(await state()).toMatchObject({ dailyLeft: 0, extraLeft: 2, matches: [expect.anything()] });
    const boost = await spin();
    expect(boost.data.spin).toMatchObject({ spent: 'extra', outcomes: [{ kind: 'boost', matches: [] }] });
    expect(boost.data.state.extraLeft).toBe(1);
    expect(db.boosts.get(memberIds.free)).toBe(
      new Date(MOCK_NOW.getTime() + INSTANT_WIN_BOOST_MINUTES * 60_000).toISOString(),
    );
    db.spinScript = [segmentOf('extra-spin')];
    const extra = await spin();
    expect(extra.data.spin.outcomes[0]!.kind).toBe('extra-spin');
    expect(extra.data.state.extraLeft).toBe(1);
  });

  it('gives a full member 3 daily spins and one double spin a day with two results', async () => {
    open('fullMemberDouble');
    expect(await state()).toMatchObject({ dailyAllowance: 3, dailyLeft: 3, doubleLeft: 1 });
    const double = await spin({ double: true });
    expect(double.data.spin).toMatchObject({ spent: 'daily', double: true });
    expect(double.data.spin.outcomes.map((outcome) => [outcome.kind, outcome.matches.length])).toEqual([
      ['match', 1],
      ['double-match', 2],
    ]);
    expect(double.data.state).toMatchObject({ dailyLeft: 2, doubleLeft: 0 });
    expect(double.data.state.matches).toHaveLength(3);
    const again = await spin({ double: true });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe(spinErrorCodes.noDoubleLeft);
  });

  it('refuses a double spin to a free member', async () => {
    open('fresh');
    const refused = await spin({ double: true });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe(spinErrorCodes.noDoubleLeft);
    expect((await state()).dailyLeft).toBe(1);
  });

  it('gives the spin back when the pool has no one left', async () => {
    const db = open('fresh');
    spinRulesOf(db).state(memberIds.free);
    db.dailyMatchPools.get(memberIds.free)!.pool = [];
    const given = await spin();
    expect(given.data.spin).toMatchObject({ spent: 'none', outcomes: [{ kind: 'no-match' }] });
    expect(given.data.state.dailyLeft).toBe(1);
  });

  it('brings the daily spins back on the next Eastern day, keeping extras', () => {
    const db = open('noSpinsLeft');
    let now = MOCK_NOW;
    const rules = spinRulesOf(db, () => now);
    db.spinCredits.push({ memberId: memberIds.free, delta: 1, reason: 'wheel', at: MOCK_NOW.toISOString() });
    expect(rules.state(memberIds.free)).toMatchObject({ dailyLeft: 0, extraLeft: 1 });
    now = new Date('2026-11-21T04:59:00Z');
    expect(rules.state(memberIds.free).dailyLeft).toBe(0);
    now = new Date('2026-11-21T05:00:00Z');
    expect(rules.state(memberIds.free)).toMatchObject({ dailyLeft: 1, extraLeft: 1, matches: [] });
  });

  it('skips a match (it stays, as skipped), a like makes it liked, a like back mutual; others are 404', async () => {
    const db = open('noSpinsLeft');
    const [match] = (await state()).matches;
    const id = match!.member.id;
    const skipped = await call<SpinState>('POST', `/api/user/spin/matches/${id}/skip`);
    expect(skipped.data.matches[0]!.status).toBe('skipped');
    db.likes.set(pair(memberIds.free, id), MOCK_NOW.getTime());
    expect((await state()).matches[0]!.status).toBe('liked');
    db.likes.set(pair(id, memberIds.free), MOCK_NOW.getTime());
    expect((await state()).matches[0]!.status).toBe('mutual');
    expect((await call('POST', '/api/user/spin/matches/999999/skip')).status).toBe(404);
    expect((await call('POST', '/api/user/spin/matches/abc/skip')).error).toMatchObject({
      field: 'memberId',
    });
  });

  it('answers 500 without spending when the spin fails, and 401 when nobody is logged in', async () => {
    const db = open('spinFails');
    expect((await spin()).status).toBe(500);
    expect((await state()).dailyLeft).toBe(1);
    db.sessionMemberId = null;
    expect((await spin()).status).toBe(401);
  });

  it('sells extra spins through checkout and lists them after the boost in the microplan answer', async () => {
    const db = open('fresh');
    const plans = await call<{ Plans: { id: string; kind: string }[] }>('GET', microPlan.path);
    expect(plans.data.Plans.map((plan) => plan.kind)).toEqual(['boost', 'spins']);
    const bought = await call('POST', '/api/user/billing/purchases', {
      planId: 'extra-spins-3',
      amountCents: 299,
      idempotencyKey: 'spin-purchase-key-0001',
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        name: 'Ann Lee',
        zip: '10001',
      },
    });
    expect(bought.status, JSON.stringify(bought.error)).toBe(200);
    expect((await state()).extraLeft).toBe(EXTRA_SPINS_PER_PURCHASE);
    expect(db.memberships.get(memberIds.free)).toBeUndefined();
  });
});
