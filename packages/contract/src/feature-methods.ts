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
