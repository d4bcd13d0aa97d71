// The spin states a story or test can start from: a session store with a demo login whose spins are in one state.
// `db.reset()` keeps the state (it is part of the seed). The next outcomes are scripted (`store.spinScript`), so a
// story's spin always lands on the same segment.
import { wheelSegments } from '@app/contract';
import type { SpinOutcomeKind } from '@app/contract';
import { MOCK_NOW, iso } from '../clock.ts';
import { memberIds } from '../factories.ts';
import type { HandlerGroups } from '../groups.ts';
import { createHandlerGroups } from '../groups.ts';
import type { HandlerOptions } from '../respond.ts';
import { seedSession } from '../scenarios.ts';
import type { MockStore } from '../store.ts';
import { createStore } from '../store.ts';
import { spinRulesOf } from './rules.ts';

/** The first segment of the wheel that gives `kind`. */
export const segmentOf = (kind: SpinOutcomeKind): number => wheelSegments.indexOf(kind);

/** The member's earlier extra spins (the seeded 20Q reward) were spent: they start with none. */
const noExtras = (store: MockStore, memberId: number) => {
  const reward = store.rewards.get(memberId)?.extraSpins ?? 0;
  if (reward > 0) store.spinCredits.push({ memberId, delta: -reward, reason: 'spent', at: iso(MOCK_NOW) });
};

/** Spins the member's daily spins away, each revealing a match (today's list has them). */
const spendDaily = (store: MockStore) => {
  const rules = spinRulesOf(store);
  const memberId = store.sessionMemberId!;
  while (rules.state(memberId).dailyLeft > 0) {
    store.spinScript.unshift(segmentOf('match'));
    rules.spin(memberId);
  }
};

export interface SpinScenarioSetup {
  memberId: number;
  apply: (store: MockStore, memberId: number) => void;
}

export const spinScenarioSetups = {
  /** The free demo login: today's 1 daily spin left, no extras; the next spin reveals a match. */
  fresh: {
    memberId: memberIds.free,
    apply: (store, id) => {
      noExtras(store, id);
      store.spinScript = [segmentOf('match')];
    },
  },
  /** The free demo login after today's spin (one match revealed), no extras: the countdown to midnight Eastern. */
  noSpinsLeft: {
    memberId: memberIds.free,
    apply: (store, id) => {
      noExtras(store, id);
      spendDaily(store);
    },
  },
  /** The free demo login after today's spin, with 2 extra spins (won on the wheel); the next is a boost. */
  extrasLeft: {
    memberId: memberIds.free,
    apply: (store, id) => {
      noExtras(store, id);
      spendDaily(store);
      store.spinCredits.push({ memberId: id, delta: 2, reason: 'wheel', at: iso(MOCK_NOW) });
      store.spinScript = [segmentOf('boost')];
    },
  },
  /** The paying demo login: 3 daily spins and the day's double spin; the double reveals a match and two matches. */
  fullMemberDouble: {
    memberId: memberIds.paying,
    apply: (store, id) => {
      noExtras(store, id);
      store.spinScript = [segmentOf('match'), segmentOf('double-match')];
    },
  },
  /** As `fresh`, but every spin answers 500 (nothing is spent). */
  spinFails: {
    memberId: memberIds.free,
    apply: (store, id) => {
      noExtras(store, id);
      store.spinFaults.spin = Number.POSITIVE_INFINITY;
    },
  },
  /** The spin state answers 500: the page's error with a retry. */
  stateError: {
    memberId: memberIds.free,
    apply: (store) => {
      store.spinFaults.state = true;
    },
  },
} satisfies Record<string, SpinScenarioSetup>;
export type SpinScenarioName = keyof typeof spinScenarioSetups;

/** A session store with the scenario's member logged in and their spins in its state. */
export function spinScenario(
  name: SpinScenarioName,
  options: HandlerOptions = {},
): { db: MockStore; handlers: HandlerGroups } {
  const { memberId, apply } = spinScenarioSetups[name];
  const db = createStore((store) => {
    seedSession(store, memberId);
    apply(store, memberId);
  });
  return { db, handlers: createHandlerGroups(db, options) };
}

/** Every spin scenario, as complete HandlerGroups. */
export const spinScenarios = Object.fromEntries(
  Object.keys(spinScenarioSetups).map((name) => [
    name,
    () => spinScenario(name as SpinScenarioName).handlers,
  ]),
) as Record<SpinScenarioName, () => HandlerGroups>;
