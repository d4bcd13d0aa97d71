import {
  blockMember,
  errorCodes,
  getList,
  getProfileView,
  interestedInMeFeed,
  likeMember,
  lookupCities,
  newsfeed,
  reportMember,
  searchMembers,
  unblockMember,
  unlikeMember,
} from '@app/contract';
import type { Endpoint, ListKind } from '@app/contract';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { lookupCityNames } from './cities.ts';
import { ApiError, handleEndpoint, messages } from './respond.ts';
import type { RequestInput } from './respond.ts';
import { createDiscoveryStore } from './store.ts';
import type { DiscoveryStore } from './store.ts';

/** The lists a free member may not open (SPEC point 6 paywall headlines: viewed me, liked me, mutual likes, blocklist). */
export const paywalledListsForFreeMembers: readonly ListKind[] = [
  'who-viewed-me',
  'who-liked-me',
  'mutual-likes',
  'blocklist',
];

export interface DiscoveryHandlerOptions {
  /** The community to serve; a fresh default store when omitted. */
  store?: DiscoveryStore;
  /** Lists answered with 403 `paywall` (a free member: `paywalledListsForFreeMembers`); read on every request. */
  paywalledLists?: readonly ListKind[] | (() => readonly ListKind[]);
  /** The logged-in member, read on every request; undefined answers 401. Default: the store's viewer. */
  viewer?: () => number | undefined;
  /** Delay before every answer (ms), or 'infinite' for a loading state that never ends. */
  delay?: number | 'infinite';
  /** The messaging mocks' state discovery shows and changes: the hotlist and blocks (the session groups share it). */
  messaging?: DiscoveryMessagingLink;
}

/** What the profile view reads from the messaging mocks, and the blocks it tells them about. */
export interface DiscoveryMessagingLink {
  inHotlist(viewer: number, memberId: number): boolean;
  blocked(blocker: number, memberId: number, blocked: boolean): void;
}

const ok = <T>(data: T) => ({ success: true as const, data });

/** MSW handlers for every discovery endpoint, over one stateful store. */
export function createDiscoveryHandlers(options: DiscoveryHandlerOptions = {}): HttpHandler[] {
  const store = options.store ?? createDiscoveryStore();
  const paywalled = () => {
    const lists = options.paywalledLists ?? [];
    return typeof lists === 'function' ? lists() : lists;
  };
  const handleOptions = {
    viewer: options.viewer ?? (() => store.viewerId),
    ...(options.delay === undefined ? {} : { delay: options.delay }),
  };
  const handle = <E extends Endpoint>(
    endpoint: E,
    resolve: (input: RequestInput<E>, me: number) => z.input<E['response']>,
  ) => handleEndpoint(endpoint, resolve, handleOptions);

  return [
    handle(likeMember, ({ body }, me) => ok(store.like(me, body.memberId))),
    handle(unlikeMember, ({ body }, me) => ok(store.unlike(me, body.memberId))),
    handle(getList, ({ params, query }, me) => {
      if (paywalled().includes(params.kind))
        throw new ApiError(403, errorCodes.paywall, 'Upgrade to see this list', 'kind');
      return { data: store.list(me, params.kind, query) };
    }),
    handle(getProfileView, ({ params }, me) => {
      const profile = store.viewProfile(me, params.id);
      const inHotlist = !profile.blockedByMe && (options.messaging?.inHotlist(me, params.id) ?? false);
      return { data: { ...profile, inHotlist } };
    }),
    handle(blockMember, ({ body }, me) => {
      const answer = store.block(me, body.memberId);
      options.messaging?.blocked(me, body.memberId, true);
      return ok(answer);
    }),
    handle(unblockMember, ({ body }, me) => {
      const answer = store.unblock(me, body.memberId);
      options.messaging?.blocked(me, body.memberId, false);
      return ok(answer);
    }),
    handle(reportMember, ({ body }, me) => {
      if (store.hasBlocked(body.memberId, me) && !store.hasBlocked(me, body.memberId))
        throw new ApiError(404, errorCodes.notFound, messages.unavailable);
      const report = store.report(me, body.memberId, body.reason, body.text);
      return ok({ reportId: report.id });
    }),
    handle(searchMembers, ({ query }, me) => ({ data: store.search(me, query) })),
    handle(lookupCities, ({ query }) => ({ data: { items: lookupCityNames(query.q, store.cities) } })),
    handle(interestedInMeFeed, ({ query }, me) => ({ data: store.interestedInMe(me, query) })),
    handle(newsfeed, ({ query }, me) => ({ data: store.newsfeed(me, query) })),
  ];
}
