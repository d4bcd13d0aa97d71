// Every named scenario of the mocks, in one place. Each call builds a FRESH store (stories and tests never share
// state) and returns its handlers: the session scenarios (freeMember, payingMember, ...) return complete
// HandlerGroups over one store; discoveryScenarios and messagingScenario (discovery/scenarios.ts and
// messaging/scenarios.ts, re-exported here) return one feature's group, for a story's
// `parameters.msw.handlers.discovery` / `.messaging`.
import { errorCodes } from '@app/contract';
import { http } from 'msw';
import { cities, findCity } from './discovery/cities.ts';
import { seedCommunity } from './discovery/community.ts';
import type { MemberRecord } from './discovery/factories.ts';
import { createMemberRecord } from './discovery/factories.ts';
import type { MockMember } from './factories.ts';
import { createDemoMembers, createPlans, memberIds } from './factories.ts';
import type { HandlerGroups } from './groups.ts';
import { createHandlerGroups, sessionSummary } from './groups.ts';
import { Mailbox } from './messaging/mailbox.ts';
import { addFreeMemberInbox, addPayingMemberInbox } from './messaging/scenarios.ts';
import type { PhotoScenarioName } from './photos/states.ts';
import { photoScenarioSetups } from './photos/states.ts';
import type { ProfileScenarioName } from './profile/states.ts';
import { profileScenarioSetups, seedDemoOwnProfiles } from './profile/states.ts';
import type { HandlerOptions } from './respond.ts';
import { errorResponse, messages } from './respond.ts';
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

// ================================================================ discovery and messaging scenarios (one group each)

export { discoveryScenarios } from './discovery/scenarios.ts';
export type { DiscoveryScenario } from './discovery/scenarios.ts';
export {
  MESSAGING_VIEWER_ID,
  addConversation,
  createMessagingStore,
  messagingScenario,
  messagingStores,
} from './messaging/scenarios.ts';
export type { ConversationOptions, MessagingScenarioName } from './messaging/scenarios.ts';

// ================================================================ the default store and groups

/** The store behind the default `handlerGroups` (the free demo member logged in); `db.reset()` restores it all. */
export const db: MockStore = sessionStore();
/** The default groups over `db`. Storybook's preview registers these. */
export const handlerGroups: HandlerGroups = createHandlerGroups(db);
