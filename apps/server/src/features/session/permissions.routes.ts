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
 * Permissions are derived from the member row the session lookup loaded. That lookup may be a moment old when another
 * server changed the member (auth.ts: up to SESSION_CACHE_MS while its notification has not arrived), so
 * `forceReload=1`, what the site asks right after a change of membership, reads the row itself; flush has nothing to
 * flush and keeps its legacy contract.
 */
export default async function permissionRoutes(app: FastifyInstance) {
  contractRoute(app, getPermissions, 'member', async ({ member, query }) =>
    permissionsFor(
      query.forceReload === '1' ? ((await app.repos.members.findById(member.id)) ?? member) : member,
    ),
  );
  contractRoute(app, flushPermissions, 'member', async () => ({ success: true }));
}
