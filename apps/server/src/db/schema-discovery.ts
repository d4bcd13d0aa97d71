// Discovery tables: reports, and two tables derived from others by triggers (migration `*_discovery_triggers.sql`)
// so that the mutual-likes list and the newsfeed page through an index like every other list:
// - mutual_likes: one row per member and match, written when the second like of a pair arrives, removed with a like;
// - member_events: newsfeed events (new member, photo added, verified), one per member and kind, written by triggers
//   on members and photos, so every way those rows are written (sign-up, seeds, imports) feeds the newsfeed.
// - member_list_totals: each member's list totals (what page 1 of a list and the badges show), kept by triggers on
//   the tables the lists read and on members (disabled, hidden), so page 1 reads a row instead of counting.
// Indexes on the shared tables (likes, blocks, members) are declared with those tables in schema-core.ts.
import { reportReasons } from '@app/contract';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './schema-core.ts';

/** Reports of members to the safety team, kept for review. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: memberRef('reporter_id'),
    reportedId: memberRef('reported_id'),
    reason: text('reason', { enum: reportReasons }).notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_reported_idx').on(t.reportedId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);

/** Both directions of every mutual like; `matched_at` is the later of the two likes. Maintained by triggers on likes. */
export const mutualLikes = pgTable(
  'mutual_likes',
  {
    memberId: memberRef('member_id'),
    otherId: memberRef('other_id'),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.otherId] }),
    index('mutual_likes_member_at_idx').on(t.memberId, t.matchedAt, t.otherId),
  ],
);

export const memberEventKinds = ['new_member', 'photo_added', 'verified'] as const;

/** Newsfeed events, one per member and kind (a later one moves `at`). Maintained by triggers on members and photos. */
export const memberEvents = pgTable(
  'member_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef('member_id'),
    kind: text('kind', { enum: memberEventKinds }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('member_events_member_kind_key').on(t.memberId, t.kind),
    index('member_events_at_idx').on(t.at, t.id),
  ],
);

/**
 * Each member's list totals: the number of entries each list shows them (blocked either way, disabled and, for the
 * lists of what others did, hidden members left out). One row per member, written by triggers (migration
 * `*_list_totals.sql`) on likes, profile_views, mutual_likes, blocks and members; never written by the app.
 */
export const memberListTotals = pgTable('member_list_totals', {
  memberId: memberRef('member_id').primaryKey(),
  whoViewedMe: integer('who_viewed_me').notNull().default(0),
  whoLikedMe: integer('who_liked_me').notNull().default(0),
  whoILike: integer('who_i_like').notNull().default(0),
  mutualLikes: integer('mutual_likes').notNull().default(0),
  blocklist: integer('blocklist').notNull().default(0),
});

export type Report = typeof reports.$inferSelect;
