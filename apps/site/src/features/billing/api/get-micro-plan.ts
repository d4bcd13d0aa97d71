// GET /api/billing/microplan: the boost plan offered beside the subscriptions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan, QueryOf } from '@app/contract';
import { microPlan } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type MicroPlanQuery = QueryOf<typeof microPlan>;

export const getMicroPlan = async (query: MicroPlanQuery): Promise<Plan | undefined> =>
  (await http.call(microPlan, { query })).data.Plans[0];

export const microPlanQueryOptions = (query: MicroPlanQuery) =>
  queryOptions({ queryKey: queryKeys.billing.microPlan(query), queryFn: () => getMicroPlan(query) });

export const useMicroPlan = (query: MicroPlanQuery) => useQuery(microPlanQueryOptions(query));
