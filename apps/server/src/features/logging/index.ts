// Logging: the site's desktop-log batches, stored once per entry uuid; anonymous batches are limited.
import type { Database } from '../../db/database.ts';
import { logThrottleRepository } from './log-throttle.repository.ts';
import { logsRepository } from './logs.repository.ts';

export { default } from './log.routes.ts';

export function loggingRepositories(db: Database) {
  return { logs: logsRepository(db), logThrottle: logThrottleRepository(db) };
}
