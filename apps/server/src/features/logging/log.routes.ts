import { desktopLog } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';

/** Client log batches; retried batches are harmless because entries are keyed by their uuid. */
export default async function logRoutes(app: FastifyInstance) {
  contractRoute(app, desktopLog, 'optional', async ({ body, member }) => {
    const result = await app.repos.logs.store(member?.id ?? null, body.logArr);
    return { success: true, data: result };
  });
}
