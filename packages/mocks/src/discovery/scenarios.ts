// Named discovery scenarios for Storybook pages and tests: each returns the handlers of the `discovery` group,
// so a story sets `parameters.msw.handlers.discovery = discoveryScenarios.listsError()`.
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
import type { Endpoint } from '@app/contract';
import { delay, http } from 'msw';
import type { HttpHandler, HttpResponseResolver } from 'msw';
import { createDiscoveryHandlers, paywalledListsForFreeMembers } from './handlers.ts';
import type { DiscoveryHandlerOptions } from './handlers.ts';
import { createDiscoveryStore } from './store.ts';
import type { DiscoveryStoreOptions } from './store.ts';
import { errorResponse, messages, mockPath } from './respond.ts';

/** A handler for `endpoint`'s method and path with a custom resolver. */
export const on = (endpoint: Endpoint, resolver: HttpResponseResolver): HttpHandler =>
  http[endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>](mockPath(endpoint), resolver);

/** `endpoint` answers 500 with the error body (5xx never carries details). */
export const failing = (endpoint: Endpoint, status = 500): HttpHandler =>
  on(endpoint, () => errorResponse(status, errorCodes.internal, messages.internal));

/** `endpoint` never answers: the loading state stays on screen. */
export const loadingForever = (endpoint: Endpoint): HttpHandler =>
  on(endpoint, async () => {
    await delay('infinite');
  });

/** Handlers over a fresh store built from these options. */
const over = (store: DiscoveryStoreOptions = {}, options: Omit<DiscoveryHandlerOptions, 'store'> = {}) =>
  createDiscoveryHandlers({ ...options, store: createDiscoveryStore(store) });

export const discoveryScenarios = {
  /** A paying member in an active community: every list filled, every call works. */
  payingMember: () => over(),
  /** A free member: the gated lists answer 403 `paywall`; who-i-like, search and feeds work. */
  freeMember: () => over({}, { paywalledLists: paywalledListsForFreeMembers }),
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
