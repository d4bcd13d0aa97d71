// The plan catalog, served from the database in the legacy wire shapes.
import {
  DISCOUNT_PLAN_TEXT,
  EXTRA_SPINS_PLAN_ID,
  microPlan,
  solidgateProducts,
  webProducts,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { plans } from '../../../src/db/schema.ts';
import { describeBackends, parseBody } from '../../helper.ts';

describeBackends('plans', (backend) => {
  it('serves plans from the database under data.Plans', async () => {
    const app = await backend.build();
    const query = '?action=upgrade&method=card&continueURL=%2Finbox&headline=wlm&version=2';

    const web = parseBody(webProducts.response, await app.inject(`${webProducts.path}${query}`)).data.Plans;
    expect(web.filter((plan) => plan.kind === 'subscription').length).toBeGreaterThanOrEqual(2);
    expect(web.find((plan) => plan.kind === 'discount')?.description).toBe(DISCOUNT_PLAN_TEXT);
    expect(web.filter((plan) => plan.isDefault)).toHaveLength(1);

    // The micro plans: the boost first, then the spin game's extra spins.
    const micro = parseBody(microPlan.response, await app.inject(`${microPlan.path}${query}`)).data.Plans;
    expect(micro.map((plan) => [plan.kind, plan.id])).toEqual([
      ['boost', 'boost-30-minutes'],
      ['spins', EXTRA_SPINS_PLAN_ID],
    ]);

    const card = parseBody(solidgateProducts.response, await app.inject(solidgateProducts.path)).data.Plans;
    expect(card.length).toBeGreaterThan(0);
    expect(card.every((plan) => plan.kind !== 'boost')).toBe(true);

    // The database is the source: a price change shows at once.
    await backend.db.update(plans).set({ priceCents: 1234 }).where(eq(plans.kind, 'boost'));
    const changed = parseBody(microPlan.response, await app.inject(microPlan.path)).data.Plans;
    expect(changed[0]?.price).toBe('12.34');
  });
});
