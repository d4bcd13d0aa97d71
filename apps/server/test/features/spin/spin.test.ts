// The spin game against the real server: allowances by role, daily spins before extra ones, the double spin, extra
// spins won, earned (20Q) and bought (checkout), the boost outcome, skipping, the pool's eligibility rules, the
// counters agreeing with the spin state, and the day's reset at midnight Eastern.
import {
  DAILY_MATCH_POOL,
  EXTRA_SPINS_PER_PURCHASE,
  EXTRA_SPINS_PLAN_ID,
  INSTANT_WIN_BOOST_MINUTES,
  apiErrorBody,
  dailySpinAllowance,
  errorCopy,
  getCounters,
  microPlan,
  skipDailyMatch,
  spinErrorCodes,
  twentyQuestions,
} from '@app/contract';
import { planCatalog } from '@app/demo-data';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blocks, boosts, likes, spinCredits, spins } from '../../../src/db/schema.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, parseBody } from '../../helper.ts';
import { card } from '../billing/billing-app.ts';
import { loginAs, memberWithCandidates, spin, spun, state, useSpinApps } from './spin-app.ts';

const full = { isFullMember: true, isPayingMember: true } as const;

const errorOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  ...apiErrorBody.parse(response.json()).error,
});

const counters = async (client: TestClient) =>
  parseBody(getCounters.response, await client.get(getCounters.path)).data;

describeBackends('spin the matches', (backend) => {
  const build = useSpinApps(backend);

  it("gives a free member 1 daily spin and a full member 3, each revealing a match from the day's pool", async () => {
    const { app } = await build();
    const { member: free } = await memberWithCandidates(backend, 12);
    const paying = await backend.createMember(full);
    const freeClient = await loginAs(app, free.email);
    const fullClient = await loginAs(app, paying.email);

    const before = await state(freeClient);
    expect(before).toMatchObject({
      dailyAllowance: dailySpinAllowance.free,
      dailyLeft: 1,
      extraLeft: 0,
      doubleLeft: 0,
      matches: [],
      poolLeft: DAILY_MATCH_POOL,
    });
    const { spin: result, state: after } = await spun(freeClient);
    expect(result).toMatchObject({ spent: 'daily', double: false });
    expect(result.outcomes).toHaveLength(1);
    expect(result.outcomes[0]).toMatchObject({ kind: 'match', segment: 0 });
    expect(result.outcomes[0]?.matches).toHaveLength(1);
    expect(after).toMatchObject({ dailyLeft: 0, poolLeft: DAILY_MATCH_POOL - 1 });
    expect(after.matches.map((m) => [m.member.id, m.status])).toEqual([
      [result.outcomes[0]?.matches[0]?.id, 'new'],
    ]);
    const refused = errorOf(await spin(freeClient));
    expect(refused).toMatchObject({ status: 409, code: spinErrorCodes.noSpinsLeft });
    expect(refused.message).toBe(errorCopy.no_spins_left(new Date(after.resetsAt)));
    expect(refused.message).toContain('Jun 16, 2026, 12:00 AM');

    const fullState = await state(fullClient);
    expect(fullState).toMatchObject({ dailyAllowance: dailySpinAllowance.full, dailyLeft: 3, doubleLeft: 1 });
  });

  it('spends daily spins first, then extra ones; a spin with no match left is given back', async () => {
    const { app, land } = await build();
    const { member } = await memberWithCandidates(backend, 1);
    await backend.db
      .insert(spinCredits)
      .values({ memberId: member.id, delta: 2, source: 'purchase', reference: 'SPK-TEST000001' });
    const client = await loginAs(app, member.email);
    expect(await state(client)).toMatchObject({ dailyLeft: 1, extraLeft: 2, poolLeft: 1 });

    const first = await spun(client);
    expect(first.spin.spent).toBe('daily');
    expect(first.state).toMatchObject({ dailyLeft: 0, extraLeft: 2, poolLeft: 0 });

    // The pool is empty: the match segment gives the spin back, nothing is spent.
    const empty = await spun(client);
    expect(empty.spin).toMatchObject({ spent: 'none', outcomes: [{ kind: 'no-match', matches: [] }] });
    expect(empty.state).toMatchObject({ dailyLeft: 0, extraLeft: 2 });

    land('extra-spin');
    const won = await spun(client);
    expect(won.spin.spent).toBe('extra');
    // One spent, one won.
    expect(won.state.extraLeft).toBe(2);
    const ledger = await backend.db
      .select({ delta: spinCredits.delta, source: spinCredits.source, reference: spinCredits.reference })
      .from(spinCredits)
      .where(eq(spinCredits.memberId, member.id))
      .orderBy(spinCredits.id);
    expect(ledger).toEqual([
      { delta: 2, source: 'purchase', reference: 'SPK-TEST000001' },
      { delta: -1, source: 'spent', reference: `spin-${won.spin.id}` },
      { delta: 1, source: 'wheel', reference: `spin-${won.spin.id}` },
    ]);
  });

  it('a double spin: full members only, once a day, two outcomes for one spin', async () => {
    const spinApp = await build();
    const { member: paying } = await memberWithCandidates(backend, 6, full);
    const free = await backend.createMember();
    const client = await loginAs(spinApp.app, paying.email);
    const freeClient = await loginAs(spinApp.app, free.email);

    // One answer for a free member and for a full member who used today's: the contract's copy.
    expect(errorOf(await spin(freeClient, true))).toMatchObject({
      status: 409,
      code: spinErrorCodes.noDoubleLeft,
      message: errorCopy.no_double_spin_left,
    });
    expect(await state(freeClient)).toMatchObject({ dailyLeft: 1, doubleLeft: 0 });

    spinApp.land('double-match', 'match');
    const double = await spun(client, true);
    expect(double.spin).toMatchObject({ spent: 'daily', double: true });
    expect(double.spin.outcomes.map((o) => [o.kind, o.matches.length])).toEqual([
      ['double-match', 2],
      ['match', 1],
    ]);
    expect(double.state).toMatchObject({ dailyLeft: 2, doubleLeft: 0, poolLeft: 3 });
    expect(double.state.matches).toHaveLength(3);
    expect(errorOf(await spin(client, true))).toMatchObject({
      status: 409,
      code: spinErrorCodes.noDoubleLeft,
      message: errorCopy.no_double_spin_left,
    });
    // The refused double spent nothing.
    expect(await state(client)).toMatchObject({ dailyLeft: 2, doubleLeft: 0 });
  });

  it('the boost segment grants the instant-win boost', async () => {
    const spinApp = await build();
    const { member } = await memberWithCandidates(backend, 2);
    const client = await loginAs(spinApp.app, member.email);
    spinApp.land('boost');
    const result = await spun(client);
    expect(result.spin).toMatchObject({ spent: 'daily', outcomes: [{ kind: 'boost', matches: [] }] });
    const granted = await backend.db.select().from(boosts).where(eq(boosts.memberId, member.id));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ source: 'instant-win' });
    expect(granted[0]!.endsAt.getTime() - granted[0]!.startsAt.getTime()).toBe(
      INSTANT_WIN_BOOST_MINUTES * 60_000,
    );
    expect(granted[0]!.startsAt.toISOString()).toBe(spinApp.now().toISOString());
  });

  it("the 20Q reward's extra spin is spendable", async () => {
    const { app } = await build();
    const { member } = await memberWithCandidates(backend, 3);
    const client = await loginAs(app, member.email);
    await spun(client);
    for (const question of twentyQuestions.slice(0, 5)) {
      const response = await client.request({
        method: 'PUT',
        url: `/api/user/twenty-q/${question.id}`,
        payload: { answer: 'Tacos, always' },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await state(client)).toMatchObject({ dailyLeft: 0, extraLeft: 1 });
    expect((await spun(client)).spin.spent).toBe('extra');
    expect(await state(client)).toMatchObject({ dailyLeft: 0, extraLeft: 0 });
    expect(errorOf(await spin(client)).code).toBe(spinErrorCodes.noSpinsLeft);
  });

  it(`buying ${EXTRA_SPINS_PLAN_ID} through checkout adds ${EXTRA_SPINS_PER_PURCHASE} extra spins`, async () => {
    const { app } = await build();
    const { member } = await memberWithCandidates(backend, 5);
    const client = await loginAs(app, member.email);
    const micro = parseBody(microPlan.response, await client.get(microPlan.path)).data.Plans;
    expect(micro.map((plan) => plan.kind)).toEqual(['boost', 'spins']);
    const plan = planCatalog.find((p) => p.id === EXTRA_SPINS_PLAN_ID)!;
    const bought = await client.post('/api/user/billing/purchases', {
      planId: plan.id,
      amountCents: plan.priceCents,
      idempotencyKey: 'spin-test-extra-spins-0001',
      card: card(),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const reference = (bought.json() as { data: { reference: string; status: string } }).data;
    expect(reference.status).toBe('succeeded');
    const ledger = await backend.db.select().from(spinCredits).where(eq(spinCredits.memberId, member.id));
    expect(ledger).toMatchObject([
      { delta: EXTRA_SPINS_PER_PURCHASE, source: 'purchase', reference: reference.reference },
    ]);
    // A retry with the same key charges and credits nothing more.
    await client.post('/api/user/billing/purchases', {
      planId: plan.id,
      amountCents: plan.priceCents,
      idempotencyKey: 'spin-test-extra-spins-0001',
      card: card(),
    });
    expect(await state(client)).toMatchObject({ dailyLeft: 1, extraLeft: EXTRA_SPINS_PER_PURCHASE });
    await spun(client);
    expect((await spun(client)).spin.spent).toBe('extra');
    expect(await state(client)).toMatchObject({ extraLeft: EXTRA_SPINS_PER_PURCHASE - 1 });
  });

  it("skips one of today's revealed matches; anyone else is 404", async () => {
    const { app } = await build();
    const { member, candidates } = await memberWithCandidates(backend, 3, full);
    const client = await loginAs(app, member.email);
    const { spin: result } = await spun(client);
    const shown = result.outcomes[0]!.matches[0]!.id;
    const notShown = candidates.find((c) => c.id !== shown)!.id;

    const skipped = await client.post(skipDailyMatch.path.replace(':memberId', String(shown)));
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(parseBody(skipDailyMatch.response, skipped).data.matches).toMatchObject([
      { member: { id: shown }, status: 'skipped' },
    ]);
    for (const id of [notShown, member.id, 2 ** 31 - 1]) {
      const response = await client.post(skipDailyMatch.path.replace(':memberId', String(id)));
      expect(errorOf(response)).toMatchObject({ status: 404, code: 'not_found' });
    }
    // Liking a match shows as liked, and as mutual once they like back.
    const liked = await client.post('/api/user/likes/add', { memberId: shown });
    expect(liked.statusCode, liked.body).toBe(200);
    expect((await state(client)).matches[0]?.status).toBe('liked');
    await backend.db.insert(likes).values({ likerId: shown, likedId: member.id });
    expect((await state(client)).matches[0]?.status).toBe('mutual');
    // A match who blocks the member disappears from the list, and cannot be skipped any more.
    await backend.db.insert(blocks).values({ blockerId: shown, blockedId: member.id });
    expect((await state(client)).matches).toEqual([]);
    const gone = await client.post(skipDailyMatch.path.replace(':memberId', String(shown)));
    expect(errorOf(gone).status).toBe(404);
  });

  it('the pool: preferences both ways, no blocks either way, no mutuals, nobody already liked, active only', async () => {
    const { app } = await build();
    const me = await backend.createMember({ gender: 'woman', seeking: ['man', 'nonbinary'] });
    const make = (values: Parameters<typeof backend.createMember>[0]) => backend.createMember(values);
    const eligible = [
      await make({ gender: 'man', seeking: ['woman'] }),
      await make({ gender: 'nonbinary', seeking: ['woman', 'man'] }),
    ];
    const notSeekingMe = await make({ gender: 'man', seeking: ['man'] });
    const notSought = await make({ gender: 'woman', seeking: ['woman'] });
    const blockedByMe = await make({ gender: 'man', seeking: ['woman'] });
    const blockedMe = await make({ gender: 'man', seeking: ['woman'] });
    const mutual = await make({ gender: 'man', seeking: ['woman'] });
    const likedByMe = await make({ gender: 'man', seeking: ['woman'] });
    const disabled = await make({ gender: 'man', seeking: ['woman'], disabledAt: new Date() });
    // Liking me does not exclude (they may be my match).
    const likesMe = await make({ gender: 'man', seeking: ['woman'] });
    eligible.push(likesMe);
    await backend.db.insert(blocks).values([
      { blockerId: me.id, blockedId: blockedByMe.id },
      { blockerId: blockedMe.id, blockedId: me.id },
    ]);
    await backend.db.insert(likes).values([
      { likerId: me.id, likedId: mutual.id },
      { likerId: mutual.id, likedId: me.id },
      { likerId: me.id, likedId: likedByMe.id },
      { likerId: likesMe.id, likedId: me.id },
    ]);
    void [notSeekingMe, notSought, disabled];
    const client = await loginAs(app, me.email);
    expect((await state(client)).poolLeft).toBe(eligible.length);
    const revealed: number[] = [];
    // Extra spins for the rest of the pool after the day's one.
    await backend.db.insert(spinCredits).values({ memberId: me.id, delta: eligible.length, source: 'wheel' });
    for (let i = 0; i < eligible.length; i++) {
      const { spin: result } = await spun(client);
      revealed.push(...result.outcomes.flatMap((o) => o.matches.map((m) => m.id)));
    }
    expect(revealed.sort()).toEqual(eligible.map((m) => m.id).sort());
  });

  it('the counters agree with the spin state', async () => {
    const { app } = await build();
    const { member } = await memberWithCandidates(backend, 4, full);
    const client = await loginAs(app, member.email);
    expect((await counters(client)).dailySpinsLeft).toBe('3');
    await spun(client);
    const after = await state(client);
    expect((await counters(client)).dailySpinsLeft).toBe(String(after.dailyLeft));
    expect(after.dailyLeft).toBe(2);
    // A spin given back (no match left) is not counted.
    await backend.db.update(spins).set({ spent: 'none' }).where(eq(spins.memberId, member.id));
    expect((await counters(client)).dailySpinsLeft).toBe('3');
  });
});
