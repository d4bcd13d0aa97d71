import type { FastifyInstance } from 'fastify';

/** GET /healthz: 200 when the database answers, 503 otherwise. For load balancers and start scripts. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (request, reply) => {
    const db = app.database.kind;
    try {
      await app.database.ping();
      return { ok: true, db };
    } catch (err) {
      request.log.error({ err }, 'health check: database does not answer');
      return reply.code(503).send({ ok: false, db });
    }
  });
}
