// The durable job queue (src/jobs/queue.ts): work done after a response, committed before the response is sent, so
// an acknowledged action's follow-up survives the crash of the server that acknowledged it.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it (queue.ts's JobKinds). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Not before: the enqueue time, or the retry's. */
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A server has claimed it until then; past it (the server died mid-job) another takes it. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    /** Set when the last attempt failed: kept for the operator, never run again. */
    failedAt: at('failed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due')
      .on(table.runAt)
      .where(sql`${table.failedAt} is null`),
  ],
);

export type Job = typeof jobs.$inferSelect;
