// Paying: memberships, payments (every attempt, with its idempotency key), checkouts (a purchase from its page's
// opening), the card provider's events already taken, the retention offers each member took, boosts, and the offline
// sandbox provider's state (so every server over the database is the same sandbox). Plans are in schema-core.ts. members.subscription_status,
// is_paying_member and is_full_member follow the membership row (the permissions read them).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef, plans } from './schema-core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One membership per member: the plan paid for, its period, and how it renews. */
export const memberships = pgTable(
  'memberships',
  {
    memberId: memberRef('member_id').primaryKey(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: ['active', 'cancelled', 'expired'] }).notNull(),
    startedAt: at('started_at').notNull(),
    periodEndsAt: at('period_ends_at').notNull(),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /** The plan and price of the next renewal (a change of plan or the discount50 offer set them). */
    renewalPlanId: text('renewal_plan_id')
      .notNull()
      .references(() => plans.id),
    renewalPriceCents: integer('renewal_price_cents').notNull(),
    /** The provider's token for charging the card on file again (renewals, discount66). */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('memberships_renewal_idx').on(t.status, t.periodEndsAt)],
);

/** Every payment attempt; `reference` is what the receipt shows. */
export const payments = pgTable(
  'payments',
  {
    reference: text('reference').primaryKey(),
    memberId: memberRef('member_id'),
    /** The client's key: one payment per member and key, however many retries. Null for renewals. */
    idempotencyKey: text('idempotency_key'),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    kind: text('kind', {
      enum: ['subscription', 'boost', 'discount', 'spins', 'renewal', 'offer'],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['processing', 'requires_action', 'succeeded', 'declined'] }).notNull(),
    declineReason: text('decline_reason'),
    provider: text('provider').notNull(),
    /** The provider's order or transaction id. */
    providerRef: text('provider_ref'),
    challengeUrl: text('challenge_url'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_member_key')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    index('payments_member_idx').on(t.memberId, t.createdAt),
    index('payments_provider_ref_idx').on(t.providerRef),
    check('payments_amount_nonnegative', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * A purchase on the site from the moment its checkout page opens: every tab and reload of the checkout of a plan
 * finds the member's one open checkout of it and pays with its key. A declined attempt gives it a new key (another
 * card is a new attempt); the paid one closes it.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** `CHK-` and 10 capitals or digits. */
    id: text('id').primaryKey(),
    memberId: memberRef('member_id'),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    /** The idempotency key of the next (or the current) payment attempt. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The latest attempt's payment. */
    paymentReference: text('payment_reference').references(() => payments.reference),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When its payment succeeded; an open checkout has none. */
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('checkouts_open_plan')
      .on(t.memberId, t.planId)
      .where(sql`paid_at is null`),
    uniqueIndex('checkouts_member_key').on(t.memberId, t.idempotencyKey),
    index('checkouts_payment_idx').on(t.paymentReference),
  ],
);

/** Provider events already taken (webhook idempotency). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The retention offers a member took (each once). */
export const memberOffers = pgTable(
  'member_offers',
  {
    memberId: memberRef('member_id'),
    offer: text('offer', { enum: ['discount50', 'discount66', 'free-time-offer'] }).notNull(),
    takenAt: at('taken_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.offer] })],
);

/** Boosts, bought or won: the member comes first in search and lists until `endsAt`. */
export const boosts = pgTable(
  'boosts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef('member_id'),
    source: text('source', { enum: ['bought', 'instant-win'] }).notNull(),
    /** The payment of a bought boost. */
    paymentReference: text('payment_reference').references(() => payments.reference),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [index('boosts_active_idx').on(t.endsAt, t.memberId)],
);

/** The sandbox provider's saved cards: the tokens its successful charges gave (renewals and discount66 charge them). */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  cardBrand: text('card_brand').notNull(),
  cardLast4: text('card_last4').notNull(),
  /** Charges of this token decline with this reason (tests: a renewal the bank refuses). */
  declineReason: text('decline_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The sandbox's 3-D Secure steps waiting for the member, by the provider's order id. */
export const sandboxChallenges = pgTable('sandbox_challenges', {
  providerRef: text('provider_ref').primaryKey(),
  cardBrand: text('card_brand').notNull(),
  cardLast4: text('card_last4').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The sandbox's webhook signing keys: made once per database, never sent anywhere, so nobody can forge an event. */
export const sandboxKeys = pgTable('sandbox_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  secretKey: text('secret_key').notNull(),
});

export type Membership = typeof memberships.$inferSelect;
export type Checkout = typeof checkouts.$inferSelect;
export type Payment = typeof payments.$inferSelect;
