// Plans from the billing calls → what the paywall shows (prices formatted with the client's currency rules).
import type { Plan } from '@app/contract';
import { formatPrice } from '@app/client';
import type { PaywallPlan } from '@app/ui';

const period = (months: number) =>
  months === 0 ? 'one-time' : months === 1 ? 'for 1 month' : `for ${months} months`;

export const toPaywallPlan = (plan: Plan): PaywallPlan => ({
  id: plan.id,
  name: plan.name,
  price: formatPrice(plan.price),
  period: period(plan.months),
  description: plan.description,
  recommended: plan.isDefault,
});
