// Discovery routes (packages/contract/src/discovery.ts): likes, the five lists, profile view, blocking and
// reporting, search with the city lookup, and the interest feeds.
import type { FastifyInstance } from 'fastify';
import feedRoutes from './feeds.ts';
import likeRoutes from './likes.ts';
import listRoutes from './lists.ts';
import profileViewRoutes from './profiles.ts';
import safetyRoutes from './safety.ts';
import searchRoutes from './search.ts';

export default async function discoveryRoutes(app: FastifyInstance) {
  for (const routes of [likeRoutes, listRoutes, profileViewRoutes, safetyRoutes, searchRoutes, feedRoutes]) {
    await app.register(routes);
  }
}
