// The memberships a story or test can start from: a session store with the paying demo login (or the free one, who
// never subscribed) whose membership is in one state. `db.reset()` keeps the state (it is part of the seed).
import type { RetentionOffer } from '@app/contract';
import { MOCK_NOW, daysBefore, iso } from '../clock.ts';
import { memberIds } from '../factories.ts';
import type { HandlerGroups } from '../groups.ts';
import { createHandlerGroups } from '../groups.ts';
import type { HandlerOptions } from '../respond.ts';
import { seedSession } from '../scenarios.ts';
import type { MockStore } from '../store.ts';
import { createStore } from '../store.ts';
import { putMembership } from './rules.ts';

const SECOND = 1000;

/** The offers already taken, so the cancel screen shows the next one (or none). */
const taken = (store: MockStore, offers: RetentionOffer[]) => {
  for (const offer of offers) store.offersTaken.add(`${memberIds.paying}:${offer}`);
};

const membershipOf = (store: MockStore) => store.memberships.get(memberIds.paying)!;

export interface MembershipScenarioSetup {
  memberId: number;
  apply: (store: MockStore) => void;
}

export const membershipScenarioSetups = {
  /** The free demo login: never subscribed, so `subscription` shows the plans. */
  none: { memberId: memberIds.free, apply: () => {} },
  /** The paying demo login: 3 months, Visa 4242, renewing 50 days after MOCK_NOW; every offer still open. */
  active: { memberId: memberIds.paying, apply: () => {} },
  /** Active, discount50 taken: the cancel screen offers discount66 (extend as an offer). */
  activeDiscount66: { memberId: memberIds.paying, apply: (store) => taken(store, ['discount50']) },
  /** Active, both discounts taken: the cancel screen offers the free days. */
  activeFreeTime: {
    memberId: memberIds.paying,
    apply: (store) => taken(store, ['discount50', 'discount66']),
  },
  /** Active, every offer taken: the cancel screen has the cancel button alone. */
  activeNoOffers: {
    memberId: memberIds.paying,
    apply: (store) => taken(store, ['discount50', 'discount66', 'free-time-offer']),
  },
  /** Active, renewing as 6 months from the renewal date (a change of plan waiting). */
  pendingChange: {
    memberId: memberIds.paying,
    apply: (store) =>
      putMembership(store, memberIds.paying, {
        ...membershipOf(store),
        renewalPlanId: 'subscription-6-months',
        renewalPriceCents: 8994,
      }),
  },
  /** Cancelled two days ago: the features stay until the period ends, and it can be reactivated. */
  cancelled: {
    memberId: memberIds.paying,
    apply: (store) =>
      putMembership(store, memberIds.paying, {
        ...membershipOf(store),
        status: 'cancelled',
        cancelledAt: iso(daysBefore(2)),
      }),
  },
  /** A 1-month membership that ended ten days ago: the member is free again and sees the plans. */
  expired: {
    memberId: memberIds.paying,
    apply: (store) =>
      putMembership(store, memberIds.paying, {
        ...membershipOf(store),
        planId: 'subscription-1-month',
        renewalPlanId: 'subscription-1-month',
        renewalPriceCents: 2999,
        status: 'expired',
        startedAt: iso(daysBefore(40)),
        periodEndsAt: iso(daysBefore(10)),
        cancelledAt: iso(daysBefore(20)),
      }),
  },
  /** Active with a boost running: 18 minutes 30 seconds left at MOCK_NOW. */
  boostRunning: {
    memberId: memberIds.paying,
    apply: (store) => store.boosts.set(memberIds.paying, iso(MOCK_NOW.getTime() + (18 * 60 + 30) * SECOND)),
  },
  /** Every membership call answers 500 (the page's error state with its retry). */
  failing: {
    memberId: memberIds.paying,
    apply: (store) => {
      store.billingFaults.fail = Infinity;
    },
  },
} satisfies Record<string, MembershipScenarioSetup>;

export type MembershipScenarioName = keyof typeof membershipScenarioSetups;

/** A session store whose member's membership is in state `name`, and its handler groups. */
export function membershipScenario(
  name: MembershipScenarioName,
  options: HandlerOptions = {},
): { db: MockStore; handlers: HandlerGroups } {
  const { memberId, apply } = membershipScenarioSetups[name];
  const db = createStore((store) => {
    seedSession(store, memberId);
    apply(store);
  });
  return { db, handlers: createHandlerGroups(db, options) };
}

/** Every membership scenario as complete HandlerGroups (a fresh store each call). */
export const membershipScenarios = Object.fromEntries(
  Object.keys(membershipScenarioSetups).map((name) => [
    name,
    () => membershipScenario(name as MembershipScenarioName).handlers,
  ]),
) as Record<MembershipScenarioName, () => HandlerGroups>;
