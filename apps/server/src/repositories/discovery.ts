// The discovery repositories, created together: search and feeds share one cache of community-wide totals.
import type { Database } from '../db/database.ts';
import { blocksRepository } from './blocks.ts';
import { citiesRepository } from './cities.ts';
import { countCache } from './count-cache.ts';
import { feedsRepository } from './feeds.ts';
import { likesRepository } from './likes.ts';
import { listsRepository } from './lists.ts';
import { profilesRepository } from './profiles.ts';
import { reportsRepository } from './reports.ts';
import { searchRepository } from './search.ts';

export function discoveryRepositories(db: Database) {
  const cities = citiesRepository();
  const totals = countCache();
  return {
    likes: likesRepository(db),
    blocks: blocksRepository(db),
    reports: reportsRepository(db),
    lists: listsRepository(db),
    profiles: profilesRepository(db),
    search: searchRepository(db, cities, totals),
    feeds: feedsRepository(db, totals),
    cities,
  };
}
