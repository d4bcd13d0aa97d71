// Spin the matches: each member's daily matches (the pool the server picks for the day, revealed by spins) and the
// extra-spin ledger (earned, won, bought, spent). Spins themselves are in schema-core.ts.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberRef } from './schema-core.ts';

/** The day's pool of daily matches per member (list kind MLM); a spin reveals the next in `position` order. */
export const dailyMatches = pgTable(
  'daily_matches',
  {
    memberId: memberRef('member_id'),
    /** The member's day in America/New_York. */
    day: date('day', { mode: 'string' }).notNull(),
    matchId: memberRef('match_id'),
    position: integer('position').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    status: text('status', { enum: ['new', 'liked', 'skipped'] })
      .notNull()
      .default('new'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.matchId] }),
    index('daily_matches_reveal_idx').on(t.memberId, t.day, t.position),
  ],
);

/**
 * Extra spins as a ledger: +n when earned (the 20Q reward), won (the wheel) or bought (a payment), -1 when spent.
 * The balance is the sum; spending takes the member's row lock first, so two spins never spend the same credit.
 */
export const spinCredits = pgTable(
  'spin_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef('member_id'),
    delta: integer('delta').notNull(),
    source: text('source', { enum: ['twenty-q', 'wheel', 'purchase', 'spent'] }).notNull(),
    /** The payment of bought spins, the spin that won or spent one. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spin_credits_member_idx').on(t.memberId),
    check('spin_credits_delta_nonzero', sql`${t.delta} <> 0`),
  ],
);
