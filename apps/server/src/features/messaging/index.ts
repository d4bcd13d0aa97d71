// Messaging: the mail endpoints (inbox, threads, send, reply, delete, flirts) and the hotlist. Rules: ./rules.ts
// and the "Messaging rules" section of apps/server/README.md.
import type { FastifyInstance } from 'fastify';
import hotlistRoutes from './hotlist.ts';
import mailRoutes from './mail.ts';

export default async function messagingRoutes(app: FastifyInstance) {
  await app.register(mailRoutes);
  await app.register(hotlistRoutes);
}
