// Discovery (packages/contract/src/discovery.ts): likes, the member lists, profile view, blocking and reporting,
// search with the city lookup, and the interest feeds.
import type { FastifyInstance } from 'fastify';
import { countCache } from '../../db/count-cache.ts';
import type { Database } from '../../db/database.ts';
import { blocksRepository } from './blocks.repository.ts';
import { citiesRepository } from './cities.repository.ts';
import { feedsRepository } from './feeds.repository.ts';
import feedRoutes from './feeds.routes.ts';
import { likesRepository } from './likes.repository.ts';
import likeRoutes from './likes.routes.ts';
import { listsRepository } from './lists.repository.ts';
import listRoutes from './lists.routes.ts';
import { profileViewWriter } from './profile-views.ts';
import { profilesRepository } from './profiles.repository.ts';
import profileViewRoutes from './profiles.routes.ts';
import { reportsRepository } from './reports.repository.ts';
import safetyRoutes from './safety.routes.ts';
import { searchRepository } from './search.repository.ts';
import searchRoutes from './search.routes.ts';

/** The discovery repositories, created together: search and feeds share one cache of totals, which blocks update. */
export function discoveryRepositories(db: Database) {
  const cities = citiesRepository();
  const totals = countCache();
  return {
    likes: likesRepository(db),
    blocks: blocksRepository(db, totals),
    reports: reportsRepository(db),
    lists: listsRepository(db),
    profiles: profilesRepository(db),
    profileViews: profileViewWriter(db),
    search: searchRepository(db, cities, totals),
    feeds: feedsRepository(db, totals),
    cities,
    /** Cleared when a member changes what search and feeds filter on (the own-profile feature). */
    communityTotals: totals,
  };
}

export default async function discoveryRoutes(app: FastifyInstance) {
  for (const routes of [likeRoutes, listRoutes, profileViewRoutes, safetyRoutes, searchRoutes, feedRoutes]) {
    await app.register(routes);
  }
}
