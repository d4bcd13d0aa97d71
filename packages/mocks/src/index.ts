// MSW mocks for Storybook and tests only: never imported by the site or the server. One store (store.ts), rules per
// feature over it, handlers typed by the contract, every scenario in scenarios.ts.

// Recorded answers of the real server (scripts/record) and the generic answers it never gives on purpose.
export { failing, loadingForever, offline, recorded } from './recorded.ts';
export { resetReplays, loadRecording } from './replay.ts';
export { recordedAnswer, recordedRequest } from './answers.ts';
export { scenarioNames } from './scenario-names.ts';
export type { ScenarioName } from './scenario-names.ts';
export { RECORDING_NOW } from './recording.ts';
export type { Exchange, Recording } from './recording.ts';

// The store and its clock.
export { createStore, emptyTables, pair, resetSeededStores } from './store.ts';
export type {
  GrantedReward,
  ProfileFaults,
  StoredOwnProfile,
  MessagingFaults,
  PhotoFaults,
  StoredPhoto,
  StoredVerification,
  StoredVerificationAttempt,
  MessagingMember,
  MockStore,
  MockStore as MockDb,
  MockTables,
  Report,
  StoredMessage,
  StoredThread,
} from './store.ts';
export * from './clock.ts';
export {
  ApiError,
  BlockedError,
  InvalidCursorError,
  MemberNotFoundError,
  SelfActionError,
} from './errors.ts';

// Who may do what (from the contract's catalogue and featuresByRole).
export { listsClosedTo, mayUse, paywallError, paywalledListsForFreeMembers } from './access.ts';
export type { Tier } from './access.ts';

// Factories.
export * from './factories.ts';
export {
  createCity,
  createFeedPage,
  createListEntry,
  createListPage,
  createMemberRecord,
  createMemberSummary,
  createNewsfeedItem,
  createNewsfeedPage,
  createProfileDetail,
  createSearchPage,
  createSearchResult,
  toDetail,
  toSummary,
} from './discovery/factories.ts';
export type { MemberRecord, PageOptions, Relationship } from './discovery/factories.ts';
export {
  artistsNamed,
  communityExtras,
  createAnswers,
  firstAnswers,
  longAnswer,
  longText,
  sampleAnswer,
} from './profile/factories.ts';
export { cities, distanceKm, lookupCityNames } from './discovery/cities.ts';
export { PHOTO_HEIGHT, PHOTO_WIDTH, portraitDataUri } from './discovery/photos.ts';
export { SAMPLE_SEED as DISCOVERY_SEED } from '@app/demo-data';
export { discoveryFixtures } from './discovery/fixtures.ts';

// Feature rules over the store.
export { communityOf, createCommunity, seedCommunity } from './discovery/community.ts';
export type { Community, CommunityOptions } from './discovery/community.ts';
export { ownProfileOf, profileMessages, unsavedOwnProfile } from './profile/own-profile.ts';
export type { OwnProfileRules } from './profile/own-profile.ts';
export { photoMessages, photoRulesOf, readUpload } from './photos/photo-rules.ts';
export type { CheckedUpload, PhotoRules } from './photos/photo-rules.ts';
export { readPixelSize, sniffMediaType } from './photos/sniff.ts';
export {
  fullSize,
  heicBytes,
  jpegBytes,
  photoFile,
  pngBytes,
  sandboxAlbums,
  webpBytes,
} from './photos/factories.ts';
export type { SampleKind, SandboxAlbum } from './photos/factories.ts';

// Handlers.
export type { ContractHandlerOptions, HandlerOptions } from './respond.ts';
export { contractHandler, errorResponse, messages, mockPath, on } from './respond.ts';
export { avatarSvg, sessionGroups } from './session.ts';
export type { SessionGroups } from './session.ts';
export { createDiscoveryHandlers } from './discovery/handlers.ts';
export type { DiscoveryHandlerOptions } from './discovery/handlers.ts';
export { profileHandlers } from './profile/handlers.ts';
export { photoHandlers } from './photos/handlers.ts';
// Still used by packages/client's membership-sync test (on the rule engine until its area moves to recordings).
export { addMonths, putMembership } from './subscriptions/rules.ts';
export { allHandlers, createHandlerGroups, sessionMailbox, sessionSummary, tierOf } from './groups.ts';
export type { HandlerGroups } from './groups.ts';

// Scenarios.
export * from './scenarios.ts';
export { profileScenarioSetups } from './profile/states.ts';
export type { ProfileScenarioName, ProfileScenarioSetup } from './profile/states.ts';
export { ownProfileFixtures } from './profile/fixtures.ts';
export { photoScenarioSetups } from './photos/states.ts';
export type { PhotoScenarioName, PhotoScenarioSetup } from './photos/states.ts';
export { photoFixtures } from './photos/fixtures.ts';

// Spin the matches.
export { spinHandlers } from './spin/handlers.ts';
export { inviteHandlers } from './invites/handlers.ts';
export { inviteMessages, inviteRulesOf } from './invites/rules.ts';
export type { InviteRules, StoredInvite } from './invites/rules.ts';
export { inviteScenario, inviteScenarioSetups } from './invites/scenarios.ts';
export type { InviteScenarioName } from './invites/scenarios.ts';
export { spinRulesOf } from './spin/rules.ts';
export type { SpinRules } from './spin/rules.ts';
export type { SpinFaults, StoredDailyMatchPool, StoredSpinDay } from './store.ts';
