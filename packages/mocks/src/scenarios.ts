// Every named scenario of the mocks, in one place. Each call builds a FRESH store (stories and tests never share
// state) and returns its handlers: the session scenarios (freeMember, payingMember, ...) return complete
// HandlerGroups over one store; discoveryScenarios and messagingScenario return one feature's group, for a story's
// `parameters.msw.handlers.discovery` / `.messaging`.
import type { MemberSummary, MessageWireState } from '@app/contract';
import {
  errorCodes,
  getList,
  getProfileView,
  interestedInMeFeed,
  likeMember,
  lookupCities,
  newsfeed,
  searchMembers,
  unlikeMember,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import { http } from 'msw';
import { minutesAgo } from './clock.ts';
import { cities, findCity } from './discovery/cities.ts';
import type { CommunityOptions } from './discovery/community.ts';
import { createCommunity, seedCommunity } from './discovery/community.ts';
import type { MemberRecord } from './discovery/factories.ts';
import { createMemberRecord, createMemberSummary } from './discovery/factories.ts';
import type { DiscoveryHandlerOptions } from './discovery/handlers.ts';
import { createDiscoveryHandlers } from './discovery/handlers.ts';
import type { MockMember } from './factories.ts';
import { createDemoMembers, createPlans, memberIds } from './factories.ts';
import type { HandlerGroups } from './groups.ts';
import { createHandlerGroups, sessionSummary } from './groups.ts';
import { conversationLines } from './messaging/factories.ts';
import { messagingHandlers } from './messaging/handlers.ts';
import { Mailbox } from './messaging/mailbox.ts';
import type { PhotoScenarioName } from './photos/states.ts';
import { photoScenarioSetups } from './photos/states.ts';
import type { ProfileScenarioName } from './profile/states.ts';
import { profileScenarioSetups, seedDemoOwnProfiles } from './profile/states.ts';
import type { HandlerOptions } from './respond.ts';
import { errorResponse, failing, loadingForever, messages, on } from './respond.ts';
import type { MockStore } from './store.ts';
import { createStore } from './store.ts';
import { seedDemoMemberships } from './subscriptions/states.ts';

// ================================================================ session scenarios (complete HandlerGroups)

/** A session member as the discovery community sees them (their own name, age, gender and photos). */
export function sessionMemberRecord(member: MockMember): MemberRecord {
  const { data } = member;
  return createMemberRecord(member.id, {
    name: data.name,
    age: data.age,
    gender: data.gender,
    seeking: data.seeking,
    city: findCity(data.city) ?? (cities[0] as MemberRecord['city']),
    photos: member.images.map(({ id, url, width, height }) => ({ id, url, width, height })),
    verified: member.verificationStatus === 'verified',
    joinedAt: member.signupDate,
    answers: member.answers,
    artists: [],
  });
}

/**
 * The session's world: the three demo logins, the plans, the community around them (each login with seeded lists),
 * their own profiles as the server seeds them (the new profile's empty), and their inboxes: the paying member (1002)
 * a lived-in one, the free member (1001) the free-member one, the new profile (1003) an empty one.
 */
export function seedSession(store: MockStore, memberId: number | null): void {
  store.members = createDemoMembers();
  store.sessionMemberId = memberId;
  store.plans = createPlans();
  seedCommunity(store, {
    viewerId: memberId ?? 1,
    extraMembers: store.members.map(sessionMemberRecord),
    activityFor: store.members.map((member) => member.id),
  });
  seedDemoOwnProfiles(store);
  seedDemoMemberships(store);
  const mailbox = new Mailbox({ summary: sessionSummary(store, memberIds.paying), paying: true }, store);
  mailbox.addMember(sessionSummary(store, memberIds.free), false);
  mailbox.addMember(sessionSummary(store, memberIds.newProfile), false);
  addPayingMemberInbox(mailbox, memberIds.paying);
  addFreeMemberInbox(mailbox, memberIds.free);
}

/** The one store of the session scenarios, with `memberId` logged in (null: logged out). */
export const sessionStore = (memberId: number | null = memberIds.free): MockStore =>
  createStore((store) => seedSession(store, memberId));

/** A store with `memberId` logged in (null: logged out), and its handler groups. */
export function memberScenario(
  memberId: number | null,
  options: HandlerOptions = {},
): { db: MockStore; handlers: HandlerGroups } {
  const db = sessionStore(memberId);
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

// ================================================================ own profile scenarios (complete HandlerGroups)

/** A session store with the scenario's member logged in and their profile in its state (`db.reset()` keeps it). */
export function profileScenario(
  name: ProfileScenarioName,
  options: HandlerOptions = {},
): { db: MockStore; handlers: HandlerGroups } {
  const { memberId, apply } = profileScenarioSetups[name];
  const db = createStore((store) => {
    seedSession(store, memberId);
    apply(store, memberId);
  });
  return { db, handlers: createHandlerGroups(db, options) };
}

/** Every own-profile scenario (profile/states.ts says what each holds), as complete HandlerGroups. */
export const profileScenarios = Object.fromEntries(
  Object.keys(profileScenarioSetups).map((name) => [
    name,
    () => profileScenario(name as ProfileScenarioName).handlers,
  ]),
) as Record<ProfileScenarioName, () => HandlerGroups>;

// ================================================================ photos and verification scenarios (complete HandlerGroups)

/** A session store with the scenario's member logged in and their photos and verification in its state. */
export function photoScenario(
  name: PhotoScenarioName,
  options: HandlerOptions = {},
): { db: MockStore; handlers: HandlerGroups } {
  const { memberId, apply } = photoScenarioSetups[name];
  const db = createStore((store) => {
    seedSession(store, memberId);
    apply(store, memberId);
  });
  return { db, handlers: createHandlerGroups(db, options) };
}

/** Every photos and verification scenario (photos/README.md says what each holds), as complete HandlerGroups. */
export const photoScenarios = Object.fromEntries(
  Object.keys(photoScenarioSetups).map((name) => [
    name,
    () => photoScenario(name as PhotoScenarioName).handlers,
  ]),
) as Record<PhotoScenarioName, () => HandlerGroups>;

// ================================================================ discovery scenarios (the `discovery` group)

/** Discovery handlers over a fresh community built from these options. */
const over = (community: CommunityOptions = {}, options: Omit<DiscoveryHandlerOptions, 'community'> = {}) =>
  createDiscoveryHandlers({ ...options, community: createCommunity(community) });

export const discoveryScenarios = {
  /** A paying member in an active community: every list filled, every call works. */
  payingMember: () => over(),
  /** A free member: the gated lists answer 403 `paywall`; who-i-like, search and feeds work. */
  freeMember: () => over({}, { tier: () => 'free' }),
  /** A new member: nobody viewed or liked them yet, and they like and block nobody. */
  emptyLists: () => over({ withActivity: false }),
  /** Long names and members without photos fill the first pages. */
  longNamesAndMissingPhotos: () =>
    over({
      members: Object.fromEntries(
        Array.from({ length: 120 }, (_, i) => [
          i + 1,
          i % 2 === 0
            ? { name: 'Maximiliana Alexandrina Konstantinopoulou-Richardson' }
            : { photos: [], photoAddedAt: null },
        ]),
      ),
    }),
  listsError: () => [failing(getList), ...over()],
  listsLoading: () => [loadingForever(getList), ...over()],
  profileNotFound: () => [
    on(getProfileView, () => errorResponse(404, errorCodes.notFound, messages.unavailable)),
    ...over(),
  ],
  profileError: () => [failing(getProfileView), ...over()],
  profileLoading: () => [loadingForever(getProfileView), ...over()],
  /** Liking and unliking fail: the optimistic heart rolls back with a message. */
  likeError: () => [failing(likeMember), failing(unlikeMember), ...over()],
  searchError: () => [failing(searchMembers), ...over()],
  searchLoading: () => [loadingForever(searchMembers), ...over()],
  /** Search finds nobody, whatever the filters. */
  searchEmpty: () => [
    on(searchMembers, () => Response.json({ data: { items: [], nextCursor: null, total: 0 } })),
    ...over(),
  ],
  citiesError: () => [failing(lookupCities), ...over()],
  feedsError: () => [failing(interestedInMeFeed), failing(newsfeed), ...over()],
  feedsLoading: () => [loadingForever(interestedInMeFeed), loadingForever(newsfeed), ...over()],
} satisfies Record<string, () => HttpHandler[]>;
export type DiscoveryScenario = keyof typeof discoveryScenarios;

// ================================================================ messaging scenarios (the `messaging` group)

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
function addPayingMemberInbox(store: Mailbox, viewerId: number): void {
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
function addFreeMemberInbox(store: Mailbox, viewerId: number): void {
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

// ================================================================ the default store and groups

/** The store behind the default `handlerGroups` (the free demo member logged in); `db.reset()` restores it all. */
export const db: MockStore = sessionStore();
/** The default groups over `db`. Storybook's preview registers these. */
export const handlerGroups: HandlerGroups = createHandlerGroups(db);
