// Disable scenarios for stories and tests: a logged-out visitor whose profile (the free demo member's) is disabled,
// so the login page answers profile_disabled and offers to reactivate it.
import { createHandlerGroups } from '../groups.ts';
import type { HandlerGroups } from '../groups.ts';
import { memberIds } from '../factories.ts';
import type { HandlerOptions } from '../respond.ts';
import { seedSession } from '../scenarios.ts';
import { createStore } from '../store.ts';
import type { MockStore } from '../store.ts';

export function disabledProfileScenario(options: HandlerOptions = {}): {
  db: MockStore;
  handlers: HandlerGroups;
} {
  const db = createStore((store) => {
    seedSession(store, null);
    const member = store.members.find((m) => m.id === memberIds.free);
    if (member) member.disabled = true;
  });
  return { db, handlers: createHandlerGroups(db, options) };
}
