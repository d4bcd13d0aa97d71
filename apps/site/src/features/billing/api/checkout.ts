// POST /api/user/billing/checkouts and GET …/checkouts/:checkoutId: the member's checkout of a plan, kept by the
// server from the moment the page opens, with the key its payment uses. Every tab and reload of the checkout page
// shares it: the page keeps its id in the URL (so a reload reads that very checkout, even once paid) and asks again
// while a payment of it is on its way.
import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Checkout } from '@app/contract';
import { ApiError } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

/** How often a checkout whose payment is on its way is asked again. */
export const CHECKOUT_POLL_MS = 1000;

export const openCheckout = async (planId: string): Promise<Checkout> =>
  (await http.call('openCheckout', { body: { planId } })).data;

export const fetchCheckout = async (checkoutId: string): Promise<Checkout> =>
  (await http.call('getCheckout', { params: { checkoutId } })).data;

/** The checkout `checkoutId` names when it is this member's checkout of this plan; else their open one (or a new one). */
async function checkoutOf(planId: string, checkoutId: string | null): Promise<Checkout> {
  if (checkoutId) {
    try {
      const named = await fetchCheckout(checkoutId);
      if (named.planId === planId) return named;
    } catch (error) {
      // Another member's (a link shared, a new login) or no such checkout: the member's own open one instead.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return openCheckout(planId);
}

/**
 * The checkout as one visit of the checkout page reads it: `checkoutId` is the one its URL named when it opened (a
 * reload) or null (a new visit: the member's open checkout, or a new one). Once read, the visit keeps reading that
 * same checkout, paid or not; the next visit starts afresh (nothing is kept once the page is left).
 */
export const checkoutQueryOptions = (queryClient: QueryClient, planId: string, checkoutId: string | null) => {
  const queryKey = queryKeys.billing.checkout(planId, checkoutId);
  return queryOptions({
    queryKey,
    queryFn: () => checkoutOf(planId, queryClient.getQueryData<Checkout>(queryKey)?.id ?? checkoutId),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? CHECKOUT_POLL_MS : false),
    // A payment's state changes elsewhere (another tab, the bank): the page asks again whenever it is looked at.
    staleTime: 0,
    refetchOnWindowFocus: true,
    gcTime: 0,
  });
};

/** The checkout of `planId` for this visit of the page (`checkoutId`: the one in its URL when it opened). */
export function useCheckout(planId: string, checkoutId: string | null) {
  const queryClient = useQueryClient();
  const [opened] = useState(checkoutId);
  return useQuery(checkoutQueryOptions(queryClient, planId, opened));
}
