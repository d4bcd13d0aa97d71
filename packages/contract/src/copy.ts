// Copy that more than one layer shows, written once: the server's paywall answers and the site's paywall page and
// navigation use the same words. Keyed by the feature catalogue.
import type { CatalogueId, CounterName, ListId, PaywallKey } from './catalogue.ts';

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
  dailySpins: 'Spin the matches',
  interests: 'Your interests',
  invites: 'Invites',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a counter's number counts, in words ("3 members like you"): list summaries and badge labels. */
export const counterPhrases: Record<CounterName, (n: number) => string> = {
  unreadMessages: (n) => plural(n, 'unread message', 'unread messages'),
  whoViewedMe: (n) => `${plural(n, 'member', 'members')} viewed your profile`,
  whoLikedMe: (n) => plural(n, 'member likes you', 'members like you'),
  whoILike: (n) => `You like ${plural(n, 'member', 'members')}`,
  mutualLikes: (n) => plural(n, 'mutual like', 'mutual likes'),
  blocklist: (n) => plural(n, 'blocked member', 'blocked members'),
  dailySpinsLeft: (n) => plural(n, 'daily spin left', 'daily spins left'),
};

/** Where an empty list's suggestion leads: a page of the site, or another list. */
export type EmptyListAction = { label: string; to: 'photos' | 'search' | ListId };

/** Each member list's card line ("Liked you Nov 18") and empty state. */
export const listCopy: Record<
  ListId,
  { metaVerb: string; empty: { title: string; description: string; action: EmptyListAction } }
> = {
  whoViewedMe: {
    metaVerb: 'Viewed you',
    empty: {
      title: 'No profile views yet',
      description: 'Members who open your profile show up here. Profiles with photos get far more visits.',
      action: { label: 'Add photos', to: 'photos' },
    },
  },
  whoLikedMe: {
    metaVerb: 'Liked you',
    empty: {
      title: 'No likes yet',
      description: 'Members who like you show up here. Liking others is a good way to get noticed.',
      action: { label: 'Search members', to: 'search' },
    },
  },
  whoILike: {
    metaVerb: 'You liked them',
    empty: {
      title: "You haven't liked anyone yet",
      description: 'Tap the heart on a profile you like and it is kept here.',
      action: { label: 'Search members', to: 'search' },
    },
  },
  mutualLikes: {
    metaVerb: 'Matched',
    empty: {
      title: 'No mutual likes yet',
      description: 'When someone you like likes you back, you both find each other here.',
      action: { label: 'See who liked you', to: 'whoLikedMe' },
    },
  },
  blocklist: {
    metaVerb: 'Blocked',
    empty: {
      title: 'Nobody is blocked',
      description:
        "Members you block can't see your profile or message you. They are listed here so you can unblock them.",
      action: { label: 'Search members', to: 'search' },
    },
  },
};

/**
 * 1234567 → "1,234,567", as `toLocaleString('en-US')` gives an integer, without Intl: a page's first use of Intl
 * initialises ICU (50-75 ms of main thread here, 200-300 ms at Lighthouse's 4x CPU slowdown), and the copy above and
 * the member pages' counts are formatted while a page loads.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 || Object.is(count, -0) ? `-${digits}` : digits;
}
