// POST /api/user/billing/purchases: pays for a plan with a card. The server prices it and answers the same purchase
// for the same idempotency key, so the form sends one key per payment attempt (a double click or a retry after a
// lost answer never charges twice). A paid purchase changes the member's permissions at once: the checkout page
// flushes them (forceReload=1) and writes the membership, so the gated page opens without a reload.
import type { Purchase, PurchaseBody } from '@app/contract';
import { loadContract } from '@app/client';
import { http } from '../../../lib/client';

export const purchasePlan = async (body: PurchaseBody): Promise<Purchase> =>
  (await http.call((await loadContract()).createPurchase, { body })).data;

/** Finishes the sandbox's 3-D Secure step: the member approved (or failed) the bank's check. */
export const finishChallenge = async (reference: string, approve: boolean): Promise<Purchase> =>
  (await http.call((await loadContract()).completeChallenge, { params: { reference }, body: { approve } }))
    .data;
