// The permission→route table of SPEC point 2, derived from the contract's feature catalogue: each member route names
// the permission feature and method it needs, and the paywall headline shown when a member lacks it. Permission
// normalising derives route flags from it.
import type { CatalogueId, Feature, FeatureMethod, PaywallKey } from '@app/contract';
import { catalogueEntries, paywallGates as gates } from '@app/contract';

/** The paywall-gated features of SPEC point 6 (headline key → the permission each needs). */
export const paywallGates = gates as Record<PaywallKey, PermissionNeed>;
export type PaywallFeature = PaywallKey;

/** A feature and one of ITS methods (the pair is checked against the contract's method list). */
export type PermissionNeed = { [F in Feature]: { feature: F; method: FeatureMethod<F> } }[Feature];

export type MemberRoute = PermissionNeed & {
  /** Route name (SPEC point 2), e.g. 'lists/blocklist'. */
  name: string;
  /** The catalogue entry the route opens. */
  id: CatalogueId;
  /** Headline key for home/paywall when the member lacks this route; null: not a paywall page. */
  paywall: PaywallFeature | null;
};

/** The paywall page: every member may open it. */
export const PAYWALL_ROUTE = 'home/paywall';

/** Every route of a catalogue entry that needs a permission. */
export const memberRoutes: readonly MemberRoute[] = catalogueEntries.flatMap(([id, entry]) =>
  entry.permission
    ? (entry.routes ?? []).map(
        (name) =>
          ({
            name,
            id,
            ...entry.permission,
            paywall: (entry.paywall as PaywallKey | undefined) ?? null,
          }) as MemberRoute,
      )
    : [],
);

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
