// Interests lists (packages/contract/src/interests.ts): the member's interests from their own profile, with how many
// members share each, and per interest the members who share it.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { interestsRepository } from './interests.repository.ts';
import interestRoutes from './interests.routes.ts';

export function interestRepositories(db: Database) {
  return { interests: interestsRepository(db) };
}

export default async function interestFeatureRoutes(app: FastifyInstance) {
  await app.register(interestRoutes);
}
