// MSW mocks for Storybook and tests only: never imported by the site or the server. One store (store.ts), rules per
// feature over it, handlers typed by the contract, every scenario in scenarios.ts.

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
export * from './messaging/factories.ts';
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
export { Mailbox, MessagingStore } from './messaging/mailbox.ts';
export type { MessagingError, MessagingOutcome, SessionViewer } from './messaging/mailbox.ts';
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
export {
  contractHandler,
  errorResponse,
  failing,
  loadingForever,
  messages,
  mockPath,
  on,
} from './respond.ts';
export { avatarSvg, sessionGroups } from './session.ts';
export type { SessionGroups } from './session.ts';
export { createDiscoveryHandlers } from './discovery/handlers.ts';
export type { DiscoveryHandlerOptions } from './discovery/handlers.ts';
export { messagingHandlers } from './messaging/handlers.ts';
export { profileHandlers } from './profile/handlers.ts';
export { photoHandlers } from './photos/handlers.ts';
export { subscriptionHandlers } from './subscriptions/handlers.ts';
export { addDays, addMonths, putMembership, subscriptionView } from './subscriptions/rules.ts';
export {
  applyPurchase,
  cardBrand,
  checkoutHandlers,
  checkoutMessages,
  sandboxOutcome,
} from './subscriptions/checkout.ts';
export {
  PAID_REFERENCE,
  checkoutScenario,
  checkoutScenarioSetups,
} from './subscriptions/checkout-scenarios.ts';
export type { CheckoutScenarioName } from './subscriptions/checkout-scenarios.ts';
export { membershipHandlers, membershipMessages, membershipRulesOf } from './subscriptions/membership.ts';
export {
  membershipScenario,
  membershipScenarioSetups,
  membershipScenarios,
} from './subscriptions/membership-scenarios.ts';
export type { MembershipScenarioName } from './subscriptions/membership-scenarios.ts';
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
export {
  easternDay,
  nextEasternMidnight,
  noSpinsLeftMessage,
  spinMessages,
  spinRulesOf,
} from './spin/rules.ts';
export type { SpinRules } from './spin/rules.ts';
export { segmentOf, spinScenario, spinScenarioSetups, spinScenarios } from './spin/scenarios.ts';
export type { SpinScenarioName, SpinScenarioSetup } from './spin/scenarios.ts';
export { rateLimitedMessage, supportHandlers, supportMessagesOf } from './support/handlers.ts';
export type { SentSupportMessage } from './support/handlers.ts';
export type { SpinFaults, StoredDailyMatchPool, StoredSpinDay } from './store.ts';
export { disableFaults, disableHandlers } from './disable/handlers.ts';
export { disablesOf } from './disable/store.ts';
export type { StoredDisable } from './disable/store.ts';
export { accountFaults, accountHandlers, accountMessages } from './account/handlers.ts';
export {
  CURRENT_SESSION_ID,
  accountStateOf,
  mockRecoveryTokens,
  mockSessions,
  sessionsOf,
  visibilityOf,
} from './account/state.ts';
export type { AccountState, StoredRecovery } from './account/state.ts';

// Email settings, the validation link and the notices.
export { emailHandlers, emailMessages } from './email/handlers.ts';
export { emailStateOf, memberEmailOf, mockValidationTokens, setMemberEmail } from './email/state.ts';
export type { EmailState, MemberEmailState } from './email/state.ts';
export { disabledProfileScenario } from './disable/scenarios.ts';
