// The `discovery` handler group of the session scenarios (freeMember, payingMember, ...): the viewer is the
// session's logged-in member, free members meet the paywall on the gated lists, and nobody logged in gets 401.
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import type { MockMember } from '../factories.ts';
import type { HandlerOptions } from '../handlers.ts';
import { cities, findCity } from './cities.ts';
import { createMemberRecord } from './factories.ts';
import type { MemberRecord } from './factories.ts';
import type { MessagingStore } from '../messaging/store.ts';
import { createDiscoveryHandlers, paywalledListsForFreeMembers } from './handlers.ts';
import { createDiscoveryStore } from './store.ts';

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
  });
}

/**
 * Discovery handlers over a store holding the community plus the session's members, each with seeded lists. Given
 * the session's messaging store, both mocks share one community: a profile says whether the viewer saved the member
 * to the hotlist, a block reaches messaging (the thread leaves the inbox), and messaging knows every member.
 */
export function sessionDiscoveryHandlers(
  db: MockDb,
  options: HandlerOptions = {},
  messaging?: MessagingStore,
): HttpHandler[] {
  const store = createDiscoveryStore({
    viewerId: db.sessionMemberId ?? 1,
    extraMembers: db.members.map(sessionMemberRecord),
    activityFor: db.members.map((member) => member.id),
  });
  if (messaging) {
    messaging.lookupMember = (id) => {
      const member = store.member(id);
      // Discovery holds no plans: community members count as free (a free viewer's threads with them are locked).
      return member && { summary: store.summaryFor(messaging.viewerId, id), paying: false };
    };
  }
  return createDiscoveryHandlers({
    store,
    ...(messaging
      ? {
          messaging: {
            inHotlist: (viewer, memberId) => messaging.inHotlist(viewer, memberId),
            blocked: (blocker, memberId, blocked) =>
              blocked ? messaging.block(blocker, memberId) : messaging.unblock(blocker, memberId),
          },
        }
      : {}),
    viewer: () => db.currentMember()?.id,
    paywalledLists: () => (db.currentMember()?.role === 'free' ? paywalledListsForFreeMembers : []),
    ...(options.delay === undefined ? {} : { delay: options.delay }),
  });
}
