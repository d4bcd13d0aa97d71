// Fixed-window rate limits kept in rate_limits, so every server instance counts the same hits: each hit counts in
// its key's window, and a window older than its length starts again at the hit. One upsert per key, so concurrent
// hits count exactly. Any feature may limit with it (keys are prefixed by the feature, e.g. recover-password:…).
import { and, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { rateLimits } from './schema.ts';

export interface RateLimit {
  max: number;
  windowMinutes: number;
}

export function rateLimitsRepository(db: Database) {
  const count = async (key: string, windowMs: number): Promise<{ hits: number; waitMs: number }> => {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    const expired = sql`${rateLimits.windowStartedAt} <= now() - ${window}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        waitMs:
          sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now())) * 1000)::float8`.mapWith(
            Number,
          ),
      });
    return row ?? { hits: 1, waitMs: windowMs };
  };
  return {
    /** Seconds until `key` may be hit again when its window is full already, else 0 (counts nothing). */
    async wait(key: string, limit: RateLimit): Promise<number> {
      const [row] = await db
        .select({
          wait: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt}
            + make_interval(mins => ${limit.windowMinutes}) - now())))::int`.mapWith(Number),
        })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gte(rateLimits.hits, limit.max)));
      return row && row.wait > 0 ? row.wait : 0;
    },

    /**
     * Counts a hit on `key` and answers 0 when it is within `limit`, else the seconds until its window ends (refused
     * hits count as well, so hammering does not get through sooner than waiting).
     */
    async hit(key: string, limit: RateLimit): Promise<number> {
      const { hits, waitMs } = await count(key, limit.windowMinutes * 60_000);
      if (hits <= limit.max) return 0;
      return Math.max(1, Math.ceil(waitMs / 1000));
    },

    /** Counts a hit on `key` in a window of `windowMs`: the window's hits so far and the milliseconds it has left. */
    count,

    /** Removes the windows of keys starting with `prefix` that ended over `windowMs` ago (the flood guard's). */
    async sweep(prefix: string, windowMs: number): Promise<void> {
      await db
        .delete(rateLimits)
        .where(
          and(
            like(rateLimits.key, `${prefix}%`),
            lt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
          ),
        );
    },
  };
}
