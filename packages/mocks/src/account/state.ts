// The mocks' account state beside the store (the server's sessions, visibility columns, recovery tokens and rate
// limits): the signed-in sessions of each member (the store's own session is the current one), visibility, the
// recovery links issued and used, and the recovery requests counted per address and for this one client.
import type { AccountSession, Visibility } from '@app/contract';
import { minutesAgo } from '../clock.ts';
import type { MockStore } from '../store.ts';

/** An opaque id of the server's shape (43 base64url characters) made from a readable word. */
const opaque = (word: string) => word.repeat(Math.ceil(43 / word.length)).slice(0, 43);

/** The opaque id of the store's own (current) session. */
export const CURRENT_SESSION_ID = opaque('current-session_');

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Every member starts with this browser for the current session and two others signed in elsewhere. */
export const mockSessions = (): AccountSession[] => [
  {
    id: CURRENT_SESSION_ID,
    browser: 'Chrome on macOS',
    userAgent: CHROME_MAC,
    signedInAt: minutesAgo(60 * 24 * 3),
    lastSeenAt: minutesAgo(0),
    current: true,
  },
  {
    id: opaque('iphone-session_'),
    browser: 'Safari on iOS',
    userAgent: SAFARI_IPHONE,
    signedInAt: minutesAgo(60 * 24 * 12),
    lastSeenAt: minutesAgo(45),
    current: false,
  },
  {
    id: opaque('windows-session_'),
    browser: 'Firefox on Windows',
    userAgent: FIREFOX_WINDOWS,
    signedInAt: minutesAgo(60 * 24 * 30),
    lastSeenAt: minutesAgo(60 * 24 * 6),
    current: false,
  },
];

/** Recovery tokens the mocks know from the start: a working link, and one already used (stories, tests). */
export const mockRecoveryTokens = {
  valid: opaque('valid-recovery-token_'),
  used: opaque('used-recovery-token_'),
} as const;

export interface StoredRecovery {
  token: string;
  memberId: number;
  used: boolean;
}

export interface AccountState {
  sessions: Map<number, AccountSession[]>;
  visibility: Map<number, Visibility>;
  recoveries: StoredRecovery[];
  /** Recovery requests counted in the window, per lower-cased address and for the one client. */
  requestsPerEmail: Map<string, number>;
  requestsFromClient: number;
  /** The mail the mocks would have sent: recovery links by address. */
  mailed: { to: string; token: string }[];
  /** Wrong current passwords per member (the server refuses the form after its limit). */
  wrongPasswords: Map<number, number>;
}

const states = new WeakMap<MockStore, { members: unknown; state: AccountState }>();

/**
 * The account state of `store`, made afresh when the store was reset (its `reset()` gives it new tables, members
 * included), so a story that used a recovery link or signed sessions out finds them back on its next run.
 */
export function accountStateOf(store: MockStore): AccountState {
  const held = states.get(store);
  if (held && held.members === store.members) return held.state;
  const state: AccountState = {
    sessions: new Map(),
    visibility: new Map(),
    recoveries: [],
    requestsPerEmail: new Map(),
    requestsFromClient: 0,
    mailed: [],
    wrongPasswords: new Map(),
  };
  states.set(store, { members: store.members, state });
  return state;
}

/** The member's sessions (the current one first), created on first look. */
export function sessionsOf(store: MockStore, memberId: number): AccountSession[] {
  const state = accountStateOf(store);
  let list = state.sessions.get(memberId);
  if (!list) state.sessions.set(memberId, (list = mockSessions()));
  return list;
}

export function visibilityOf(store: MockStore, memberId: number): Visibility {
  return accountStateOf(store).visibility.get(memberId) ?? { hidden: false, incognito: false };
}
