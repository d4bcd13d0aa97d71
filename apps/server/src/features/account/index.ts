// Account: login settings (password change, the member's sessions), visibility (hidden, incognito) and password
// recovery by a single-use mailed link (packages/contract/src/account.ts).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { accountRepository } from './account.repository.ts';
import accountRoutes from './account.routes.ts';
import { rateLimitsRepository } from '../../db/rate-limits.ts';
import { recoveryRepository } from './recovery.repository.ts';
import recoveryRoutes from './recovery.routes.ts';

export function accountRepositories(db: Database) {
  return {
    account: accountRepository(db),
    recovery: recoveryRepository(db),
    rateLimits: rateLimitsRepository(db),
  };
}

export default async function accountFeatureRoutes(app: FastifyInstance) {
  await app.register(accountRoutes);
  await app.register(recoveryRoutes);
}
