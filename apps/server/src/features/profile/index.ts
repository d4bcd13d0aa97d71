// The member's own profile (packages/contract/src/own-profile.ts, twenty-q.ts): reading and saving it section by
// section, and the 20Q answers with their once-per-member reward. Spotify artists are the spotify feature's.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { ownProfileRepository } from './own-profile.repository.ts';
import ownProfileRoutes from './own-profile.routes.ts';
import { twentyQRepository } from './twenty-q.repository.ts';
import twentyQRoutes from './twenty-q.routes.ts';

export function profileRepositories(db: Database) {
  return { ownProfile: ownProfileRepository(db), twentyQ: twentyQRepository(db) };
}

export default async function profileFeatureRoutes(app: FastifyInstance) {
  await app.register(ownProfileRoutes);
  await app.register(twentyQRoutes);
}
