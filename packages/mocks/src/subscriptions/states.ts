// The demo memberships every session scenario starts with: the paying demo login has an active 3-month plan paid
// with the sandbox's Visa 4242, renewing in 50 days.
import { MOCK_NOW, daysBefore, iso } from '../clock.ts';
import { memberIds } from '../factories.ts';
import type { MockStore } from '../store.ts';
import { addDays, putMembership } from './rules.ts';

export function seedDemoMemberships(store: MockStore): void {
  if (!store.members.some((m) => m.id === memberIds.paying)) return;
  putMembership(store, memberIds.paying, {
    planId: 'subscription-3-months',
    status: 'active',
    startedAt: iso(daysBefore(40)),
    periodEndsAt: iso(addDays(MOCK_NOW, 50)),
    cancelledAt: null,
    renewalPlanId: 'subscription-3-months',
    renewalPriceCents: 5997,
    card: { brand: 'Visa', last4: '4242' },
  });
}
