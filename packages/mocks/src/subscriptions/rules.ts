// The membership's rules over `store`, shared by the checkout and membership handlers: what `subscription` shows,
// and how a membership change moves the member's role (as the server's members row follows its membership row).
import type { RetentionOffer, Subscription } from '@app/contract';
import { retentionOffers } from '@app/contract';
import { MOCK_NOW } from '../clock.ts';
import type { MockStore, StoredMembership } from '../store.ts';

const DAY = 86_400_000;

/** `months` calendar months after `from` (UTC). */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY);

/** The offers a member has not taken yet. */
export const offersAvailable = (store: MockStore, memberId: number): RetentionOffer[] =>
  retentionOffers.filter((offer) => !store.offersTaken.has(`${memberId}:${offer}`));

/** Sets the member's membership and moves their role and subscriptionStatus with it. */
export function putMembership(store: MockStore, memberId: number, membership: StoredMembership): void {
  store.memberships.set(memberId, membership);
  const member = store.members.find((m) => m.id === memberId);
  if (!member) return;
  member.subscriptionStatus = membership.status;
  if (membership.status === 'expired') {
    if (member.role === 'paying') member.role = 'free';
  } else member.role = 'paying';
}

/** What `GET /api/user/billing/subscription` answers for the member at `now`. */
export function subscriptionView(store: MockStore, memberId: number, now: Date = MOCK_NOW): Subscription {
  const membership = store.memberships.get(memberId);
  const planOf = (id: string) => store.plans.find((plan) => plan.id === id);
  const plan = membership ? planOf(membership.planId) : undefined;
  const renewalPlan = membership ? planOf(membership.renewalPlanId) : undefined;
  const boostEndsAt = store.boosts.get(memberId) ?? null;
  const receipts = [...store.purchases.values()]
    .filter((entry) => entry.memberId === memberId && entry.purchase.status === 'succeeded')
    .map((entry) => entry.purchase)
    .sort((a, b) => (a.paidAt ?? '').localeCompare(b.paidAt ?? ''));
  return {
    state: membership?.status ?? 'none',
    plan: plan ? { id: plan.id, name: plan.name, months: plan.months, priceCents: plan.priceCents } : null,
    startedAt: membership?.startedAt ?? null,
    periodEndsAt: membership?.periodEndsAt ?? null,
    cancelledAt: membership?.cancelledAt ?? null,
    nextRenewal:
      membership?.status === 'active' && renewalPlan
        ? { planId: renewalPlan.id, planName: renewalPlan.name, amountCents: membership.renewalPriceCents }
        : null,
    card: membership?.card ?? null,
    offersAvailable: membership && membership.status !== 'expired' ? offersAvailable(store, memberId) : [],
    boostEndsAt: boostEndsAt !== null && new Date(boostEndsAt) > now ? boostEndsAt : null,
    lastReceipt: receipts.at(-1)?.reference ?? null,
  };
}
