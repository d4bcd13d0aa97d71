// Checkout: the checkout of a plan (one open per member and plan, with the key its payment uses), POST purchases
// (the sandbox's test cards, idempotency keys, the server's own prices), the 3-D Secure step and the receipts. The
// rules are the server's: the price comes from store.plans (the client only echoes it), the same member and key answer
// the same purchase (never a second charge), a declined card stores the attempt but charges nothing and gives its
// checkout a new key, a success moves the membership (or starts a boost) at once and closes its checkout, and the plan
// of a live membership is not sold again.
import type { CardInput, Checkout, DeclineReason, Endpoint, Plan, Purchase } from '@app/contract';
import {
  billingErrorCodes,
  BOOST_MINUTES,
  cardExpired,
  completeChallenge,
  createPurchase,
  declineReasons,
  errorCodes,
  errorCopy,
  EXTRA_SPINS_PER_PURCHASE,
  getCheckout,
  getPurchase,
  openCheckout,
  sandboxTestCards,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import { delay } from 'msw';
import type { z } from 'zod';
import { MOCK_NOW, iso } from '../clock.ts';
import { ApiError } from '../errors.ts';
import type { HandlerInput, HandlerOptions } from '../respond.ts';
import { contractHandler, messages } from '../respond.ts';
import type { MockStore } from '../store.ts';
import { addMonths, putMembership } from './rules.ts';

const MINUTE = 60_000;

export const checkoutMessages = {
  unknownPlan: 'This plan is not on sale.',
  priceChanged: errorCopy.price_changed,
  keyReused: errorCopy.idempotency_key_reused,
  notFound: errorCopy.not_found('This receipt'),
  noChallenge: errorCopy.subscription_state('confirm'),
  noCheckout: errorCopy.not_found('This checkout'),
  planHeld: errorCopy.plan_already_held,
} as const;

/** What the sandbox does with a card: its test numbers reach each outcome, any other valid number succeeds. */
export function sandboxOutcome(card: CardInput, now: Date): 'succeeded' | 'requires_action' | DeclineReason {
  if (cardExpired(card, now)) return 'expired_card';
  switch (card.number) {
    case sandboxTestCards.declined.number:
      return 'card_declined';
    case sandboxTestCards.insufficientFunds.number:
      return 'insufficient_funds';
    case sandboxTestCards.challenge.number:
      return 'requires_action';
    default:
      return 'succeeded';
  }
}

/** The card's brand from its first digits (the receipt shows it beside the last 4). */
export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

/** A payment declined: 402 naming the card number, with the reason's text. */
export const declinedError = (reason: DeclineReason) =>
  new ApiError(402, billingErrorCodes.declined, declineReasons[reason], 'card.number');

/** Applies a paid purchase: a membership from now (or added to the running period), a boost, or extra spins. */
export function applyPurchase(
  store: MockStore,
  memberId: number,
  plan: Pick<Plan, 'id' | 'kind' | 'months' | 'priceCents'>,
  card: { brand: string; last4: string },
  now: Date,
): void {
  if (plan.kind === 'boost') {
    store.boosts.set(memberId, iso(now.getTime() + BOOST_MINUTES * MINUTE));
    return;
  }
  if (plan.kind === 'spins') {
    store.spinCredits.push({ memberId, delta: EXTRA_SPINS_PER_PURCHASE, reason: 'purchase', at: iso(now) });
    return;
  }
  const running = store.memberships.get(memberId);
  const live = running && running.status !== 'expired' && new Date(running.periodEndsAt) > now;
  putMembership(store, memberId, {
    planId: plan.id,
    status: 'active',
    startedAt: live ? running.startedAt : iso(now),
    periodEndsAt: iso(addMonths(live ? new Date(running.periodEndsAt) : now, plan.months)),
    cancelledAt: null,
    renewalPlanId: plan.id,
    renewalPriceCents: plan.priceCents,
    card,
  });
}

/** The checkout handlers over `store`, acting as its logged-in member; `now` is the mocks' clock. */
export function checkoutHandlers(
  store: MockStore,
  options: HandlerOptions = {},
  now: () => Date = () => MOCK_NOW,
): HttpHandler[] {
  const viewer = () => store.currentMember()?.id;
  const handlerOptions = { viewer, ...(options.delay === undefined ? {} : { delay: options.delay }) };

  /** A billing call: billingFaults may fail it (500, nothing stored) before it acts. */
  const act = <E extends Endpoint>(
    endpoint: E,
    resolve: (input: HandlerInput<E>, me: number) => z.input<E['response']> | Promise<z.input<E['response']>>,
  ) =>
    contractHandler(
      endpoint,
      (input) => {
        const faults = store.billingFaults;
        if (faults.fail > 0) {
          faults.fail -= 1;
          throw new ApiError(500, errorCodes.internal, messages.internal);
        }
        return resolve(input, viewer()!);
      },
      handlerOptions,
    );

  /** A checkout call: billingFaults stand for the payment calls, so these never fail with them. */
  const checkoutCall = <E extends Endpoint>(
    endpoint: E,
    resolve: (input: HandlerInput<E>, me: number) => z.input<E['response']>,
  ) => contractHandler(endpoint, (input) => resolve(input, viewer()!), handlerOptions);

  let counter = 0;
  const nextReference = () => {
    do counter += 1;
    while (store.purchases.has(referenceOf(counter)));
    return referenceOf(counter);
  };

  let checkoutCounter = 0;
  const nextCheckoutId = () => {
    do checkoutCounter += 1;
    while (store.checkouts.has(checkoutIdOf(checkoutCounter)));
    return checkoutIdOf(checkoutCounter);
  };
  let keyCounter = 0;
  const nextCheckoutKey = () => `MOCKCHECKOUTKEY${(keyCounter += 1).toString().padStart(8, '0')}`;

  /** 409 when the member's live membership already is this plan. */
  const refuseHeld = (me: number, plan: Plan, at: Date) => {
    const membership = store.memberships.get(me);
    const live = membership && membership.status !== 'expired' && new Date(membership.periodEndsAt) > at;
    if (live && membership.planId === plan.id && (plan.kind === 'subscription' || plan.kind === 'discount'))
      throw new ApiError(409, billingErrorCodes.planHeld, checkoutMessages.planHeld, 'planId');
  };

  const checkoutView = (id: string): Checkout => {
    const entry = store.checkouts.get(id)!;
    const purchase = entry.reference ? (store.purchases.get(entry.reference)?.purchase ?? null) : null;
    const inFlight =
      purchase?.status === 'processing' || purchase?.status === 'requires_action' ? purchase.status : null;
    return {
      id,
      planId: entry.planId,
      status: entry.paid ? 'succeeded' : (inFlight ?? 'open'),
      idempotencyKey: entry.idempotencyKey,
      purchase,
      createdAt: entry.createdAt,
    };
  };

  /** A purchase's outcome on its checkout: paid closes it, declined gives it a new key (another card is a new try). */
  const settleCheckout = (reference: string) => {
    const purchase = store.purchases.get(reference)?.purchase;
    for (const entry of store.checkouts.values()) {
      if (entry.reference !== reference || entry.paid) continue;
      if (purchase?.status === 'succeeded') entry.paid = true;
      if (purchase?.status === 'declined') entry.idempotencyKey = nextCheckoutKey();
    }
  };

  const own = (me: number, reference: string) => {
    const entry = store.purchases.get(reference);
    if (!entry || entry.memberId !== me)
      throw new ApiError(404, errorCodes.notFound, checkoutMessages.notFound);
    return entry;
  };

  /** A stored purchase as the purchase call answers it: a decline is a 402 every time it is asked again. */
  const answer = (purchase: Purchase) => {
    if (purchase.status === 'declined' && purchase.declineReason) throw declinedError(purchase.declineReason);
    return { data: purchase };
  };

  const wait = async () => {
    const pause = store.billingFaults.purchaseDelay;
    if (pause !== 0) await delay(pause);
  };

  return [
    checkoutCall(openCheckout, ({ body }, me) => {
      const plan = store.plans.find((p) => p.id === body.planId);
      if (!plan) throw new ApiError(400, errorCodes.invalidRequest, checkoutMessages.unknownPlan, 'planId');
      refuseHeld(me, plan, now());
      const open = [...store.checkouts.entries()].find(
        ([, entry]) => entry.memberId === me && entry.planId === plan.id && !entry.paid,
      );
      if (open) return { data: checkoutView(open[0]) };
      const id = nextCheckoutId();
      store.checkouts.set(id, {
        memberId: me,
        planId: plan.id,
        idempotencyKey: nextCheckoutKey(),
        reference: null,
        paid: false,
        createdAt: iso(now()),
      });
      return { data: checkoutView(id) };
    }),

    checkoutCall(getCheckout, ({ params }, me) => {
      const entry = store.checkouts.get(params.checkoutId);
      if (!entry || entry.memberId !== me)
        throw new ApiError(404, errorCodes.notFound, checkoutMessages.noCheckout, 'checkoutId');
      return { data: checkoutView(params.checkoutId) };
    }),

    act(createPurchase, async ({ body }, me) => {
      const at = now();
      const plan = store.plans.find((p) => p.id === body.planId);
      if (!plan) throw new ApiError(400, errorCodes.invalidRequest, checkoutMessages.unknownPlan, 'planId');

      const earlier = [...store.purchases.values()].find(
        (entry) => entry.memberId === me && entry.idempotencyKey === body.idempotencyKey,
      );
      if (earlier) {
        if (earlier.purchase.planId !== plan.id)
          throw new ApiError(409, billingErrorCodes.keyReused, checkoutMessages.keyReused, 'idempotencyKey');
        await wait();
        return answer(earlier.purchase);
      }
      if (plan.priceCents !== body.amountCents)
        throw new ApiError(409, billingErrorCodes.priceChanged, checkoutMessages.priceChanged, 'amountCents');
      refuseHeld(me, plan, at);

      const outcome = sandboxOutcome(body.card, at);
      const card = { brand: cardBrand(body.card.number), last4: body.card.number.slice(-4) };
      const reference = nextReference();
      const purchase: Purchase = {
        reference,
        status: outcome === 'succeeded' || outcome === 'requires_action' ? outcome : 'declined',
        planId: plan.id,
        planName: plan.name,
        kind: plan.kind,
        amountCents: plan.priceCents,
        currency: 'USD',
        cardBrand: card.brand,
        cardLast4: card.last4,
        createdAt: iso(at),
        paidAt: outcome === 'succeeded' ? iso(at) : null,
        declineReason: outcome === 'succeeded' || outcome === 'requires_action' ? null : outcome,
        challengeUrl:
          outcome === 'requires_action'
            ? `/subscription?${new URLSearchParams({ plan: plan.id, challenge: reference }).toString()}`
            : null,
      };
      // Stored before the wait, so a second click with the same key meanwhile answers this purchase.
      store.purchases.set(reference, { memberId: me, idempotencyKey: body.idempotencyKey, purchase });
      for (const entry of store.checkouts.values())
        if (entry.memberId === me && entry.idempotencyKey === body.idempotencyKey && entry.planId === plan.id)
          entry.reference = reference;
      settleCheckout(reference);
      if (outcome === 'succeeded') applyPurchase(store, me, plan, card, at);
      await wait();
      return answer(purchase);
    }),

    act(getPurchase, ({ params }, me) => ({ data: own(me, params.reference).purchase })),

    act(completeChallenge, ({ params, body }, me) => {
      const entry = own(me, params.reference);
      const current = entry.purchase;
      if (current.status !== 'requires_action') {
        if (current.status === 'processing')
          throw new ApiError(409, billingErrorCodes.wrongState, checkoutMessages.noChallenge);
        return answer(current);
      }
      const at = now();
      const plan = store.plans.find((p) => p.id === current.planId);
      const approved = body.approve && plan !== undefined;
      entry.purchase = {
        ...current,
        status: approved ? 'succeeded' : 'declined',
        paidAt: approved ? iso(at) : null,
        declineReason: approved ? null : 'authentication_failed',
        challengeUrl: null,
      };
      settleCheckout(params.reference);
      if (approved)
        applyPurchase(
          store,
          me,
          plan,
          { brand: current.cardBrand ?? 'Card', last4: current.cardLast4 ?? '' },
          at,
        );
      return answer(entry.purchase);
    }),
  ];
}

const referenceOf = (n: number) => `SPK-MOCK${n.toString().padStart(6, '0')}`;
const checkoutIdOf = (n: number) => `CHK-MOCK${n.toString().padStart(6, '0')}`;
