// A small stateful in-memory store behind the MSW handlers, so what a story or test does shows up in later calls
// (log entries are kept, logout ends the session, reactivation clears the disabled state).
import type { LogEntry, Plan } from '@app/contract';
import type { MockMember } from './factories.ts';
import { createDemoMembers, createPlans } from './factories.ts';

export interface MockSeed {
  members: MockMember[];
  /** The member logged in when the store starts (stories of member screens start logged in); null: logged out. */
  sessionMemberId: number | null;
  plans: Plan[];
}

export interface MockDb {
  members: MockMember[];
  sessionMemberId: number | null;
  plans: Plan[];
  logEntries: LogEntry[];
  /** Back to the seed. */
  reset(): void;
  findByEmail(email: string): MockMember | undefined;
  /** The logged-in member, if any. */
  currentMember(): MockMember | undefined;
}

export const defaultSeed = (): MockSeed => ({
  members: createDemoMembers(),
  sessionMemberId: 1001,
  plans: createPlans(),
});

export function createDb(seed: () => MockSeed = defaultSeed): MockDb {
  const db: MockDb = {
    members: [],
    sessionMemberId: null,
    plans: [],
    logEntries: [],
    reset() {
      const fresh = seed();
      db.members = fresh.members;
      db.sessionMemberId = fresh.sessionMemberId;
      db.plans = fresh.plans;
      db.logEntries = [];
    },
    findByEmail: (email) => db.members.find((m) => m.email === email.trim().toLowerCase()),
    currentMember: () => db.members.find((m) => m.id === db.sessionMemberId),
  };
  db.reset();
  return db;
}

/** The store behind the default `handlerGroups`. */
export const db = createDb();
