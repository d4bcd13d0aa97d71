// The membership: its state, cancel, reactivate, the retention offers and the change of plan, with the server's
// rules (the contract's header): cancelling stops rebilling and keeps the period; a cancelled membership can be
// reactivated until its period ends; each offer can be taken once; discount66 charges the card on file now (its
// idempotency key answers the same charge again); a change of plan applies from the next renewal. A call that does
// not fit the membership's state answers 409 `subscription_state`, an offer taken or without a live membership 409
// `offer_unavailable`. `store.billingFaults.fail` makes the next calls answer 500 and store nothing.
import type { Endpoint, RetentionOffer, Subscription } from '@app/contract';
import {
  acceptOffer,
  billingErrorCodes,
  cancelSubscription,
  changePlan,
  DISCOUNT50_PLAN_ID,
  DISCOUNT66_PRICE_CENTS,
  errorCodes,
  errorCopy,
  FREE_TIME_DAYS,
  getSubscription,
  reactivateSubscription,
  retentionOfferCopy,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { iso } from '../clock.ts';
import { ApiError } from '../errors.ts';
import type { HandlerInput, HandlerOptions } from '../respond.ts';
import { contractHandler, messages } from '../respond.ts';
import type { MockStore, StoredMembership } from '../store.ts';
import { addDays, addMonths, offersAvailable, putMembership, subscriptionView } from './rules.ts';

/** What the 409s say (the server's wording). */
export const membershipMessages = {
  noMembership: 'You have no membership to change.',
  notActive: 'Only an active membership can be cancelled or changed.',
  notCancelled: 'Only a cancelled membership can be reactivated.',
  periodEnded: 'This membership has ended. Choose a plan to subscribe again.',
  offerUnavailable: errorCopy.offer_unavailable,
  noCard: 'There is no card on file for this offer.',
  keyReused: errorCopy.idempotency_key_reused,
  unknownPlan: 'Choose one of the subscription plans.',
} as const;

const conflict = (code: string, message: string) => new ApiError(409, code, message);

/** The membership rules over `store`, acting for one member at the store's clock. */
export function membershipRulesOf(store: MockStore) {
  const now = () => new Date(store.clock);
  const view = (memberId: number): Subscription => subscriptionView(store, memberId, now());

  /** The member's membership, its cancelled period ended into `expired` (the server's end-of-period job). */
  function current(memberId: number): StoredMembership | undefined {
    const membership = store.memberships.get(memberId);
    if (membership?.status === 'cancelled' && new Date(membership.periodEndsAt) <= now())
      putMembership(store, memberId, { ...membership, status: 'expired' });
    return store.memberships.get(memberId);
  }

  function live(memberId: number): StoredMembership {
    const membership = current(memberId);
    if (!membership) throw conflict(billingErrorCodes.wrongState, membershipMessages.noMembership);
    if (membership.status === 'expired')
      throw conflict(billingErrorCodes.wrongState, membershipMessages.periodEnded);
    return membership;
  }

  function active(memberId: number): StoredMembership {
    const membership = live(memberId);
    if (membership.status !== 'active')
      throw conflict(billingErrorCodes.wrongState, membershipMessages.notActive);
    return membership;
  }

  /** discount66: the next month at DISCOUNT66_PRICE_CENTS, charged now to the card on file; the key answers it once. */
  function chargeOffer(memberId: number, membership: StoredMembership, key: string): void {
    if (!membership.card) throw conflict(billingErrorCodes.offerUsed, membershipMessages.noCard);
    const paidAt = iso(now());
    const reference = `SPK-OFFER${String(store.purchases.size + 1).padStart(6, '0')}`;
    store.purchases.set(reference, {
      memberId,
      idempotencyKey: key,
      purchase: {
        reference,
        status: 'succeeded',
        planId: membership.planId,
        planName: retentionOfferCopy.discount66.title,
        kind: 'offer',
        amountCents: DISCOUNT66_PRICE_CENTS,
        currency: 'USD',
        cardBrand: membership.card.brand,
        cardLast4: membership.card.last4,
        createdAt: paidAt,
        paidAt,
        declineReason: null,
        challengeUrl: null,
      },
    });
  }

  return {
    view(memberId: number): Subscription {
      current(memberId);
      return view(memberId);
    },

    cancel(memberId: number): Subscription {
      const membership = active(memberId);
      putMembership(store, memberId, { ...membership, status: 'cancelled', cancelledAt: iso(now()) });
      return view(memberId);
    },

    reactivate(memberId: number): Subscription {
      const membership = live(memberId);
      if (membership.status !== 'cancelled')
        throw conflict(billingErrorCodes.wrongState, membershipMessages.notCancelled);
      putMembership(store, memberId, { ...membership, status: 'active', cancelledAt: null });
      return view(memberId);
    },

    /** Takes an offer: the membership stays (a cancelled one renews again) and gets what the offer says. */
    acceptOffer(memberId: number, offer: RetentionOffer, key: string): Subscription {
      const taken = store.offerKeys.get(key);
      if (taken) {
        // The same attempt again (a retry or a double click): its answer, nothing taken or charged twice.
        if (taken.memberId === memberId && taken.offer === offer) return view(memberId);
        throw conflict(billingErrorCodes.keyReused, membershipMessages.keyReused);
      }
      const membership = current(memberId);
      if (!membership || membership.status === 'expired' || !offersAvailable(store, memberId).includes(offer))
        throw conflict(billingErrorCodes.offerUsed, membershipMessages.offerUnavailable);
      const periodEndsAt = new Date(membership.periodEndsAt);
      const kept: StoredMembership = { ...membership, status: 'active', cancelledAt: null };
      if (offer === 'discount50') {
        const plan = store.plans.find((p) => p.id === DISCOUNT50_PLAN_ID);
        if (!plan) throw conflict(billingErrorCodes.offerUsed, membershipMessages.offerUnavailable);
        Object.assign(kept, { renewalPlanId: plan.id, renewalPriceCents: plan.priceCents });
      } else if (offer === 'discount66') {
        chargeOffer(memberId, membership, key);
        kept.periodEndsAt = iso(addMonths(periodEndsAt, 1));
      } else {
        kept.periodEndsAt = iso(addDays(periodEndsAt, FREE_TIME_DAYS));
      }
      store.offersTaken.add(`${memberId}:${offer}`);
      store.offerKeys.set(key, { memberId, offer });
      putMembership(store, memberId, kept);
      return view(memberId);
    },

    /** The plan the membership renews as from the next renewal; no charge now. */
    changePlan(memberId: number, planId: string): Subscription {
      const plan = store.plans.find((p) => p.id === planId && p.kind === 'subscription');
      if (!plan) throw new ApiError(400, errorCodes.invalidRequest, membershipMessages.unknownPlan, 'planId');
      const membership = active(memberId);
      putMembership(store, memberId, {
        ...membership,
        renewalPlanId: plan.id,
        renewalPriceCents: plan.priceCents,
      });
      return view(memberId);
    },
  };
}

/** The membership handlers over `store`, acting as its logged-in member (401 when nobody is). */
export function membershipHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  const rules = membershipRulesOf(store);
  const viewer = () => store.currentMember()?.id;
  const handlerOptions = { viewer, ...(options.delay === undefined ? {} : { delay: options.delay }) };

  const act = <E extends Endpoint>(
    endpoint: E,
    resolve: (input: HandlerInput<E>, me: number) => Subscription,
  ) =>
    contractHandler(
      endpoint,
      (input) => {
        const faults = store.billingFaults;
        if (faults.fail > 0) {
          faults.fail -= 1;
          throw new ApiError(500, errorCodes.internal, messages.internal);
        }
        return { data: resolve(input, viewer()!) } as z.input<E['response']>;
      },
      handlerOptions,
    );

  return [
    act(getSubscription, (_, me) => rules.view(me)),
    act(cancelSubscription, (_, me) => rules.cancel(me)),
    act(reactivateSubscription, (_, me) => rules.reactivate(me)),
    act(acceptOffer, ({ params, body }, me) => rules.acceptOffer(me, params.offer, body.idempotencyKey)),
    act(changePlan, ({ body }, me) => rules.changePlan(me, body.planId)),
  ];
}
