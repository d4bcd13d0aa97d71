// Copy that more than one layer shows, written once: the server's paywall answers and the site's paywall page and
// navigation use the same words. Keyed by the feature catalogue.
import type { CatalogueId, PaywallKey } from './catalogue.ts';

/** Headline of home/paywall for each gated feature (SPEC point 6). */
export const paywallHeadlines: Record<PaywallKey, string> = {
  readMail: 'Upgrade to read your messages',
  sendMessage: 'Upgrade to send a message',
  reply: 'Upgrade to reply to your messages',
  mutualLikes: 'Upgrade to see your mutual likes',
  viewedMe: 'Upgrade to see who viewed you',
  likedMe: 'Upgrade to see who liked you',
  blocklist: 'Upgrade to manage your blocklist',
};

export const paywallHeadline = (key: PaywallKey): string => paywallHeadlines[key];

/** Titles of the features that have a page: navigation, page headings and list tabs. */
export const featureTitles: Partial<Record<CatalogueId, string>> = {
  inbox: 'Inbox',
  compose: 'New message',
  hotlist: 'Hotlist',
  whoViewedMe: 'Who viewed me',
  whoLikedMe: 'Who liked me',
  whoILike: 'Who I like',
  mutualLikes: 'Mutual likes',
  blocklist: 'Blocklist',
  search: 'Search',
  newsfeed: 'Newsfeed',
  profileView: 'My profile',
  profileEdit: 'Edit profile',
  profilePhotos: 'Photos',
  profileComplete: 'Complete your profile',
  disableProfile: 'Disable profile',
  settings: 'All settings',
  accountSettings: 'Account',
  emailSettings: 'Email',
  loginSettings: 'Login',
  verificationSettings: 'Verification',
  subscribe: 'Membership',
};
