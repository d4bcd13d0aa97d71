// The discovery scenarios: the `discovery` handler group alone, over a fresh community, for a story's
// `parameters.msw.handlers.discovery` (re-exported by ../scenarios.ts with every other scenario).
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
import { errorResponse, failing, loadingForever, messages, on } from '../respond.ts';
import type { CommunityOptions } from './community.ts';
import { createCommunity } from './community.ts';
import type { DiscoveryHandlerOptions } from './handlers.ts';
import { createDiscoveryHandlers } from './handlers.ts';

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
