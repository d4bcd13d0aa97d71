// Disabling a profile (packages/contract/src/disable.ts): reasons stored in profile_disables, the member hidden
// from everyone, every session ended. Reactivation is part of login (features/session), which clears the state,
// stamps the disable's reactivatedAt and queues the reactivation notice.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { disableRepository } from './disable.repository.ts';
import disableRoutes from './disable.routes.ts';

export function disableRepositories(db: Database) {
  return { disables: disableRepository(db) };
}

export default async function disableFeatureRoutes(app: FastifyInstance) {
  await app.register(disableRoutes);
}
