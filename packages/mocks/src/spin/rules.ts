// Spin the matches over the store's tables, with the server's rules (packages/contract/src/spin.ts): the day's
// allowance by role (free 1, full 3), then extra spins (bought, won on the wheel, the 20Q reward), one double spin a
// day for full members, the day and its reset in US Eastern time. The server picks segments at random; here they
// come from `store.spinScript` (a story sets the next ones) or, when it is empty, a fixed cycle over the wheel, so
// every story and test sees the same outcomes.
import type { DailyMatch, MemberSummary, SpinOutcome, SpinResult, SpinState } from '@app/contract';
import {
  DAILY_MATCH_POOL,
  DOUBLE_SPINS_PER_DAY,
  INSTANT_WIN_BOOST_MINUTES,
  dailySpinAllowance,
  easternDay,
  errorCodes,
  errorCopy,
  nextEasternMidnight,
  spinErrorCodes,
  wheelSegments,
} from '@app/contract';
import { MOCK_NOW, iso } from '../clock.ts';
import { communityOf } from '../discovery/community.ts';
import { ApiError, MemberNotFoundError } from '../errors.ts';
import { messages } from '../respond.ts';
import type { MockStore, StoredDailyMatchPool, StoredSpinDay } from '../store.ts';
import { pair } from '../store.ts';

const MINUTE = 60_000;

/** The spin rules over `store`, acting at `now()` (the mocks' clock). */
export function spinRulesOf(store: MockStore, now: () => Date = () => MOCK_NOW) {
  const community = communityOf(store);

  /** Paying members and full members without a plan get the full allowance (groups.ts `tierOf`). */
  const isFull = (memberId: number) => {
    const role = store.members.find((member) => member.id === memberId)?.role;
    return role !== undefined && role !== 'free';
  };

  function dayOf(memberId: number): StoredSpinDay {
    const today = easternDay(now());
    let day = store.spins.get(memberId);
    if (!day || day.day !== today) {
      day = { day: today, dailyUsed: 0, doubleUsed: 0 };
      store.spins.set(memberId, day);
    }
    return day;
  }

  /** Members the pairing allows both ways, no block either way, not already liked (nor mutual); in id order. */
  function poolOf(memberId: number): StoredDailyMatchPool {
    const today = easternDay(now());
    let pool = store.dailyMatchPools.get(memberId);
    if (!pool || pool.day !== today) {
      const me = store.community.get(memberId);
      const fits = [...store.community.values()].filter(
        (other) =>
          other.id !== memberId &&
          (!me || (me.seeking.includes(other.gender) && other.seeking.includes(me.gender))) &&
          !community.isBlocked(memberId, other.id) &&
          // Not someone the member already likes (mutual or not): the wheel is for new people.
          !store.likes.has(pair(memberId, other.id)),
      );
      pool = {
        day: today,
        pool: fits.slice(0, DAILY_MATCH_POOL).map((other) => other.id),
        revealed: [],
      };
      store.dailyMatchPools.set(memberId, pool);
    }
    return pool;
  }

  const extraLeft = (memberId: number) =>
    (store.rewards.get(memberId)?.extraSpins ?? 0) +
    store.spinCredits.filter((entry) => entry.memberId === memberId).reduce((sum, e) => sum + e.delta, 0);

  function matchOf(memberId: number, entry: StoredDailyMatchPool['revealed'][number]): DailyMatch {
    const likedByMe = store.likes.has(pair(memberId, entry.memberId));
    const likesMe = store.likes.has(pair(entry.memberId, memberId));
    return {
      member: community.summaryFor(memberId, entry.memberId),
      status: likedByMe && likesMe ? 'mutual' : likedByMe ? 'liked' : entry.skipped ? 'skipped' : 'new',
      revealedAt: entry.revealedAt,
    };
  }

  function state(memberId: number): SpinState {
    const full = isFull(memberId);
    const day = dayOf(memberId);
    const pool = poolOf(memberId);
    const allowance = full ? dailySpinAllowance.full : dailySpinAllowance.free;
    const visible = pool.revealed.filter((entry) => !community.isBlocked(memberId, entry.memberId));
    const dailyLeft = Math.max(0, allowance - day.dailyUsed);
    // The counters poll shows the same number (the header and home page read it).
    const member = store.members.find((m) => m.id === memberId);
    if (member) member.counters.dailySpinsLeft = dailyLeft;
    return {
      dailyAllowance: allowance,
      dailyLeft,
      extraLeft: Math.max(0, extraLeft(memberId)),
      doubleLeft: full ? Math.max(0, DOUBLE_SPINS_PER_DAY - day.doubleUsed) : 0,
      resetsAt: iso(nextEasternMidnight(now())),
      matches: visible.map((entry) => matchOf(memberId, entry)).reverse(),
      poolLeft: pool.pool.filter((id) => !pool.revealed.some((entry) => entry.memberId === id)).length,
    };
  }

  /** The next segment: the script's, or the cycle over the wheel by how many spins were made. */
  const nextSegment = () => store.spinScript.shift() ?? store.spinLog.length % wheelSegments.length;

  function outcomeAt(memberId: number, segment: number, at: Date): SpinOutcome {
    const kind = wheelSegments[segment] ?? 'match';
    if (kind === 'extra-spin') {
      store.spinCredits.push({ memberId, delta: 1, reason: 'wheel', at: iso(at) });
      return { kind, segment, matches: [] };
    }
    if (kind === 'boost') {
      const running = store.boosts.get(memberId);
      const from = running && new Date(running) > at ? new Date(running).getTime() : at.getTime();
      store.boosts.set(memberId, iso(from + INSTANT_WIN_BOOST_MINUTES * MINUTE));
      return { kind, segment, matches: [] };
    }
    const pool = poolOf(memberId);
    const left = pool.pool.filter(
      (id) => !pool.revealed.some((entry) => entry.memberId === id) && !community.isBlocked(memberId, id),
    );
    const revealed = left.slice(0, kind === 'double-match' ? 2 : 1);
    if (revealed.length === 0) return { kind: 'no-match', segment, matches: [] };
    const matches: MemberSummary[] = revealed.map((id) => {
      pool.revealed.push({ memberId: id, revealedAt: iso(at), skipped: false });
      return community.summaryFor(memberId, id);
    });
    return { kind, segment, matches };
  }

  function spin(memberId: number, double = false): { spin: SpinResult; state: SpinState } {
    const at = now();
    const before = state(memberId);
    if (double && before.doubleLeft === 0)
      throw new ApiError(409, spinErrorCodes.noDoubleLeft, errorCopy.no_double_spin_left, 'double');
    if (before.dailyLeft === 0 && before.extraLeft === 0)
      throw new ApiError(409, spinErrorCodes.noSpinsLeft, errorCopy.no_spins_left(new Date(before.resetsAt)));
    if (store.spinFaults.spin > 0) {
      store.spinFaults.spin -= 1;
      throw new ApiError(500, errorCodes.internal, messages.internal);
    }
    const outcomes = Array.from({ length: double ? 2 : 1 }, () => outcomeAt(memberId, nextSegment(), at));
    const givenBack = outcomes.every((outcome) => outcome.kind === 'no-match');
    const spent = givenBack ? 'none' : before.dailyLeft > 0 ? 'daily' : 'extra';
    const day = dayOf(memberId);
    if (spent === 'daily') day.dailyUsed += 1;
    if (spent === 'extra') store.spinCredits.push({ memberId, delta: -1, reason: 'spent', at: iso(at) });
    if (double && !givenBack) day.doubleUsed += 1;
    const result: SpinResult = {
      id: store.spinLog.length + 1,
      spent,
      double,
      outcomes,
      at: iso(at),
    };
    store.spinLog.push({ memberId, result });
    return { spin: result, state: state(memberId) };
  }

  function skip(memberId: number, matchId: number): SpinState {
    const entry = poolOf(memberId).revealed.find((revealed) => revealed.memberId === matchId);
    if (!entry || community.isBlocked(memberId, matchId))
      throw new MemberNotFoundError(errorCopy.not_found('This member'));
    entry.skipped = true;
    return state(memberId);
  }

  /** Adds bought extra spins (a paid `extra-spins-3` purchase). */
  function addExtraSpins(memberId: number, count: number): void {
    store.spinCredits.push({ memberId, delta: count, reason: 'purchase', at: iso(now()) });
  }

  return { state, spin, skip, addExtraSpins };
}

export type SpinRules = ReturnType<typeof spinRulesOf>;
