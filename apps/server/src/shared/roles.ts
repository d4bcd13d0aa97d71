// A member's role and what it may use, from the contract's featuresByRole and feature catalogue (free members lack
// the paywall-gated features of SPEC point 6). Every feature's rules ask here.
import type { CatalogueId, Feature, FeatureGrant } from '@app/contract';
import { catalogueEntry, featuresByRole } from '@app/contract';
import type { Member } from '../db/schema.ts';

export type Role = keyof typeof featuresByRole;

/** Paying members are full members; a full member need not pay (e.g. a free-time offer). */
export const roleOf = (member: Pick<Member, 'isFullMember' | 'isPayingMember'>): Role =>
  member.isFullMember || member.isPayingMember ? 'full' : 'free';

/** Whether the role grants `method` of `feature` (`'*'` grants every method). */
function grants(role: Role, feature: Feature, method: string): boolean {
  const grant: FeatureGrant = featuresByRole[role];
  const methods: readonly string[] | undefined = grant[feature];
  return methods !== undefined && (methods.includes('*') || methods.includes(method));
}

/** Whether the member may use a catalogue feature: its permission is granted, or it needs none. */
export function mayUse(member: Pick<Member, 'isFullMember' | 'isPayingMember'>, id: CatalogueId): boolean {
  const { permission } = catalogueEntry(id);
  return permission === null || grants(roleOf(member), permission.feature, permission.method);
}
