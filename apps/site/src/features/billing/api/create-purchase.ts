// POST /api/user/billing/purchases: pays for a plan with a card. The server prices it and answers the same purchase
// for the same idempotency key, and the key is the checkout's (api/checkout.ts): a double click, a retry after a lost
// answer, a reload or a second tab never charges twice. A paid purchase changes the member's permissions at once:
// the checkout page reads them again and tells the other tabs (lib/membership.ts), so the gated page opens without a
// reload.
import type { Purchase, PurchaseBody } from '@app/contract';
import { http } from '../../../lib/client';

export const purchasePlan = async (body: PurchaseBody): Promise<Purchase> =>
  (await http.call('createPurchase', { body })).data;

/** Finishes the sandbox's 3-D Secure step: the member approved (or failed) the bank's check. */
export const finishChallenge = async (reference: string, approve: boolean): Promise<Purchase> =>
  (await http.call('completeChallenge', { params: { reference }, body: { approve } })).data;
