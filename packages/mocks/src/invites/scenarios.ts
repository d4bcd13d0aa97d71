// Invite scenarios: the paying demo member logged in with invites received (one waiting for a reply, one replied)
// and sent (one replied, one waiting), or with none; and a member with nothing on their profile to share.
import { MOCK_NOW } from '../clock.ts';
import { memberIds } from '../factories.ts';
import { createHandlerGroups } from '../groups.ts';
import type { HandlerGroups } from '../groups.ts';
import type { HandlerOptions } from '../respond.ts';
import { seedSession } from '../scenarios.ts';
import type { MockStore } from '../store.ts';
import { createStore } from '../store.ts';

const HOUR = 60 * 60_000;

function withInvites(store: MockStore, memberId: number) {
  const at = (hoursAgo: number) => MOCK_NOW.getTime() - hoursAgo * HOUR;
  store.invites.push(
    {
      inviterId: 7,
      inviteeId: memberId,
      questionId: 6,
      createdAt: at(70),
      reply: 'A long walk, then pancakes.',
      repliedAt: at(60),
    },
    {
      inviterId: memberId,
      inviteeId: 12,
      questionId: 4,
      createdAt: at(50),
      reply: 'Old maps and where they were wrong.',
      repliedAt: at(30),
    },
    { inviterId: memberId, inviteeId: 15, questionId: 11, createdAt: at(20), reply: null, repliedAt: null },
    { inviterId: 9, inviteeId: memberId, questionId: 1, createdAt: at(5), reply: null, repliedAt: null },
  );
}

export const inviteScenarioSetups = {
  /** Invites received and sent, one of each waiting. */
  invites: { memberId: memberIds.paying, apply: withInvites },
  /** No invites either way. */
  noInvites: { memberId: memberIds.paying, apply: () => undefined },
  /** The new profile: nothing on it to share (no interests). */
  noInterests: { memberId: memberIds.newProfile, apply: () => undefined },
} as const satisfies Record<
  string,
  { memberId: number; apply: (store: MockStore, memberId: number) => void }
>;
export type InviteScenarioName = keyof typeof inviteScenarioSetups;

export function inviteScenario(
  name: InviteScenarioName,
  options: HandlerOptions = {},
): { db: MockStore; handlers: HandlerGroups } {
  const { memberId, apply } = inviteScenarioSetups[name];
  const db = createStore((store) => {
    seedSession(store, memberId);
    apply(store, memberId);
  });
  return { db, handlers: createHandlerGroups(db, options) };
}
