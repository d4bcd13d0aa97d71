// The durable job queue (db/job-queue.ts) as app.jobs: features register their job kinds while the app is built,
// and the worker starts once every plugin is ready; closing the app stops claiming and waits for the jobs in hand.
import fp from 'fastify-plugin';
import type { JobQueue } from '../../db/job-queue.ts';
import { jobQueue } from '../../db/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export default fp(
  async (app) => {
    const queue = jobQueue(app.database, app.log);
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    // Registered after the database's own hook, so it runs before the database closes (onClose runs in reverse).
    app.addHook('onClose', () => queue.close());
  },
  { name: 'jobs', dependencies: ['database'] },
);
