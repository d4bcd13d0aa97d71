export * from './endpoint.ts';
export * from './error-codes.ts';
export * from './errors.ts';
export * from './error-copy.ts';
export * from './fields.ts';
export * from './wire.ts';
export * from './session.ts';
export * from './member-basics.ts';
export * from './profile.ts';
export * from './permissions.ts';
export * from './counters.ts';
export * from './log-limits.ts';
export * from './log.ts';
export * from './billing.ts';
export * from './catalogue.ts';
export * from './copy.ts';
export * from './feature-methods.ts';
export * from './openapi.ts';
export type * from './domain.ts';

import { facebookLogin, login, logout, reactivate } from './session.ts';
import { getProfile } from './profile.ts';
import { flushPermissions, getPermissions } from './permissions.ts';
import { getCounters } from './counters.ts';
import { desktopLog } from './log.ts';
import { microPlan, solidgateProducts, webProducts } from './billing.ts';

/** The twelve calls of SPEC point 7, keyed by name. Feature endpoints are added beside them. */
export const sessionEndpoints = {
  login,
  facebookLogin,
  logout,
  reactivate,
  getProfile,
  getPermissions,
  flushPermissions,
  getCounters,
  desktopLog,
  webProducts,
  microPlan,
  solidgateProducts,
} as const;
export * from './paging.ts';
export * from './members.ts';
export * from './discovery.ts';

import {
  blockMember,
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
} from './discovery.ts';

/** Discovery: likes, the five lists, profile view, blocking, reporting, search, city lookup, interest feeds. */
export const discoveryEndpoints = {
  likeMember,
  unlikeMember,
  getList,
  getProfileView,
  blockMember,
  unblockMember,
  reportMember,
  searchMembers,
  lookupCities,
  interestedInMeFeed,
  newsfeed,
} as const;
export * from './messaging-paywall.ts';
export * from './messaging.ts';

import {
  addToHotlist,
  deleteThread,
  getFlirts,
  getHotlist,
  getInbox,
  getThread,
  removeFromHotlist,
  replyToThread,
  sendFlirt,
  sendMessage,
} from './messaging.ts';
export * from './live-limits.ts';
export * from './live-frames.ts';
export * from './live.ts';
import { markDelivered, sendTyping } from './live.ts';

/** Messaging: inbox, threads, send and reply, delete, flirts, hotlist, typing and delivery receipts. */
export const messagingEndpoints = {
  getInbox,
  getThread,
  sendMessage,
  replyToThread,
  deleteThread,
  sendTyping,
  markDelivered,
  getFlirts,
  sendFlirt,
  getHotlist,
  addToHotlist,
  removeFromHotlist,
} as const;

export * from './own-profile.ts';
export * from './profile-section-titles.ts';
export * from './profile-fields.ts';
export * from './profile-choices.ts';
export * from './profile-completeness.ts';
export * from './twenty-q.ts';
export * from './profile-view.ts';
export * from './spotify.ts';

import { getOwnProfile, saveSectionEndpoints } from './own-profile.ts';
import { answerTwentyQ, clearTwentyQAnswer, getTwentyQ } from './twenty-q.ts';
import { connectSpotify, getSpotify, saveArtists, searchArtists, startSpotifyAuth } from './spotify.ts';

/** The member's own profile: read, save a section, 20Q answers, Spotify artists. */
export const ownProfileEndpoints = {
  getOwnProfile,
  ...saveSectionEndpoints,
  getTwentyQ,
  answerTwentyQ,
  clearTwentyQAnswer,
  getSpotify,
  startSpotifyAuth,
  connectSpotify,
  searchArtists,
  saveArtists,
} as const;

export * from './photo-limits.ts';
export * from './photos.ts';
export * from './verification.ts';

import {
  connectImport,
  deletePhoto,
  getImportAlbumPhotos,
  getImportAlbums,
  getImportStatus,
  getPhotos,
  importPhotos,
  reorderPhotos,
  setMainPhoto,
  uploadPhoto,
} from './photos.ts';
import { dismissVerifiedNotice, getVerification, startVerification, submitSelfie } from './verification.ts';

/** Photos (upload, main, order, delete, import from Facebook and Instagram) and profile verification. */
export const photoEndpoints = {
  getPhotos,
  uploadPhoto,
  setMainPhoto,
  reorderPhotos,
  deletePhoto,
  getImportStatus,
  connectImport,
  getImportAlbums,
  getImportAlbumPhotos,
  importPhotos,
  getVerification,
  startVerification,
  submitSelfie,
  dismissVerifiedNotice,
} as const;

export * from './retention-offers.ts';
export * from './subscriptions.ts';

import {
  acceptOffer,
  cancelSubscription,
  changePlan,
  completeChallenge,
  createPurchase,
  getCheckout,
  getPurchase,
  getSubscription,
  openCheckout,
  paymentWebhook,
  reactivateSubscription,
} from './subscriptions.ts';

/** Paying: checkout, receipts, the membership and its offers, and the card provider's webhook. */
export const subscriptionEndpoints = {
  getSubscription,
  openCheckout,
  getCheckout,
  createPurchase,
  getPurchase,
  completeChallenge,
  cancelSubscription,
  reactivateSubscription,
  acceptOffer,
  changePlan,
  paymentWebhook,
} as const;

export * from './spin.ts';
export * from './eastern-day.ts';

import { getSpin, skipDailyMatch, spinWheel } from './spin.ts';

/** Spin the matches: the day's spins and daily matches, the wheel, skipping a match. */
export const spinEndpoints = { getSpin, spinWheel, skipDailyMatch } as const;

export * from './notice-copy.ts';
export * from './notices.ts';
export * from './email.ts';
export * from './account.ts';
export * from './disable.ts';
export * from './mail-links.ts';
export * from './support-form-pages.ts';
export * from './support-forms.ts';
export * from './support.ts';
export * from './invites.ts';
export * from './invite-limits.ts';
export * from './interests.ts';
export * from './data-export.ts';
export * from './signup.ts';
export * from './captcha.ts';
export * from './sign-in.ts';
export * from './deletion.ts';

import { dismissNotice, getNotices } from './notices.ts';
import { emailEndpoints, publicEmailEndpoints } from './email.ts';
import { accountEndpoints, publicAccountEndpoints } from './account.ts';
import { disableEndpoints } from './disable.ts';
import { supportEndpoints } from './support.ts';
import { inviteEndpoints } from './invites.ts';
import { interestEndpoints } from './interests.ts';
import { dataExportEndpoints } from './data-export.ts';
import { onboardingEndpoints, publicSignupEndpoints } from './signup.ts';
import { publicSignInEndpoints, signInEndpoints } from './sign-in.ts';
import { deletionEndpoints } from './deletion.ts';

/** Joining and leaving: sign-up and the first-run flow, passkeys and two-step sign-in, account deletion. */
export const joinAndLeaveEndpoints = {
  ...publicSignupEndpoints,
  ...onboardingEndpoints,
  ...signInEndpoints,
  ...publicSignInEndpoints,
  ...deletionEndpoints,
} as const;

/** The account side: notices, email, password and sessions, visibility, recovery, disabling. */
export const accountSideEndpoints = {
  getNotices,
  dismissNotice,
  ...emailEndpoints,
  ...publicEmailEndpoints,
  ...accountEndpoints,
  ...publicAccountEndpoints,
  ...disableEndpoints,
} as const;

/** Every endpoint map of the contract, by feature. A new feature's map is added here. */
export const endpointMaps = {
  session: sessionEndpoints,
  discovery: discoveryEndpoints,
  messaging: messagingEndpoints,
  ownProfile: ownProfileEndpoints,
  photos: photoEndpoints,
  subscriptions: subscriptionEndpoints,
  spin: spinEndpoints,
  account: accountSideEndpoints,
  support: supportEndpoints,
  invites: inviteEndpoints,
  interests: interestEndpoints,
  dataExport: dataExportEndpoints,
  joinAndLeave: joinAndLeaveEndpoints,
} as const;

/** Every endpoint of the contract, keyed by name: what the server must route and the mocks must handle. */
export const allEndpoints = {
  ...sessionEndpoints,
  ...discoveryEndpoints,
  ...messagingEndpoints,
  ...ownProfileEndpoints,
  ...photoEndpoints,
  ...subscriptionEndpoints,
  ...spinEndpoints,
  ...accountSideEndpoints,
  ...supportEndpoints,
  ...inviteEndpoints,
  ...interestEndpoints,
  ...dataExportEndpoints,
  ...joinAndLeaveEndpoints,
} as const;

/**
 * The endpoints that deliberately work without a session (everything else answers 401 `unauthenticated` to an
 * anonymous caller): logging in and out, the client log (sent before login too), the plan catalog the paywall
 * and landing pages show, and the card provider's webhook (which proves itself by its signature instead). The server registers exactly these as public (or session-optional) routes, and the
 * authorization suite calls every other endpoint anonymously, as another member and across a block.
 */
export const publicEndpoints = {
  login,
  facebookLogin,
  logout,
  desktopLog,
  webProducts,
  microPlan,
  solidgateProducts,
  paymentWebhook,
  ...publicEmailEndpoints,
  ...publicAccountEndpoints,
  ...supportEndpoints,
  ...publicSignupEndpoints,
  lookupCities,
  ...publicSignInEndpoints,
} as const satisfies Partial<typeof allEndpoints>;

/**
 * The endpoints a third party calls and the site never does (the card provider's signed webhook): the server routes
 * them, the MSW mocks, which stand in for the server behind the site, do not.
 */
export const providerCallbacks = { paymentWebhook } as const satisfies Partial<typeof publicEndpoints>;
