// Role flags and the feature → methods map that GET /api/user/permissions/get-permissions sends, from the
// contract's featuresByRole.
import type { PermissionsWire } from '@app/contract';
import { featuresByRole, flushPermissions, getPermissions } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../db/schema.ts';
import { contractRoute } from '../../http/route.ts';
import { roleOf } from '../../shared/roles.ts';
import { flag } from '../../shared/wire.ts';

export function permissionsFor(member: Member): PermissionsWire {
  const role = roleOf(member);
  const data: Record<string, string[]> = {};
  for (const [feature, methods] of Object.entries(featuresByRole[role])) data[feature] = [...methods];
  return {
    isFullMember: flag(role === 'full'),
    isFreeMember: flag(role === 'free'),
    isFeaturedUser: flag(member.isFeatured),
    isFacebookProfile: flag(member.facebookId !== null),
    hasActiveDefaultPlan: flag(member.hasActiveDefaultPlan),
    isPayingMember: flag(member.isPayingMember),
    data,
  };
}

/**
 * Permissions are derived from the member row the session lookup already loaded, so they are always fresh:
 * there is no server-side cache to reload (forceReload) or flush; both calls keep their legacy contract.
 */
export default async function permissionRoutes(app: FastifyInstance) {
  contractRoute(app, getPermissions, 'member', async ({ member }) => permissionsFor(member));
  contractRoute(app, flushPermissions, 'member', async () => ({ success: true }));
}
