// GET /api/user/billing/purchases/:reference: one of the member's purchases (the receipt). A purchase just paid is
// written here by the checkout, so the success page opens without a request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Purchase } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchPurchase = async (reference: string): Promise<Purchase> =>
  (await http.call('getPurchase', { params: { reference } })).data;

export const purchaseQueryOptions = (reference: string) =>
  queryOptions({ queryKey: queryKeys.billing.purchase(reference), queryFn: () => fetchPurchase(reference) });

export const usePurchase = (reference: string | null) =>
  useQuery({ ...purchaseQueryOptions(reference ?? ''), enabled: reference !== null });
