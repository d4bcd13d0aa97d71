// The live channel's stored events (features/live): what a tab that reconnects with Last-Event-ID gets again. Kept
// LIVE_RETENTION_MS, then swept. Typing signals are never stored.
import type { LiveEvent } from '@app/contract';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema-core.ts';

export const liveEvents = pgTable(
  'live_events',
  {
    /** The SSE `id:`; increasing in insert order (not always in commit order: features/live/README.md). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Only this session's streams get the event (a session-ended); null: every stream of the member. */
    sessionId: text('session_id'),
    payload: jsonb('payload').$type<LiveEvent>().notNull(),
    /** The app clock's "now" at publishing (the retention sweep and the replay read the same clock). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_member_idx').on(t.memberId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

export type LiveEventRow = typeof liveEvents.$inferSelect;
