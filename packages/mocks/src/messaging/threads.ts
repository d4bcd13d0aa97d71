// Which threads and messages a member sees, read from the one store's tables: the thread between two members, a
// thread only its members open, a thread's messages after the member deleted it, blocks either way, and a stored
// message as the contract's wire shape for the member reading it.
import type { MessageWire } from '@app/contract';
import type { MockStore, StoredMessage, StoredThread } from '../store.ts';
import { pair } from '../store.ts';

/** Has either member blocked the other? */
export const blockedEitherWay = (store: MockStore, a: number, b: number): boolean =>
  store.blocks.has(pair(a, b)) || store.blocks.has(pair(b, a));

export function threadBetween(store: MockStore, a: number, b: number): StoredThread | undefined {
  for (const thread of store.threads.values()) {
    const [x, y] = thread.memberIds;
    if ((x === a && y === b) || (x === b && y === a)) return thread;
  }
  return undefined;
}

/** The thread, when `viewer` is one of its members. */
export function participantThread(
  store: MockStore,
  threadId: string,
  viewer: number,
): StoredThread | undefined {
  const thread = store.threads.get(threadId);
  return thread?.memberIds.includes(viewer) ? thread : undefined;
}

/** The thread's messages `viewer` still sees (those after their deletion), oldest first. */
export function visibleMessages(store: MockStore, thread: StoredThread, viewer: number): StoredMessage[] {
  const cleared = thread.clearedAt.get(viewer);
  return store.messages
    .filter((m) => m.threadId === thread.id && (!cleared || m.sentAt > cleared))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** A stored message as `viewer` receives it (their own client id only on their own messages). */
export function messageWire(m: StoredMessage, viewer: number): MessageWire {
  const fromMe = m.senderId === viewer;
  return {
    id: m.id,
    threadId: m.threadId,
    clientId: fromMe ? m.clientId : null,
    fromMe,
    kind: m.kind,
    body: m.body,
    sentAt: m.sentAt,
    state: m.state,
  };
}
