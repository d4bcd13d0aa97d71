import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import type { DeclineReason } from './error-copy.ts';
import { declineReasons } from './error-copy.ts';
import { okBody } from './errors.ts';
import { text } from './fields.ts';
import type { RetentionOffer } from './retention-offers.ts';
import { retentionOffers } from './retention-offers.ts';

/**
 * Paying: checkout with a card, the receipt, the membership's state, cancel, the retention offers, change of plan,
 * reactivate, and the boost. Money is integer US cents everywhere; members read it as en-US USD and dates as
 * mediumDate (SPEC point 9).
 *
 * Honest by design (the FTC's click-to-cancel rule): cancelling takes at most 2 steps from `subscription`, the cancel
 * button is on the first screen, and at most one retention offer is shown beside it. A cancelled membership keeps its
 * features until the period ends, and can be reactivated until then; at the end the member becomes free.
 *
 * The server prices every purchase itself from its plans table: the client names a plan and echoes the price it showed
 * (`amountCents`); a price that does not match is refused (`price_changed`), so a tampered price never charges.
 * Every purchase carries an idempotency key: the same key answers the same purchase, and never charges twice.
 *
 * A purchase on the site is one checkout from the moment its page opens: the server keeps the member's open checkout
 * of a plan (`openCheckout`) with the key its payment uses, so a reload, a second tab or a double submit pays with
 * that key and shows that payment's outcome. A member is never sold the plan their live membership already is.
 */

// ---------------------------------------------------------------- rules and offers

/** Days a free-time offer adds to the membership (once per member). */
export const FREE_TIME_DAYS = 7;
/** Minutes a bought boost keeps the member first in search and lists. */
export const BOOST_MINUTES = 30;
/** Minutes the instant-win boost (won on the spin wheel) lasts. */
export const INSTANT_WIN_BOOST_MINUTES = 15;
/** The discount66 offer: the next month at this price, charged now to the card on file, added to the period. */
export const DISCOUNT66_PRICE_CENTS = 999;

export const retentionOffer = z.enum(retentionOffers);

/** What each offer says and does, in one place (the screens, the server and the mocks read it). */
export const retentionOfferCopy = {
  discount50: {
    title: '50% off your next month',
    summary: 'Stay, and your next month renews as 1 Month at $14.99 (50% off).',
    accept: 'Renew at 50% off',
  },
  discount66: {
    title: 'Extend a month at 66% off',
    summary: 'Add 1 month to your membership now for $9.99, charged to your card on file.',
    accept: 'Extend for $9.99',
  },
  'free-time-offer': {
    title: `${FREE_TIME_DAYS} days free`,
    summary: `Stay, and we add ${FREE_TIME_DAYS} free days to your membership. No charge.`,
    accept: `Add ${FREE_TIME_DAYS} free days`,
  },
} as const satisfies Record<RetentionOffer, { title: string; summary: string; accept: string }>;

/** The plan that the discount50 offer renews at (a `discount` plan of the catalog). */
export const DISCOUNT50_PLAN_ID = 'discount-50-1-month';

// ---------------------------------------------------------------- the sandbox card provider

/**
 * The offline sandbox's test cards (any future expiry, any 3-digit CVC). Any other number that passes the Luhn check
 * succeeds too, like a real test mode; these reach every other outcome.
 */
export const sandboxTestCards = {
  success: { number: '4242424242424242', outcome: 'Payment succeeds' },
  declined: { number: '4000000000000002', outcome: 'Declined by the bank (card_declined)' },
  insufficientFunds: { number: '4000000000009995', outcome: 'Declined: insufficient funds' },
  challenge: { number: '4000000000003220', outcome: 'Asks for 3-D Secure, then succeeds or fails' },
} as const;

// Why a payment was declined, and what the form says of it: error-copy.ts.
export const declineReason = z.enum(Object.keys(declineReasons) as [DeclineReason, ...DeclineReason[]]);

/** Error codes of this feature (beside the contract's common ones). */
export const billingErrorCodes = {
  /** 402: the card was declined; `field` is `card.number`, `message` is the decline reason's text. */
  declined: 'payment_declined',
  /** 409: the price shown is not the plan's price now. */
  priceChanged: 'price_changed',
  /** 409: this idempotency key was used for another purchase. */
  keyReused: 'idempotency_key_reused',
  /** 409: the action does not fit the membership's state (e.g. reactivating an expired one). */
  wrongState: 'subscription_state',
  /** 409: the offer was already taken, or does not apply. */
  offerUsed: 'offer_unavailable',
  /** 409: the member's live membership is already this plan (`field` is `planId`). */
  planHeld: 'plan_already_held',
} as const;

// ---------------------------------------------------------------- wire shapes

const isoDateTime = z.iso.datetime({ offset: true });
const cents = z.number().int().nonnegative();

/** A payment card as typed in the payment form. Digits only after the client strips spaces. */
export const cardInput = z.object({
  number: z
    .string()
    .regex(/^\d{12,19}$/, 'Enter the card number')
    .refine(luhnValid, 'Check the card number'),
  expMonth: z.number().int().min(1, 'Enter a month from 1 to 12').max(12, 'Enter a month from 1 to 12'),
  /** Four digits. */
  expYear: z.number().int().min(2000, 'Enter the year').max(2100, 'Enter the year'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back'),
  name: text().trim().min(2, 'Enter the name on the card').max(100, 'Use at most 100 characters'),
  /** ZIP code (US, 5 digits or ZIP+4). */
  zip: z.string().regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
});
export type CardInput = z.infer<typeof cardInput>;

/** The Luhn checksum every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Whether the card's expiry month has passed at `now` (a card is valid through the end of its month). */
export const cardExpired = (card: Pick<CardInput, 'expMonth' | 'expYear'>, now: Date): boolean =>
  card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Use 16–64 letters, digits, - or _');

export const purchaseStatus = z.enum(['processing', 'requires_action', 'succeeded', 'declined']);
export type PurchaseStatus = z.infer<typeof purchaseStatus>;

/** One purchase (a payment attempt) and its receipt when it succeeded. */
export const purchase = z.object({
  /** The receipt reference members quote ("SPK-…"). */
  reference: z.string(),
  status: purchaseStatus,
  planId: z.string(),
  planName: z.string(),
  kind: z.enum(['subscription', 'boost', 'discount', 'spins', 'renewal', 'offer']),
  amountCents: cents,
  currency: z.literal('USD'),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: isoDateTime,
  /** When it succeeded; null before. */
  paidAt: isoDateTime.nullable(),
  declineReason: declineReason.nullable(),
  /** A 3-D Secure step waits: where the member completes it (a site path for the sandbox, a bank URL otherwise). */
  challengeUrl: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchase>;
export const purchaseResponse = z.object({ data: purchase });

/** A checkout's id (`CHK-` and 10 capitals or digits). */
export const checkoutId = z.string().regex(/^CHK-[A-Z0-9]{10}$/, 'Unknown checkout');

/**
 * Where a checkout stands: `open` (nothing in flight: the form; `purchase` is the last declined attempt, if any),
 * `processing` (a payment is being charged), `requires_action` (3-D Secure waits), `succeeded` (paid: `purchase` is the
 * receipt). A declined attempt reopens the checkout with a new key, so another card is a new attempt.
 */
export const checkoutStatus = z.enum(['open', 'processing', 'requires_action', 'succeeded']);
export type CheckoutStatus = z.infer<typeof checkoutStatus>;

/** One purchase of one plan, from the checkout page's opening to its outcome. */
export const checkout = z.object({
  id: checkoutId,
  planId: z.string(),
  status: checkoutStatus,
  /** The key the next (or the current) payment attempt sends as `idempotencyKey`. */
  idempotencyKey,
  /** The current attempt (processing, 3-D Secure, paid), or the last declined one while open; null before any. */
  purchase: purchase.nullable(),
  createdAt: isoDateTime,
});
export type Checkout = z.infer<typeof checkout>;
export const checkoutResponse = z.object({ data: checkout });

export const membershipState = z.enum(['none', 'active', 'cancelled', 'expired']);
export type MembershipState = z.infer<typeof membershipState>;

/** The member's membership as `subscription` shows it. */
export const subscription = z.object({
  state: membershipState,
  /** The plan paid for; null when the member never subscribed. */
  plan: z
    .object({ id: z.string(), name: z.string(), months: z.number().int(), priceCents: cents })
    .nullable(),
  startedAt: isoDateTime.nullable(),
  /** End of the paid (or free-time) period: the renewal date when active, the last day when cancelled. */
  periodEndsAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  /** What the next renewal charges and for which plan (after a change of plan or the discount50 offer). */
  nextRenewal: z.object({ planId: z.string(), planName: z.string(), amountCents: cents }).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The offers this member may still take (one of them is shown on the cancel screen). */
  offersAvailable: z.array(retentionOffer),
  /** A boost running now ends at; null when none. */
  boostEndsAt: isoDateTime.nullable(),
  /** The latest successful payment's reference (the receipt link), if any. */
  lastReceipt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscription>;
export const subscriptionResponse = z.object({ data: subscription });

// ---------------------------------------------------------------- endpoints

export const getSubscription = defineEndpoint({
  summary: "The member's membership: state, plan, period, next renewal, card, offers and boost.",
  method: 'GET',
  path: '/api/user/billing/subscription',
  response: subscriptionResponse,
});

export const purchaseBody = z.object({
  planId: text().min(1).max(100),
  /** The price the member was shown; must equal the server's price for the plan. */
  amountCents: cents.max(1_000_000),
  idempotencyKey,
  card: cardInput,
});
export type PurchaseBody = z.infer<typeof purchaseBody>;

export const openCheckout = defineEndpoint({
  summary:
    "Opens the checkout of a plan: the member's open checkout of it (the same for every tab and reload), or a new one. 409 for the plan of a live membership.",
  method: 'POST',
  path: '/api/user/billing/checkouts',
  body: z.object({ planId: text().min(1).max(100) }),
  response: checkoutResponse,
});

export const getCheckout = defineEndpoint({
  summary: "One of the member's checkouts, as it stands now (a reloaded checkout page shows its outcome).",
  method: 'GET',
  path: '/api/user/billing/checkouts/:checkoutId',
  params: z.object({ checkoutId }),
  response: checkoutResponse,
});

export const createPurchase = defineEndpoint({
  summary:
    'Buys a plan (subscription, discount or boost) with a card. 402 when declined; the same idempotency key answers the same purchase.',
  method: 'POST',
  path: '/api/user/billing/purchases',
  body: purchaseBody,
  response: purchaseResponse,
});

const referenceParams = z.object({ reference: z.string().regex(/^SPK-[A-Z0-9]{6,20}$/, 'Unknown receipt') });

export const getPurchase = defineEndpoint({
  summary: "One of the member's purchases: the receipt, or a purchase still waiting for 3-D Secure.",
  method: 'GET',
  path: '/api/user/billing/purchases/:reference',
  params: referenceParams,
  response: purchaseResponse,
});

export const completeChallenge = defineEndpoint({
  summary: "Finishes the sandbox's 3-D Secure step of a purchase: the member approved or failed it.",
  method: 'POST',
  path: '/api/user/billing/purchases/:reference/challenge',
  params: referenceParams,
  body: z.object({ approve: z.boolean() }),
  response: purchaseResponse,
});

export const cancelSubscription = defineEndpoint({
  summary: 'Stops rebilling: the membership stays until the period ends (cancel rebilling).',
  method: 'POST',
  path: '/api/user/billing/subscription/cancel',
  body: z.object({
    reason: z
      .enum(['too-expensive', 'met-someone', 'not-enough-matches', 'taking-a-break', 'other'])
      .optional(),
  }),
  response: subscriptionResponse,
});

export const reactivateSubscription = defineEndpoint({
  summary: 'Turns rebilling back on for a cancelled membership whose period has not ended.',
  method: 'POST',
  path: '/api/user/billing/subscription/reactivate',
  response: subscriptionResponse,
});

export const acceptOffer = defineEndpoint({
  summary:
    'Takes a retention offer (discount50, discount66: extend as an offer, free-time-offer); keeps the membership.',
  method: 'POST',
  path: '/api/user/billing/subscription/offers/:offer',
  params: z.object({ offer: retentionOffer }),
  body: z.object({ idempotencyKey }),
  response: subscriptionResponse,
});

export const changePlan = defineEndpoint({
  summary: 'Changes the plan the membership renews as, from the next renewal (no charge now).',
  method: 'POST',
  path: '/api/user/billing/subscription/change',
  body: z.object({ planId: text().min(1).max(100) }),
  response: subscriptionResponse,
});

/**
 * The card provider's event callback (Solidgate's webhook). Public, but only a body signed with the provider's
 * webhook secret is taken (401 otherwise); an event already taken answers 200 again and changes nothing.
 */
export const paymentWebhook = defineEndpoint({
  summary: "The card provider's signed event callback; idempotent by event id.",
  method: 'POST',
  path: '/api/billing/webhooks/card',
  body: z.record(z.string(), z.unknown()),
  response: okBody,
});
