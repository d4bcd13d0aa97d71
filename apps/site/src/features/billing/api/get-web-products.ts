// GET /api/user/billing/webproducts: the plans for the paywall. Plans are kept under localStorage 'spp' for one
// day (client rule), so the paywall opens without a request when the member saw it today.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan, QueryOf, webProducts } from '@app/contract';
import { readCachedPlans, writeCachedPlans } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export type WebProductsQuery = QueryOf<typeof webProducts>;

export async function getWebProducts(query: WebProductsQuery): Promise<Plan[]> {
  const cached = readCachedPlans(localStorage, new Date());
  if (cached) return cached;
  const plans = (await http.call('webProducts', { query })).data.Plans;
  writeCachedPlans(localStorage, plans, new Date());
  return plans;
}

export const webProductsQueryOptions = (query: WebProductsQuery) =>
  queryOptions({ queryKey: queryKeys.billing.webProducts(query), queryFn: () => getWebProducts(query) });

export const useWebProducts = (query: WebProductsQuery) => useQuery(webProductsQueryOptions(query));
