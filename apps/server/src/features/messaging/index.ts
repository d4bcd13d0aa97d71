// Messaging: member messages (inbox, threads, send, reply, delete, flirts; the SPEC's /api/user/mail endpoints) and the hotlist. Rules: ./rules.ts
// and the "Messaging rules" section of apps/server/README.md.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { hotlistRepository } from './hotlist.repository.ts';
import hotlistRoutes from './hotlist.routes.ts';
import messagesRoutes from './messages.routes.ts';
import { messagesRepository } from './messages.repository.ts';

export function messagingRepositories(db: Database) {
  return { messages: messagesRepository(db), hotlist: hotlistRepository(db) };
}

export default async function messagingRoutes(app: FastifyInstance) {
  await app.register(messagesRoutes);
  await app.register(hotlistRoutes);
}
