import type { Plan as WirePlan } from '@app/contract';
import { microPlan, solidgateProducts, webProducts } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Plan } from '../../db/schema.ts';
import { priceFromCents } from '../../shared/wire.ts';
import { contractRoute } from '../../http/route.ts';

const toWire = (plan: Plan): WirePlan => ({
  id: plan.id,
  kind: plan.kind,
  name: plan.name,
  months: plan.months,
  price: priceFromCents(plan.priceCents),
  priceCents: plan.priceCents,
  currency: 'USD',
  description: plan.description,
  isDefault: plan.isDefault,
});

const plansBody = (plans: Plan[]) => ({ data: { Plans: plans.map(toWire) } });

/**
 * Plans from the database: subscriptions and discount offers, the micro plans (the boost, then the spin game's extra
 * spins), and card-sold products.
 */
export default async function billingRoutes(app: FastifyInstance) {
  const { plans } = app.repos;
  contractRoute(app, webProducts, 'public', async () =>
    plansBody(await plans.ofKinds(['subscription', 'discount'])),
  );
  const microKinds: Plan['kind'][] = ['boost', 'spins'];
  contractRoute(app, microPlan, 'public', async () =>
    plansBody(
      (await plans.ofKinds(microKinds)).sort(
        (a, b) => microKinds.indexOf(a.kind) - microKinds.indexOf(b.kind),
      ),
    ),
  );
  contractRoute(app, solidgateProducts, 'public', async () => plansBody(await plans.soldByCard()));
}
