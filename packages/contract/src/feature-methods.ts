import type { Feature } from './permissions.ts';

/**
 * Method names of each permission feature, as the server sends them in the permission data map
 * (`{ lists: ['whoILike'], profile: ['*'] }`). The client's permission→route table (packages/client/src/routes.ts)
 * and the paywall-gated actions refer to these names, so server and client agree on one list.
 */
export const featureMethods = {
  inbox: ['list', 'read', 'delete'],
  messaging: ['compose', 'send', 'reply'],
  lists: ['whoViewedMe', 'whoLikedMe', 'whoILike', 'mutualLikes', 'blocklist'],
  profile: ['view', 'edit', 'photos', 'complete', 'settings', 'disable'],
  settings: ['account', 'email', 'login', 'verification'],
  search: ['basic', 'advanced'],
  spin: ['daily', 'extra', 'double'],
  billing: ['subscribe', 'boost', 'discount', 'cancel'],
} as const satisfies Record<Feature, readonly string[]>;

export type FeatureMethod<F extends Feature = Feature> = (typeof featureMethods)[F][number];

/** Methods a role may call, per feature: `['*']` grants them all; a feature left out is not allowed at all. */
export type FeatureGrant = { [F in Feature]?: readonly ['*'] | readonly FeatureMethod<F>[] };

const everything = ['*'] as const;

/**
 * What each role may do. Free members lack the paywall-gated features of SPEC point 6: reading mail, sending,
 * replying, mutual likes, viewed me, liked me and the blocklist. The server enforces it; the mocks answer the same.
 */
export const featuresByRole = {
  free: {
    inbox: ['list', 'delete'],
    messaging: ['compose'],
    lists: ['whoILike'],
    profile: everything,
    settings: everything,
    search: everything,
    spin: ['daily'],
    billing: everything,
  },
  full: {
    inbox: everything,
    messaging: everything,
    lists: everything,
    profile: everything,
    settings: everything,
    search: everything,
    spin: everything,
    billing: everything,
  },
} as const satisfies Record<'free' | 'full', FeatureGrant>;
