// Logging: the site's desktop-log batches, stored once per entry uuid.
import type { Database } from '../../db/database.ts';
import { logsRepository } from './logs.repository.ts';

export { default } from './log.routes.ts';

export function loggingRepositories(db: Database) {
  return { logs: logsRepository(db) };
}
