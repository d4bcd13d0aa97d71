import fp from 'fastify-plugin';
import type { Repositories } from '../../repositories/index.ts';
import { createRepositories } from '../../repositories/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** The repositories over the app's database, as app.repos. */
export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.database.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
