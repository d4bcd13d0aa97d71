import type { CatalogueMethod } from './catalogue.ts';
import { catalogueEntries } from './catalogue.ts';
import type { Feature } from './permissions.ts';
import { features } from './permissions.ts';

export type FeatureMethod<F extends Feature = Feature> = CatalogueMethod<F>;

/**
 * Method names of each permission feature, as the server sends them in the permission data map
 * (`{ lists: ['whoILike'], profile: ['*'] }`), from the feature catalogue.
 */
export const featureMethods = Object.fromEntries(
  features.map((feature) => [
    feature,
    catalogueEntries.flatMap(([, entry]) =>
      entry.permission?.feature === feature ? [entry.permission.method] : [],
    ),
  ]),
) as unknown as { [F in Feature]: readonly FeatureMethod<F>[] };

/** Methods a role may call, per feature: `['*']` grants them all; a feature left out is not allowed at all. */
export type FeatureGrant = { [F in Feature]?: readonly ['*'] | readonly FeatureMethod<F>[] };

const everything = ['*'] as const;

/** Free members: the methods of the entries marked free (all of a feature's methods: `['*']`). */
function freeGrant(): FeatureGrant {
  const grant: Record<string, readonly string[]> = {};
  for (const feature of features) {
    const methods = catalogueEntries.filter(([, entry]) => entry.permission?.feature === feature);
    const allowed = methods.filter(([, entry]) => entry.free).map(([, entry]) => entry.permission!.method);
    if (allowed.length) grant[feature] = allowed.length === methods.length ? everything : allowed;
  }
  return grant as FeatureGrant;
}

/**
 * What each role may do. Free members lack the paywall-gated features of SPEC point 6 (the catalogue entries not
 * marked free); full members have everything. The server enforces it; the mocks answer the same.
 */
export const featuresByRole: Record<'free' | 'full', FeatureGrant> = {
  free: freeGrant(),
  full: Object.fromEntries(features.map((feature) => [feature, everything])) as FeatureGrant,
};
