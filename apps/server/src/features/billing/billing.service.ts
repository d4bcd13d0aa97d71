// Paying, over the billing tables (schema-billing.ts) and a card provider (provider.ts): purchases priced by the
// server with one charge per idempotency key, the membership and what follows it on the member row (permissions
// read is_paying_member / is_full_member / subscription_status, so they change in the same transaction), cancel,
// reactivate, the retention offers, change of plan, the billing cycle (renewals and expiry, on an injectable clock),
// provider webhooks, and boosts.
//
// This file is the service's face; each concept lives in its own module of this folder, all running in one
// BillingContext (context.ts): checkouts.ts (a purchase from its page's opening, with the key it pays with),
// purchases.ts (purchases, the 3-D Secure step, what a paid purchase gives),
// membership.ts (the member's view, cancel, reactivate, change of plan), offers.ts (the retention offers),
// cycle.ts (renewals and expiry), webhook.ts (provider events), boosts.ts, dates.ts (period arithmetic).
import type { Checkout, Purchase, RetentionOffer, Subscription } from '@app/contract';
import type { Database } from '../../db/database.ts';
import type { Member } from '../../db/schema.ts';
import type { BoostSource } from './boosts.ts';
import { grantBoost } from './boosts.ts';
import { getCheckout, openCheckout } from './checkouts.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { BillingContext } from './context.ts';
import { runCycle } from './cycle.ts';
import { cancel, changePlan, reactivate, subscription } from './membership.ts';
import { acceptOffer } from './offers.ts';
import type { CardProvider } from './provider.ts';
import type { PurchaseInput } from './purchases.ts';
import { completeChallenge, getPurchase, purchase } from './purchases.ts';
import { takeWebhook } from './webhook.ts';

export type { PurchaseInput } from './purchases.ts';

export interface BillingService {
  readonly provider: CardProvider;
  openCheckout(memberId: number, planId: string): Promise<Checkout>;
  getCheckout(memberId: number, checkoutId: string): Promise<Checkout>;
  purchase(member: Member, body: PurchaseInput, ip: string): Promise<Purchase>;
  getPurchase(memberId: number, reference: string): Promise<Purchase>;
  completeChallenge(memberId: number, reference: string, approve: boolean): Promise<Purchase>;
  subscription(memberId: number): Promise<Subscription>;
  cancel(memberId: number, reason: string | undefined): Promise<Subscription>;
  reactivate(memberId: number): Promise<Subscription>;
  acceptOffer(member: Member, offer: RetentionOffer, key: string, ip: string): Promise<Subscription>;
  changePlan(memberId: number, planId: string): Promise<Subscription>;
  /** Renews or expires every membership whose period ended (or only `memberId`'s); returns how many it handled. */
  runCycle(memberId?: number): Promise<number>;
  /** Takes a provider event: 200 either way once the signature checked; false when the signature is wrong. */
  takeWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<boolean>;
  /**
   * Puts the member first in search and lists for `minutes`, from now or from the end of a running boost. The spin
   * game's instant win calls it (`source: 'instant-win'`, INSTANT_WIN_BOOST_MINUTES); purchases call it for a boost.
   */
  grantBoost(memberId: number, source: BoostSource, minutes: number): Promise<Date>;
}

export function billingService(
  db: Database,
  provider: CardProvider,
  clock: Clock,
  membershipChanged?: BillingContext['membershipChanged'],
): BillingService {
  const ctx: BillingContext = { db, provider, clock, ...(membershipChanged ? { membershipChanged } : {}) };
  return {
    provider,
    openCheckout: (memberId, planId) => openCheckout(ctx, memberId, planId),
    getCheckout: (memberId, checkoutId) => getCheckout(ctx, memberId, checkoutId),
    purchase: (member, body, ip) => purchase(ctx, member, body, ip),
    getPurchase: (memberId, reference) => getPurchase(ctx, memberId, reference),
    completeChallenge: (memberId, reference, approve) => completeChallenge(ctx, memberId, reference, approve),
    subscription: (memberId) => subscription(ctx, memberId),
    cancel: (memberId, reason) => cancel(ctx, memberId, reason),
    reactivate: (memberId) => reactivate(ctx, memberId),
    acceptOffer: (member, offer, key, ip) => acceptOffer(ctx, member, offer, key, ip),
    changePlan: (memberId, planId) => changePlan(ctx, memberId, planId),
    runCycle: (memberId) => runCycle(ctx, memberId),
    takeWebhook: (rawBody, headers) => takeWebhook(ctx, rawBody, headers),
    grantBoost: (memberId, source, minutes) => grantBoost(ctx, memberId, source, minutes),
  };
}
