// The mocks' email state beside the store (the server's members columns and email_tokens): per member the address's
// validation and bouncing, the opt-outs, the once notices due, and the validation links mailed (the mocks' outbox).
import type { OptOutEmailKind } from '@app/contract';
import { EMAIL_TOKEN_LENGTH } from '@app/contract';
import type { MockStore } from '../store.ts';

/** An opaque token of the server's shape (43 base64url characters) made from a readable word. */
const opaque = (word: string) =>
  word.repeat(Math.ceil(EMAIL_TOKEN_LENGTH / word.length)).slice(0, EMAIL_TOKEN_LENGTH);

/** Validation tokens the mocks know from the start (stories, tests): one that works for the first member, one used. */
export const mockValidationTokens = {
  valid: opaque('valid-email-token_'),
  used: opaque('used-email-token_'),
} as const;

export interface MemberEmailState {
  validated: boolean;
  bouncing: boolean;
  optOuts: OptOutEmailKind[];
  /** The once notices due (emailVerified, reactivationModal). */
  pendingNotices: string[];
}

export interface StoredValidation {
  token: string;
  memberId: number;
  email: string;
  used: boolean;
}

export interface EmailState {
  members: Map<number, MemberEmailState>;
  validations: StoredValidation[];
  /** Resends counted in the window, per member. */
  resends: Map<number, number>;
  /** What the mocks would have mailed. */
  mailed: { to: string; kind: string; token?: string }[];
  /** Failures the handlers simulate (stories' server-error states). */
  faults: { save: boolean };
}

/**
 * Keyed by the store's members table, which `reset()` makes anew: a reset store starts with fresh email state too
 * (and a scenario's seed, which runs after, sets it for that table).
 */
const states = new WeakMap<object, EmailState>();

export function emailStateOf(store: MockStore): EmailState {
  let state = states.get(store.members);
  if (!state) {
    state = { members: new Map(), validations: [], resends: new Map(), mailed: [], faults: { save: false } };
    states.set(store.members, state);
  }
  return state;
}

/** A member's email state; seeded members start validated, as the migration marks existing members. */
export function memberEmailOf(store: MockStore, memberId: number): MemberEmailState {
  const state = emailStateOf(store);
  let member = state.members.get(memberId);
  if (!member) {
    member = { validated: true, bouncing: false, optOuts: [], pendingNotices: [] };
    state.members.set(memberId, member);
  }
  return member;
}

/** Sets a member's email state (stories and tests: an unvalidated, bouncing or Gmail address, a notice due). */
export function setMemberEmail(
  store: MockStore,
  memberId: number,
  values: Partial<MemberEmailState> & { email?: string },
): void {
  const { email, ...rest } = values;
  Object.assign(memberEmailOf(store, memberId), rest);
  if (email !== undefined) {
    const member = store.members.find((m) => m.id === memberId);
    if (member) member.email = email;
  }
}
