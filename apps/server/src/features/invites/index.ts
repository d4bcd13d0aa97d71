// Invite and reply (packages/contract/src/invites.ts): a member invites another to answer a 20Q question; the
// invitee replies, optionally also as their 20Q answer.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { invitesRepository } from './invites.repository.ts';
import inviteRoutes from './invites.routes.ts';

export function inviteRepositories(db: Database) {
  return { invites: invitesRepository(db) };
}

export default async function inviteFeatureRoutes(app: FastifyInstance) {
  await app.register(inviteRoutes);
}
