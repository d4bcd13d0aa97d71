import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { dbIdFromText } from './fields.ts';
import { memberSummary } from './members.ts';

/**
 * Spin the matches: each day the server picks a pool of daily matches (list kind `MLM`) for every member — members
 * whose dating preferences and the member's allow the pairing both ways, neither has blocked the other, and who are
 * not already mutual. A spin of the wheel reveals what the server chose; the server picks the segment (crypto
 * randomness), stores the outcome, and the client only animates to it.
 *
 * Allowances chosen for this product: free members 1 daily spin, full (paying) members 3, reset at midnight US
 * Eastern (America/New_York, SPEC point 9; eastern-day.ts), computed on the server. Extra spins do not reset: they are earned (the
 * 20Q reward, the wheel's extra-spin segment) or bought (the `extra-spins-3` plan through checkout), and are spent
 * after the day's spins. A double spin (full members, one a day) spins once and gives two results.
 */

/** Daily spins by role (free members; full and paying members). */
export const dailySpinAllowance = { free: 1, full: 3 } as const;
/** Double spins a full member may use each day. */
export const DOUBLE_SPINS_PER_DAY = 1;
/** How many daily matches the server picks for a member each day (the wheel reveals them one by one). */
export const DAILY_MATCH_POOL = 10;
/** The plan that sells extra spins through checkout, and how many it adds. */
export const EXTRA_SPINS_PLAN_ID = 'extra-spins-3';
export const EXTRA_SPINS_PER_PURCHASE = 3;

/** What a segment gives. */
export const spinOutcomeKinds = ['match', 'double-match', 'extra-spin', 'boost'] as const;
export type SpinOutcomeKind = (typeof spinOutcomeKinds)[number];
export const spinOutcomeKind = z.enum(spinOutcomeKinds);

/**
 * The wheel, clockwise from the top: 8 equal segments. The server picks one uniformly, so the odds are the segments'
 * shares: a match 5 in 8 (62.5%), two matches 1 in 8 (12.5%), an extra spin 1 in 8, a boost 1 in 8 (the
 * instant-win boost of INSTANT_WIN_BOOST_MINUTES). A match segment when today's pool has no one left gives the spin
 * back (outcome `no-match`).
 */
export const wheelSegments: readonly SpinOutcomeKind[] = [
  'match',
  'double-match',
  'match',
  'extra-spin',
  'match',
  'boost',
  'match',
  'match',
];

/** What the wheel and the announcement say of each outcome. */
export const spinOutcomeCopy = {
  match: { label: 'Match', announce: 'You got a new match' },
  'double-match': { label: '2 matches', announce: 'You got two new matches' },
  'extra-spin': { label: 'Extra spin', announce: 'You won an extra spin' },
  boost: { label: 'Boost', announce: 'You won a 15-minute boost: you are a top profile in your area' },
  'no-match': { label: 'No match', announce: 'No new matches left today. Your spin was given back.' },
} as const satisfies Record<SpinOutcomeKind | 'no-match', { label: string; announce: string }>;

const isoDateTime = z.iso.datetime({ offset: true });

export const spinOutcome = z.object({
  kind: z.enum([...spinOutcomeKinds, 'no-match']),
  /** Index into `wheelSegments` the wheel stops at. */
  segment: z.number().int().min(0).max(7),
  /** The members revealed (1 for match, 2 for double-match, else none). */
  matches: z.array(memberSummary),
});
export type SpinOutcome = z.infer<typeof spinOutcome>;

export const dailyMatchStatus = z.enum(['new', 'liked', 'skipped', 'mutual']);

/** A daily match revealed today, as the spin page lists it (like, skip, message). */
export const dailyMatch = z.object({
  member: memberSummary,
  status: dailyMatchStatus,
  revealedAt: isoDateTime,
});
export type DailyMatch = z.infer<typeof dailyMatch>;

export const spinState = z.object({
  /** The day's allowance for the member's role. */
  dailyAllowance: z.number().int().nonnegative(),
  dailyLeft: z.number().int().nonnegative(),
  extraLeft: z.number().int().nonnegative(),
  /** Double spins left today (0 for free members). */
  doubleLeft: z.number().int().nonnegative(),
  /** The next midnight in America/New_York, when daily spins come back. */
  resetsAt: isoDateTime,
  /** Today's revealed daily matches, newest first. */
  matches: z.array(dailyMatch),
  /** Members still in today's pool (the wheel can reveal them). */
  poolLeft: z.number().int().nonnegative(),
});
export type SpinState = z.infer<typeof spinState>;

export const spinResult = z.object({
  id: z.number().int().positive(),
  /** Whether a daily, extra or double spin was spent (nothing when every outcome gave it back). */
  spent: z.enum(['daily', 'extra', 'none']),
  double: z.boolean(),
  outcomes: z.array(spinOutcome).min(1).max(2),
  at: isoDateTime,
});
export type SpinResult = z.infer<typeof spinResult>;

/** Error codes of this feature (409). */
export const spinErrorCodes = {
  /** No daily or extra spin left; the body's message says when they come back. */
  noSpinsLeft: 'no_spins_left',
  /** A double spin asked for without one left (or by a free member). */
  noDoubleLeft: 'no_double_spin_left',
} as const;

export const getSpin = defineEndpoint({
  summary:
    "The spin game today: spins left (daily, extra, double), the reset time and today's daily matches.",
  method: 'GET',
  path: '/api/user/spin',
  response: z.object({ data: spinState }),
});

export const spinWheel = defineEndpoint({
  summary:
    'Spends one spin (daily first, then extra) and answers what the server chose; `double` gives two results for one spin.',
  method: 'POST',
  path: '/api/user/spin',
  body: z.object({ double: z.boolean().optional() }),
  response: z.object({ data: z.object({ spin: spinResult, state: spinState }) }),
});

export const skipDailyMatch = defineEndpoint({
  summary: "Skips one of today's daily matches (it stays in the list as skipped).",
  method: 'POST',
  path: '/api/user/spin/matches/:memberId/skip',
  params: z.object({ memberId: dbIdFromText }),
  response: z.object({ data: spinState }),
});
