/**
 * The member features, each declared once. An entry names what every layer needs to know about one feature; the
 * rest derives from it: the permission vocabulary and what each role may do (feature-methods.ts), the counter names,
 * the wire list kinds, the paywall gates and headlines (copy.ts), the client's route table and storage keys, the
 * site's paths and navigation and page table.
 *
 * Adding a feature: add its entry here, its copy in copy.ts, its query on the server, a recorded scenario, its story.
 */
import type { Feature } from './permissions.ts';

/** Where the site's navigation files a feature's page; absent: reached from other pages, not from the menu. */
export type NavGroup = 'Messages' | 'Discover' | 'Lists' | 'Profile' | 'Settings';

export interface CatalogueEntry {
  /** The permission feature and method a member needs; null: every logged-in member. */
  readonly permission: { readonly feature: Feature; readonly method: string } | null;
  /** Free members have it; a paying (full) member has every feature. */
  readonly free: boolean;
  /** SPEC point 2 route names that open it; the first is its page. Flow steps follow it. */
  readonly routes?: readonly string[];
  /** URL folder the routes live under when it is not the route name itself (settings live under profile/settings). */
  readonly under?: string;
  /** Its name on the wire, e.g. the list kind in /api/user/lists/:kind. */
  readonly wire?: string;
  /** SPEC point 3 list kind (its items' local-storage key). */
  readonly listKind?: string;
  /** Headline key (copy.ts) of home/paywall when a member lacks the permission. */
  readonly paywall?: string;
  /** Counter (get-wrapped-counters) that counts it. */
  readonly counter?: string;
  /** Items a page (SPEC point 9). */
  readonly pageSize?: number;
  /** Navigation group of its page. */
  readonly nav?: NavGroup;
}

export const catalogue = {
  // ---------------------------------------------------------------- messaging
  inbox: {
    permission: { feature: 'inbox', method: 'list' },
    free: true,
    routes: ['inbox'],
    paywall: 'readMail',
    counter: 'unreadMessages',
    nav: 'Messages',
  },
  readMail: { permission: { feature: 'inbox', method: 'read' }, free: false, paywall: 'readMail' },
  deleteThread: { permission: { feature: 'inbox', method: 'delete' }, free: true },
  compose: {
    permission: { feature: 'messaging', method: 'compose' },
    free: true,
    routes: ['messaging/compose'],
    paywall: 'sendMessage',
    nav: 'Messages',
  },
  sendMessage: { permission: { feature: 'messaging', method: 'send' }, free: false, paywall: 'sendMessage' },
  reply: { permission: { feature: 'messaging', method: 'reply' }, free: false, paywall: 'reply' },
  hotlist: { permission: null, free: true, routes: ['hotlist'], nav: 'Messages' },

  // ---------------------------------------------------------------- lists (12 a page)
  whoViewedMe: {
    permission: { feature: 'lists', method: 'whoViewedMe' },
    free: false,
    routes: ['lists/wvm'],
    wire: 'who-viewed-me',
    listKind: 'WHO_VIEWED_ME',
    paywall: 'viewedMe',
    counter: 'whoViewedMe',
    pageSize: 12,
    nav: 'Lists',
  },
  whoLikedMe: {
    permission: { feature: 'lists', method: 'whoLikedMe' },
    free: false,
    routes: ['lists/wlm'],
    wire: 'who-liked-me',
    listKind: 'WHO_LIKED_ME',
    paywall: 'likedMe',
    counter: 'whoLikedMe',
    pageSize: 12,
    nav: 'Lists',
  },
  whoILike: {
    permission: { feature: 'lists', method: 'whoILike' },
    free: true,
    routes: ['lists/wyl'],
    wire: 'who-i-like',
    listKind: 'WHO_YOU_LIKE',
    counter: 'whoILike',
    pageSize: 12,
    nav: 'Lists',
  },
  mutualLikes: {
    permission: { feature: 'lists', method: 'mutualLikes' },
    free: false,
    routes: ['lists/mutual-likes'],
    wire: 'mutual-likes',
    listKind: 'MUTUAL_LIKES',
    paywall: 'mutualLikes',
    counter: 'mutualLikes',
    pageSize: 12,
    nav: 'Lists',
  },
  blocklist: {
    permission: { feature: 'lists', method: 'blocklist' },
    free: false,
    routes: ['lists/blocklist'],
    wire: 'blocklist',
    listKind: 'BLOCK_LIST',
    paywall: 'blocklist',
    counter: 'blocklist',
    pageSize: 12,
    nav: 'Lists',
  },

  // ---------------------------------------------------------------- discover
  search: {
    permission: { feature: 'search', method: 'basic' },
    free: true,
    routes: ['search'],
    listKind: 'SEARCH',
    pageSize: 16,
    nav: 'Discover',
  },
  advancedSearch: { permission: { feature: 'search', method: 'advanced' }, free: true },
  newsfeed: { permission: null, free: true, routes: ['newsfeed'], pageSize: 14, nav: 'Discover' },
  interestedInMe: { permission: null, free: true, listKind: 'IIM_FEEDS', pageSize: 14 },
  // Reached from the newsfeed and profile pages (no menu entry): the member's interests and who shares each.
  interests: { permission: null, free: true, routes: ['interests'], pageSize: 14 },
  // Invites to answer a 20Q question, received and sent; reached from profile views and the newsfeed.
  invites: { permission: null, free: true, routes: ['invites'], pageSize: 20 },
  profileView: {
    permission: { feature: 'profile', method: 'view' },
    free: true,
    routes: ['profile/view'],
    listKind: 'PROFILE_VIEW',
    nav: 'Profile',
  },

  // ---------------------------------------------------------------- own profile
  profileEdit: {
    permission: { feature: 'profile', method: 'edit' },
    free: true,
    routes: ['profile/edit'],
    nav: 'Profile',
  },
  profilePhotos: {
    permission: { feature: 'profile', method: 'photos' },
    free: true,
    routes: ['profile/photos'],
    nav: 'Profile',
  },
  profileComplete: {
    permission: { feature: 'profile', method: 'complete' },
    free: true,
    routes: ['profile/complete'],
    nav: 'Profile',
  },
  disableProfile: {
    permission: { feature: 'profile', method: 'disable' },
    free: true,
    routes: ['profile/disable', 'profile/disable/reasons', 'profile/disabled'],
    nav: 'Profile',
  },

  // ---------------------------------------------------------------- settings (under profile/settings)
  settings: {
    permission: { feature: 'profile', method: 'settings' },
    free: true,
    routes: ['profile/settings'],
    nav: 'Settings',
  },
  accountSettings: {
    permission: { feature: 'settings', method: 'account' },
    free: true,
    routes: ['account-settings'],
    under: 'profile/settings',
    nav: 'Settings',
  },
  emailSettings: {
    permission: { feature: 'settings', method: 'email' },
    free: true,
    routes: ['email-settings'],
    under: 'profile/settings',
    nav: 'Settings',
  },
  loginSettings: {
    permission: { feature: 'settings', method: 'login' },
    free: true,
    routes: ['login-settings'],
    under: 'profile/settings',
    nav: 'Settings',
  },
  verificationSettings: {
    permission: { feature: 'settings', method: 'verification' },
    free: true,
    routes: ['verification-settings'],
    under: 'profile/settings',
    nav: 'Settings',
  },

  // ---------------------------------------------------------------- spin the matches
  dailySpins: {
    permission: { feature: 'spin', method: 'daily' },
    free: true,
    routes: ['spin'],
    listKind: 'MLM',
    counter: 'dailySpinsLeft',
    nav: 'Discover',
  },
  extraSpins: { permission: { feature: 'spin', method: 'extra' }, free: false },
  doubleSpins: { permission: { feature: 'spin', method: 'double' }, free: false },

  // ---------------------------------------------------------------- billing
  subscribe: {
    permission: { feature: 'billing', method: 'subscribe' },
    free: true,
    routes: ['subscription'],
    nav: 'Settings',
  },
  boost: { permission: { feature: 'billing', method: 'boost' }, free: true },
  discount: { permission: { feature: 'billing', method: 'discount' }, free: true },
  cancelSubscription: { permission: { feature: 'billing', method: 'cancel' }, free: true },
} as const satisfies Record<string, CatalogueEntry>;

export type Catalogue = typeof catalogue;
export type CatalogueId = keyof Catalogue;

/** One entry, seen through the common shape (its optional fields readable without narrowing). */
export const catalogueEntry = (id: CatalogueId): CatalogueEntry => catalogue[id];

/** The site URL of one of an entry's route names: under its `under` folder when it has one. */
export const routeUrl = (entry: Pick<CatalogueEntry, 'under'>, routeName: string) =>
  `/${entry.under ? `${entry.under}/` : ''}${routeName}`;

/** Every entry with its id, in declaration order. */
export const catalogueEntries = Object.entries(catalogue) as [CatalogueId, CatalogueEntry][];

type IdsWith<K extends keyof CatalogueEntry> = {
  [I in CatalogueId]: Catalogue[I] extends Record<K, unknown> ? I : never;
}[CatalogueId];
type ValuesOf<K extends keyof CatalogueEntry> = {
  [I in IdsWith<K>]: Catalogue[I] extends Record<K, infer V> ? V : never;
}[IdsWith<K>];

const valuesOf = <K extends keyof CatalogueEntry>(key: K) => [
  ...new Set(catalogueEntries.flatMap(([, entry]) => (entry[key] === undefined ? [] : [entry[key]]))),
];

/** The permission methods of each feature, from the entries (the permission vocabulary). */
export type CatalogueMethod<F extends Feature> = {
  [I in CatalogueId]: Catalogue[I]['permission'] extends { feature: F; method: infer M } ? M : never;
}[CatalogueId];

/** Member lists (the entries with a wire list kind), in catalogue order. */
export type ListId = IdsWith<'wire'>;
export type ListKind = ValuesOf<'wire'>;
export const listIds = catalogueEntries.filter(([, entry]) => entry.wire).map(([id]) => id) as ListId[];
export const listKinds = listIds.map((id) => catalogue[id].wire) as ListKind[];
/** The entry of a wire list kind. */
export const listIdOf = (kind: ListKind): ListId => listIds[listKinds.indexOf(kind)]!;

/** Counter names the server sends. */
export type CounterName = ValuesOf<'counter'>;
export const counterNames = valuesOf('counter') as CounterName[];
/** The counter that counts an entry, if any. */
export const counterOf = (id: CatalogueId) => catalogueEntry(id).counter as CounterName | undefined;

/** SPEC point 3 list kinds, each with its own local-storage key. */
export type StoredListKind = ValuesOf<'listKind'>;
export const storedListKinds = valuesOf('listKind') as StoredListKind[];

/** Headline keys of home/paywall (`?feature=`). */
export type PaywallKey = ValuesOf<'paywall'>;
export const paywallKeys = valuesOf('paywall') as PaywallKey[];

/**
 * The paywall-gated features of SPEC point 6: per headline key, the permission a free member lacks. Derived from the
 * entries free members do not have.
 */
export const paywallGates = Object.fromEntries(
  catalogueEntries
    .filter(([, entry]) => !entry.free && entry.paywall && entry.permission)
    .map(([, entry]) => [entry.paywall, entry.permission]),
) as Record<PaywallKey, { feature: Feature; method: string }>;
