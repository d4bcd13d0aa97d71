// Named scenarios: each call returns a complete HandlerGroups object over a FRESH store, for a story's
// `parameters.msw.handlers` or a test's `server.use(...)`. Override one group by key: `{ ...freeMember(), counters: [...] }`.
import { errorCodes } from '@app/contract';
import { http } from 'msw';
import type { MockDb } from './db.ts';
import { createDb, defaultSeed } from './db.ts';
import type { HandlerGroups, HandlerOptions } from './handlers.ts';
import { createHandlerGroups, errorResponse, messages } from './handlers.ts';

export const memberIds = { free: 1001, paying: 1002, newProfile: 1003 } as const;

/** A store with `memberId` logged in (null: logged out), and its handler groups. */
export function memberScenario(
  memberId: number | null,
  options: HandlerOptions = {},
): { db: MockDb; handlers: HandlerGroups } {
  const db = createDb(() => ({ ...defaultSeed(), sessionMemberId: memberId }));
  return { db, handlers: createHandlerGroups(db, options) };
}

/** A free member, profile 120 days old (ads shown), paywall on the gated features. */
export const freeMember = (): HandlerGroups => memberScenario(memberIds.free).handlers;
/** A paying (and so full) member: every feature open, no ads. */
export const payingMember = (): HandlerGroups => memberScenario(memberIds.paying).handlers;
/** A free member whose profile is 5 days old (no ads yet), no 20Q answers, near-empty counters. */
export const newProfile = (): HandlerGroups => memberScenario(memberIds.newProfile).handlers;
/** Nobody logged in: member calls answer 401; the demo logins work with 'demo-password'. */
export const loggedOut = (): HandlerGroups => memberScenario(null).handlers;

/** Every /api call answers 500 with the server's error body (avatars still render, so error screens look real). */
export function serverError(): HandlerGroups {
  const fail = () => errorResponse(500, errorCodes.internal, messages.internal);
  const { assets, ...groups } = freeMember();
  const failing = Object.fromEntries(
    Object.entries(groups).map(([name, handlers]) => [
      name,
      handlers.map((h) => http.all(h.info.path, fail)),
    ]),
  ) as Omit<HandlerGroups, 'assets'>;
  return { ...failing, assets: [...assets, http.all('*/api/*', fail)] };
}

/** The free member over a slow network: every answer waits `delayMs` (default 3000 ms; 'infinite' = loading forever). */
export const slowNetwork = (delayMs: number | 'infinite' = 3000): HandlerGroups =>
  memberScenario(memberIds.free, { delay: delayMs }).handlers;

export const scenarios = {
  freeMember,
  payingMember,
  newProfile,
  loggedOut,
  serverError,
  slowNetwork,
} as const;
export type ScenarioName = keyof typeof scenarios;
