// The messaging scenarios: a mailbox over a fresh store with its viewer's inbox in a named state, and the
// `messaging` handler group over it, for a story's `parameters.msw.handlers.messaging` or a test's `server.use(...)`
// (re-exported by ../scenarios.ts with every other scenario). The session scenarios seed their demo logins' inboxes
// with `addPayingMemberInbox` and `addFreeMemberInbox`.
import type { MemberSummary, MessageWireState } from '@app/contract';
import type { HttpHandler } from 'msw';
import { minutesAgo } from '../clock.ts';
import { createMemberSummary } from '../discovery/factories.ts';
import { createStore } from '../store.ts';
import { conversationLines } from './factories.ts';
import { messagingHandlers } from './handlers.ts';
import { Mailbox } from './mailbox.ts';

/** The logged-in member of the stand-alone scenarios (the session scenarios use the session's member instead). */
export const MESSAGING_VIEWER_ID = 1;

/** A store whose viewer is member `viewerId` (paying unless said otherwise), with nothing in it yet. */
export function createMessagingStore(
  options: { viewerId?: number; paying?: boolean; summary?: MemberSummary } = {},
): Mailbox {
  const { viewerId = MESSAGING_VIEWER_ID, paying = true } = options;
  return new Mailbox(
    { summary: options.summary ?? createMemberSummary({ id: viewerId }), paying },
    createStore(),
  );
}

export interface ConversationOptions {
  /** Number of messages, alternating sides (the other member writes first). */
  count: number;
  /** How many of the last messages are the other member's and still unread. */
  unread?: number;
  /** The conversation ends with the viewer's message, in this state. */
  lastFromMe?: MessageWireState;
  /** Minutes before MESSAGING_NOW of the last message; earlier ones are 9 minutes apart. */
  endedMinutesAgo?: number;
  /** The other member's messages are flirts. */
  flirt?: boolean;
  /** Whose conversation (default: the store's viewer). */
  viewerId?: number;
}

/** Adds member `otherId` (paying unless said otherwise) and a conversation with them. Returns the thread id. */
export function addConversation(
  store: Mailbox,
  otherId: number,
  options: ConversationOptions & { otherPaying?: boolean },
): string {
  const {
    count,
    unread = 0,
    lastFromMe,
    endedMinutesAgo = 30,
    flirt = false,
    viewerId = store.viewerId,
  } = options;
  if (!store.members.has(otherId))
    store.addMember(createMemberSummary({ id: otherId }), options.otherPaying ?? true);
  let threadId = '';
  for (let i = 0; i < count; i += 1) {
    const fromLast = count - 1 - i;
    const fromMe = lastFromMe ? fromLast % 2 === 0 : fromLast >= unread && i % 2 === 1;
    const state: MessageWireState = fromMe
      ? fromLast === 0 && lastFromMe
        ? lastFromMe
        : 'read'
      : fromLast < unread
        ? 'delivered'
        : 'read';
    const message = store.addMessage({
      from: fromMe ? viewerId : otherId,
      to: fromMe ? otherId : viewerId,
      body: conversationLines[(otherId + i) % conversationLines.length] ?? '',
      kind: flirt && !fromMe ? 'flirt' : 'text',
      sentAt: minutesAgo(endedMinutesAgo + fromLast * 9),
      state,
    });
    threadId = message.threadId;
  }
  return threadId;
}

/** A lived-in inbox for `viewerId`: unread threads, read and delivered replies, and four members in the hotlist. */
export function addPayingMemberInbox(store: Mailbox, viewerId: number): void {
  const conversations: [number, ConversationOptions][] = [
    [201, { count: 6, unread: 2, endedMinutesAgo: 4 }],
    [202, { count: 5, lastFromMe: 'read', endedMinutesAgo: 50 }],
    [203, { count: 3, unread: 1, endedMinutesAgo: 180 }],
    [204, { count: 4, lastFromMe: 'delivered', endedMinutesAgo: 60 * 26 }],
    [205, { count: 9, endedMinutesAgo: 60 * 24 * 3 }],
    [206, { count: 2, lastFromMe: 'sent', endedMinutesAgo: 60 * 24 * 9 }],
  ];
  for (const [id, options] of conversations) addConversation(store, id, { ...options, viewerId });
  for (const id of [207, 208, 209, 210]) {
    if (!store.members.has(id)) store.addMember(createMemberSummary({ id }));
    store.addToHotlistOf(viewerId, id, minutesAgo(id * 11));
  }
}

/**
 * A free member's inbox: a readable thread with a paying member (231: replying is paywalled), a locked thread with a
 * free member (232), a locked flirt from a free member (233); 234 is a paying member to flirt with.
 */
export function addFreeMemberInbox(store: Mailbox, viewerId: number): void {
  addConversation(store, 231, { viewerId, count: 3, unread: 1, endedMinutesAgo: 12 });
  addConversation(store, 232, { viewerId, count: 1, unread: 1, endedMinutesAgo: 90, otherPaying: false });
  addConversation(store, 233, {
    viewerId,
    count: 1,
    unread: 1,
    endedMinutesAgo: 200,
    flirt: true,
    otherPaying: false,
  });
  store.addMember(createMemberSummary({ id: 234 }));
}

/** A paying member with a lived-in inbox and hotlist. */
function defaultMessaging(): Mailbox {
  const store = createMessagingStore();
  addPayingMemberInbox(store, store.viewerId);
  return store;
}

export const messagingStores = {
  /** A paying member with a lived-in inbox and hotlist. */
  default: defaultMessaging,
  /** No threads and an empty hotlist. */
  emptyInbox: () => createMessagingStore(),
  /** Four threads waiting with 3, 1, 5 and 2 unread messages. */
  unreadThreads: () => {
    const store = createMessagingStore();
    [3, 1, 5, 2].forEach((unread, i) =>
      addConversation(store, 211 + i, { count: unread + 2, unread, endedMinutesAgo: 3 + i * 40 }),
    );
    return store;
  },
  /** One thread ('t1', with member 220) of 75 messages: three pages. */
  longThread: () => {
    const store = createMessagingStore();
    addConversation(store, 220, { count: 75, unread: 1, endedMinutesAgo: 2 });
    return store;
  },
  /** 45 threads: three inbox pages. */
  manyThreads: () => {
    const store = createMessagingStore();
    for (let i = 0; i < 45; i += 1)
      addConversation(store, 300 + i, { count: 2, unread: i % 4 === 0 ? 1 : 0, endedMinutesAgo: 5 + i * 95 });
    return store;
  },
  /** A free member (see addFreeMemberInbox). */
  freeMember: () => {
    const store = createMessagingStore({ paying: false });
    addFreeMemberInbox(store, store.viewerId);
    return store;
  },
  /**
   * Blocking both ways: the viewer blocked 241 (the thread leaves the inbox; opening or writing answers 403
   * `blocked`), 242 blocked the viewer (404 `not_found`); 243 is an ordinary thread.
   */
  blockedMember: () => {
    const store = createMessagingStore();
    for (const id of [241, 242, 243])
      addConversation(store, id, { count: 3, unread: 1, endedMinutesAgo: id - 200 });
    store.block(store.viewerId, 241);
    store.block(242, store.viewerId);
    return store;
  },
  /** The default inbox, but every send, reply and flirt answers 500 (nothing is stored). */
  sendFails: () => {
    const store = defaultMessaging();
    store.faults.send = Number.POSITIVE_INFINITY;
    return store;
  },
  /** The default inbox, but the inbox and threads answer 500. */
  serverError: () => {
    const store = defaultMessaging();
    store.faults.inbox = true;
    store.faults.thread = true;
    return store;
  },
} satisfies Record<string, () => Mailbox>;
export type MessagingScenarioName = keyof typeof messagingStores | 'loading';

/**
 * Handlers over a fresh store of the named scenario, for a story's `parameters.msw.handlers.messaging` or a test's
 * `server.use(...)`. `loading`: the default inbox, every call waiting forever.
 */
export const messagingScenario = (name: MessagingScenarioName): HttpHandler[] =>
  name === 'loading'
    ? messagingHandlers(defaultMessaging(), { delay: 'infinite' })
    : messagingHandlers(messagingStores[name]());
