import { flushPermissions, getPermissions } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { permissionsFor } from '../../domain/permissions.ts';
import { contractRoute } from '../../http/route.ts';

/**
 * Permissions are derived from the member row the session lookup already loaded, so they are always fresh:
 * there is no server-side cache to reload (forceReload) or flush; both calls keep their legacy contract.
 */
export default async function permissionRoutes(app: FastifyInstance) {
  contractRoute(app, getPermissions, 'member', async ({ member }) => permissionsFor(member));
  contractRoute(app, flushPermissions, 'member', async () => ({ success: true }));
}
