// Spending a spin is atomic: the member's row is locked first, so 20 spins at once with 1 spin left give exactly
// one 200 and nineteen 409 `no_spins_left`, and the spins and credits tables agree with that.
import { apiErrorBody, spinErrorCodes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dailyMatches, spinCredits, spins } from '../../../src/db/schema.ts';
import { describeBackends } from '../../helper.ts';
import { loginAs, memberWithCandidates, spin, state, useSpinApps } from './spin-app.ts';

const PARALLEL = 20;

describeBackends('spinning concurrently', (backend) => {
  const build = useSpinApps(backend);

  const fire = async (left: 'daily' | 'extra') => {
    const { app } = await build();
    const { member } = await memberWithCandidates(backend, 12);
    if (left === 'extra') {
      // The day's spin used, one extra spin left.
      await backend.db.insert(spins).values({ memberId: member.id, day: '2026-06-15', spent: 'daily' });
      await backend.db.insert(spinCredits).values({ memberId: member.id, delta: 1, source: 'wheel' });
    }
    const client = await loginAs(app, member.email);
    expect(await state(client)).toMatchObject(
      left === 'daily' ? { dailyLeft: 1, extraLeft: 0 } : { dailyLeft: 0, extraLeft: 1 },
    );
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => spin(client)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(apiErrorBody.parse(refused.json()).error.code).toBe(spinErrorCodes.noSpinsLeft);

    const rows = await backend.db.select().from(spins).where(eq(spins.memberId, member.id));
    expect(rows.filter((r) => r.spent === left)).toHaveLength(1);
    const ledger = await backend.db.select().from(spinCredits).where(eq(spinCredits.memberId, member.id));
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
    expect(ledger.filter((row) => row.source === 'spent')).toHaveLength(left === 'extra' ? 1 : 0);
    const revealed = await backend.db.select().from(dailyMatches).where(eq(dailyMatches.memberId, member.id));
    expect(revealed).toHaveLength(10);
    expect(revealed.filter((r) => r.revealedAt !== null)).toHaveLength(1);
    expect(await state(client)).toMatchObject({ dailyLeft: 0, extraLeft: 0, poolLeft: 9 });
  };

  it(`${PARALLEL} spins at once with 1 daily spin left: exactly one succeeds`, () => fire('daily'));
  it(`${PARALLEL} spins at once with 1 extra spin left: exactly one succeeds`, () => fire('extra'));
});
