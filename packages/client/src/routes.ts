// The ONE permission→route table: each member route of SPEC point 2 names the permission feature and method it
// needs, and the paywall headline shown when a member lacks it. Permission normalising derives route flags from it.
import type { Feature, FeatureMethod } from '@app/contract';

/** The seven paywall-gated features of SPEC point 6, and the permission each needs. */
export const paywallGates = {
  readMail: { feature: 'inbox', method: 'read' },
  sendMessage: { feature: 'messaging', method: 'send' },
  reply: { feature: 'messaging', method: 'reply' },
  mutualLikes: { feature: 'lists', method: 'mutualLikes' },
  viewedMe: { feature: 'lists', method: 'whoViewedMe' },
  likedMe: { feature: 'lists', method: 'whoLikedMe' },
  blocklist: { feature: 'lists', method: 'blocklist' },
} as const satisfies Record<string, PermissionNeed>;
export type PaywallFeature = keyof typeof paywallGates;

/** A feature and one of ITS methods (the pair is checked against the contract's method list). */
export type PermissionNeed = { [F in Feature]: { feature: F; method: FeatureMethod<F> } }[Feature];

export type MemberRoute = PermissionNeed & {
  /** Route name, also the URL path under the app root (e.g. 'lists/wlm'). */
  name: string;
  /** Headline key for home/paywall when the member lacks this route; null: not a paywall page. */
  paywall: PaywallFeature | null;
};

const route = <F extends Feature>(
  name: string,
  feature: F,
  method: FeatureMethod<F>,
  paywall: PaywallFeature | null = null,
): MemberRoute => ({ name, feature, method, paywall }) as MemberRoute;

/** The paywall page: every member may open it. */
export const PAYWALL_ROUTE = 'home/paywall';

export const memberRoutes: readonly MemberRoute[] = [
  // Free members see their inbox; reading a message is gated by `readMail` (the route's headline if inbox is denied).
  route('inbox', 'inbox', 'list', 'readMail'),
  // Free members may write; sending is gated by `sendMessage` (the route's headline if compose is denied).
  route('messaging/compose', 'messaging', 'compose', 'sendMessage'),
  route('lists/wvm', 'lists', 'whoViewedMe', 'viewedMe'),
  route('lists/wlm', 'lists', 'whoLikedMe', 'likedMe'),
  route('lists/wyl', 'lists', 'whoILike'),
  route('lists/mutual-likes', 'lists', 'mutualLikes', 'mutualLikes'),
  route('lists/blocklist', 'lists', 'blocklist', 'blocklist'),
  route('profile/view', 'profile', 'view'),
  route('profile/edit', 'profile', 'edit'),
  route('profile/photos', 'profile', 'photos'),
  route('profile/complete', 'profile', 'complete'),
  route('profile/settings', 'profile', 'settings'),
  route('profile/disable', 'profile', 'disable'),
  route('profile/disable/reasons', 'profile', 'disable'),
  route('profile/disabled', 'profile', 'disable'),
  route('account-settings', 'settings', 'account'),
  route('email-settings', 'settings', 'email'),
  route('login-settings', 'settings', 'login'),
  route('verification-settings', 'settings', 'verification'),
];

export const memberRoute = (name: string): MemberRoute | undefined =>
  memberRoutes.find((r) => r.name === name);

/** Sections of profile/edit (SPEC point 2); they share profile/edit's permission. */
export const profileEditSections = [
  'dating',
  'basic-info',
  'details',
  'myself',
  'looking-for',
  'lifestyle',
  'fav-things',
  'least-fav-things',
  'spotify',
  'twenty-q',
  'step1',
  'step2',
  'step3',
] as const;
