// GET /api/billing/microplan: the one-time plans offered beside the subscriptions (the boost first, then extra
// spins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { microPlan, Plan, QueryOf } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type MicroPlanQuery = QueryOf<typeof microPlan>;

export const getMicroPlans = async (query: MicroPlanQuery): Promise<Plan[]> =>
  (await http.call('microPlan', { query })).data.Plans;

export const microPlanQueryOptions = (query: MicroPlanQuery) =>
  queryOptions({ queryKey: queryKeys.billing.microPlan(query), queryFn: () => getMicroPlans(query) });

export const useMicroPlans = (query: MicroPlanQuery) => useQuery(microPlanQueryOptions(query));

/** The boost the paywall and the membership page offer: the first one-time plan of kind 'boost'. */
export const boostOf = (plans: readonly Plan[] | undefined): Plan | undefined =>
  plans?.find((plan) => plan.kind === 'boost');
