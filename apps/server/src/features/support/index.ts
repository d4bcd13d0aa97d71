// The public forms (packages/contract/src/support.ts): feedback, success stories, customer service, tech support,
// media inquiries, bug reports and system abuse. Public routes that use the session when there is one.
import type { FastifyInstance } from 'fastify';
import { supportRepository } from './support.repository.ts';
import supportRoutes from './support.routes.ts';

export default async function supportFeatureRoutes(app: FastifyInstance) {
  await app.register(supportRoutes, { repository: supportRepository(app.database.db) });
}
