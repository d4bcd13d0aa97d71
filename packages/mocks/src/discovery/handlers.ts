// MSW handlers for every discovery endpoint over the one store's community. The paywall on the member lists comes
// from the contract (the catalogue entry of each list kind, featuresByRole for the viewer's tier, paywallHeadline).
import {
  blockMember,
  getList,
  getProfileView,
  interestedInMeFeed,
  likeMember,
  listIdOf,
  lookupCities,
  newsfeed,
  reportMember,
  searchMembers,
  unblockMember,
  unlikeMember,
  errorCodes,
} from '@app/contract';
import type { Endpoint } from '@app/contract';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import type { Tier } from '../access.ts';
import { mayUse, paywallError } from '../access.ts';
import { ApiError } from '../errors.ts';
import type { HandlerInput, HandlerOptions } from '../respond.ts';
import { contractHandler, messages } from '../respond.ts';
import { lookupCityNames } from './cities.ts';
import type { Community } from './community.ts';
import { createCommunity } from './community.ts';

export interface DiscoveryHandlerOptions extends HandlerOptions {
  /** The community to serve; a fresh default one (viewer 1) when omitted. */
  community?: Community;
  /** The viewer's permission tier, read on every request (default: full, every list open). */
  tier?: () => Tier;
  /** The logged-in member, read on every request; undefined answers 401. Default: the community's viewer. */
  viewer?: () => number | undefined;
}

const ok = <T>(data: T) => ({ success: true as const, data });

/** MSW handlers for every discovery endpoint. */
export function createDiscoveryHandlers(options: DiscoveryHandlerOptions = {}): HttpHandler[] {
  const community = options.community ?? createCommunity();
  const { store } = community;
  const tier = options.tier ?? (() => 'full' as const);
  const viewer = options.viewer ?? (() => community.viewerId);
  const handle = <E extends Endpoint>(
    endpoint: E,
    resolve: (input: HandlerInput<E>, me: number) => z.input<E['response']>,
  ) =>
    contractHandler(endpoint, (input) => resolve(input, viewer()!), {
      viewer,
      ...(options.delay === undefined ? {} : { delay: options.delay }),
    });
  const inHotlist = (me: number, id: number) => store.hotlists.get(me)?.has(id) ?? false;

  return [
    handle(likeMember, ({ body }, me) => ok(community.like(me, body.memberId))),
    handle(unlikeMember, ({ body }, me) => ok(community.unlike(me, body.memberId))),
    handle(getList, ({ params, query }, me) => {
      if (!mayUse(tier(), listIdOf(params.kind)))
        throw paywallError(listIdOf(params.kind), { field: 'kind' });
      return { data: community.list(me, params.kind, query) };
    }),
    handle(getProfileView, ({ params }, me) => {
      const profile = community.viewProfile(me, params.id);
      return { data: { ...profile, inHotlist: !profile.blockedByMe && inHotlist(me, params.id) } };
    }),
    handle(blockMember, ({ body }, me) => ok(community.block(me, body.memberId))),
    handle(unblockMember, ({ body }, me) => ok(community.unblock(me, body.memberId))),
    handle(reportMember, ({ body }, me) => {
      if (community.hasBlocked(body.memberId, me) && !community.hasBlocked(me, body.memberId))
        throw new ApiError(404, errorCodes.notFound, messages.unavailable);
      const report = community.report(me, body.memberId, body.reason, body.text);
      return ok({ reportId: report.id });
    }),
    handle(searchMembers, ({ query }, me) => ({ data: community.search(me, query) })),
    handle(lookupCities, ({ query }) => ({ data: { items: lookupCityNames(query.q, community.cities) } })),
    handle(interestedInMeFeed, ({ query }, me) => ({ data: community.interestedInMe(me, query) })),
    handle(newsfeed, ({ query }, me) => ({ data: community.newsfeed(me, query) })),
  ];
}
