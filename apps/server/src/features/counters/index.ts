// Counters: the badge counters, named by the feature catalogue. They read the count queries of the features they
// count (discovery's lists, messaging's inbox): the one place a feature reads another's queries.
import type { Database } from '../../db/database.ts';
import { countersRepository } from './counters.repository.ts';

export { default } from './counters.routes.ts';

export function countersRepositories(db: Database) {
  return { counters: countersRepository(db) };
}
