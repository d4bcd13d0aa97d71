// The checkouts a story or test can start from: the free demo login (who never paid) about to pay, with the billing
// calls slow or failing, or having paid once (a receipt to show). `db.reset()` keeps the state (it is part of the seed).
import type { Purchase } from '@app/contract';
import { MOCK_NOW, iso } from '../clock.ts';
import { memberIds } from '../factories.ts';
import type { HandlerGroups } from '../groups.ts';
import { createHandlerGroups } from '../groups.ts';
import type { HandlerOptions } from '../respond.ts';
import { seedSession } from '../scenarios.ts';
import type { MockStore } from '../store.ts';
import { createStore } from '../store.ts';
import { applyPurchase } from './checkout.ts';

/** The receipt of the `paid` scenario. */
export const PAID_REFERENCE = 'SPK-PAID000001';

function paidOnce(store: MockStore): void {
  const plan = store.plans.find((candidate) => candidate.id === 'subscription-1-month')!;
  const card = { brand: 'Visa', last4: '4242' };
  const purchase: Purchase = {
    reference: PAID_REFERENCE,
    status: 'succeeded',
    planId: plan.id,
    planName: plan.name,
    kind: plan.kind,
    amountCents: plan.priceCents,
    currency: 'USD',
    cardBrand: card.brand,
    cardLast4: card.last4,
    createdAt: iso(MOCK_NOW),
    paidAt: iso(MOCK_NOW),
    declineReason: null,
    challengeUrl: null,
  };
  store.purchases.set(PAID_REFERENCE, {
    memberId: memberIds.free,
    idempotencyKey: 'seeded-paid-once-0001',
    purchase,
  });
  applyPurchase(store, memberIds.free, plan, card, MOCK_NOW);
}

export const checkoutScenarioSetups = {
  /** The free demo login, never paid: the payment form, the sandbox's cards reach every outcome. */
  choosing: () => {},
  /** Every payment waits forever: the processing state. */
  processing: (store: MockStore) => {
    store.billingFaults.purchaseDelay = 'infinite';
  },
  /** The first billing call fails (500, nothing stored); a retry with the same key pays. */
  networkDown: (store: MockStore) => {
    store.billingFaults.fail = 1;
  },
  /** Paid 1 Month with Visa 4242 at MOCK_NOW: the receipt and an active membership. */
  paid: paidOnce,
} satisfies Record<string, (store: MockStore) => void>;

export type CheckoutScenarioName = keyof typeof checkoutScenarioSetups;

/** A session store with the free demo login in checkout state `name`, and its handler groups. */
export function checkoutScenario(
  name: CheckoutScenarioName,
  options: HandlerOptions = {},
): { db: MockStore; handlers: HandlerGroups } {
  const db = createStore((store) => {
    seedSession(store, memberIds.free);
    checkoutScenarioSetups[name](store);
  });
  return { db, handlers: createHandlerGroups(db, options) };
}
