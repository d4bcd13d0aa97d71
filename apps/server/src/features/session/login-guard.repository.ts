// Failed-login counters per account and per address, kept in the database so they hold across restarts and
// across server instances. 30 wrong passwords in a row lock the key for 15 minutes (429). A successful login
// resets its account's counter; an address's counter only runs out 15 minutes after its last failure, so an
// attacker cannot reset it by logging into an account of their own.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginFailures } from '../../db/schema.ts';

export const MAX_FAILED_LOGINS = 30;
export const LOCKOUT_MINUTES = 15;

const window = sql.raw(`interval '${LOCKOUT_MINUTES} minutes'`);

export const loginKeys = (email: string, address: string) => ({
  account: `account:${email.trim().toLowerCase()}`,
  address: `address:${address}`,
});

export function loginGuardRepository(db: Database) {
  return {
    /** Seconds until every locked key of `keys` frees up; 0 when none is locked. */
    async lockedFor(keys: string[]): Promise<number> {
      const [row] = await db
        .select({
          seconds: sql<number>`coalesce(ceil(extract(epoch from max(${loginFailures.lastFailureAt}) + ${window} - now())), 0)::int`,
        })
        .from(loginFailures)
        .where(
          sql`${inArray(loginFailures.key, keys)} and ${loginFailures.failures} >= ${MAX_FAILED_LOGINS}
              and ${loginFailures.lastFailureAt} > now() - ${window}`,
        );
      return Math.max(0, Number(row?.seconds ?? 0));
    },

    async recordFailure(keys: string[]): Promise<void> {
      await db
        .insert(loginFailures)
        .values(keys.map((key) => ({ key, failures: 1 })))
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.lastFailureAt} > now() - ${window} then ${loginFailures.failures} + 1 else 1 end`,
            lastFailureAt: sql`now()`,
          },
        });
    },

    async reset(key: string): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
    },
  };
}
