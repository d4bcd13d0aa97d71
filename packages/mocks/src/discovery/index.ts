// Discovery mocks: fixture factories, the stateful store, MSW handlers and named scenarios.
export { DISCOVERY_NOW } from './time.ts';
export { DISCOVERY_SEED } from './faker.ts';
export { portraitDataUri, PHOTO_WIDTH, PHOTO_HEIGHT } from './photos.ts';
export { cities, lookupCityNames, distanceKm } from './cities.ts';
export {
  createMemberRecord,
  createMemberSummary,
  createProfileDetail,
  createListEntry,
  createListPage,
  createSearchResult,
  createSearchPage,
  createFeedPage,
  createNewsfeedItem,
  createNewsfeedPage,
  createCity,
  toSummary,
  toDetail,
} from './factories.ts';
export type { MemberRecord, Relationship, PageOptions } from './factories.ts';
export { createDiscoveryStore, MemberNotFoundError, BlockedError, SelfActionError } from './store.ts';
export type { DiscoveryStore, DiscoveryStoreOptions, Report } from './store.ts';
export { createDiscoveryHandlers, paywalledListsForFreeMembers } from './handlers.ts';
export type { DiscoveryHandlerOptions } from './handlers.ts';
export { discoveryScenarios, failing, loadingForever, on } from './scenarios.ts';
export type { DiscoveryScenario } from './scenarios.ts';
export { discoveryFixtures } from './fixtures.ts';
export { sessionDiscoveryHandlers, sessionMemberRecord } from './session.ts';
