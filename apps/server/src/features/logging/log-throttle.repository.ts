// How many anonymous log batches an address sent lately, kept in the database beside the login counters (the
// `login_failures` table, under `log:<address>` keys) so that every server instance counts the same batches.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginFailures } from '../../db/schema.ts';

export const LOG_THROTTLE_SECONDS = 60;
const window = sql.raw(`interval '${LOG_THROTTLE_SECONDS} seconds'`);

export function logThrottleRepository(db: Database) {
  return {
    /**
     * Counts one anonymous batch from `address` and answers how many it sent, this one included, since its count
     * last ran out (a minute without a batch).
     */
    async count(address: string): Promise<number> {
      const [row] = await db
        .insert(loginFailures)
        .values({ key: `log:${address}`, failures: 1 })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.lastFailureAt} > now() - ${window} then ${loginFailures.failures} + 1 else 1 end`,
            lastFailureAt: sql`now()`,
          },
        })
        .returning({ count: loginFailures.failures });
      return row?.count ?? 1;
    },
  };
}
