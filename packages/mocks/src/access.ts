// Who may do what, and what a member who may not is told: derived from the contract's feature catalogue and
// featuresByRole, the same source the server's permission checks and paywall answers use. Nothing here names a
// feature by hand.
import type { CatalogueId, ListKind, PaywallKey } from '@app/contract';
import { catalogue, errorCodes, errorCopy, featuresByRole, listIdOf, listKinds } from '@app/contract';
import { ApiError } from './errors.ts';

/** The permission tiers of the contract: free members, and full members (paying or not). */
export type Tier = keyof typeof featuresByRole;

/** Does a member of this tier have the catalogue feature? (Entries without a permission are every member's.) */
export function mayUse(tier: Tier, id: CatalogueId): boolean {
  const permission = catalogue[id].permission as { feature: string; method: string } | null;
  if (!permission) return true;
  const grant = (featuresByRole[tier] as Record<string, readonly string[] | undefined>)[permission.feature];
  return grant !== undefined && (grant.includes('*') || grant.includes(permission.method));
}

/** The 403 `paywall` answer for a catalogue feature: its paywall headline, as the server words it. */
export function paywallError(id: CatalogueId, extra: { field?: string; feature?: string } = {}): ApiError {
  const entry = catalogue[id] as { paywall?: PaywallKey };
  const message = errorCopy.paywall(entry.paywall);
  return new ApiError(403, errorCodes.paywall, message, extra.field, extra.feature);
}

/** The member lists a tier may not open (a free member: the paywall-gated lists). */
export const listsClosedTo = (tier: Tier): ListKind[] =>
  listKinds.filter((kind) => !mayUse(tier, listIdOf(kind)));

/** The lists a free member meets the paywall on (derived: who viewed me, who liked me, mutual likes, blocklist). */
export const paywalledListsForFreeMembers: readonly ListKind[] = listsClosedTo('free');
