// Spin the matches over the spin tables (schema-spin.ts, spins in schema-core.ts): the day's pool of daily matches,
// picked once per member and Eastern day on first need; the spin state (spins left, the reset, today's revealed
// matches); spending a spin and applying what the wheel chose, in one transaction that locks the member's row first.
//
// Extra spins are the spin_credits ledger (won on the wheel +1, bought +EXTRA_SPINS_PER_PURCHASE, spent -1) plus the
// 20Q reward as member_rewards records it (its extra_spins): the reward is recorded once, in one table, and a
// member's balance is the sum of both.
import type { DailyMatch, MemberSummary, SpinOutcome, SpinOutcomeKind, SpinState } from '@app/contract';
import {
  DAILY_MATCH_POOL,
  DOUBLE_SPINS_PER_DAY,
  dailySpinAllowance,
  easternDay,
  errorCodes,
  errorCopy,
  nextEasternMidnight,
  spinErrorCodes,
  wheelSegments,
} from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { MemberCardRow } from '../../db/member-card.ts';
import { memberCardColumns, toMemberSummary } from '../../db/member-card.ts';
import type { Member } from '../../db/schema.ts';
import { dailyMatches, members, spinCredits, spins } from '../../db/schema.ts';
import { notBlockedEitherWay } from '../../db/visibility.ts';
import { ApiError } from '../../http/errors.ts';
import { roleOf } from '../../shared/roles.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

/** Picks a segment index below `count` (crypto.randomInt in the app; tests pass their own). */
export type SegmentPicker = (count: number) => number;

/** What the spins row keeps of an outcome: the contract's outcome with member ids instead of summaries. */
interface StoredOutcome {
  kind: SpinOutcome['kind'];
  segment: number;
  memberIds: number[];
}

/** "Members active within this many days" come before the rest of the pool (after those in the member's city). */
const RECENTLY_ACTIVE_DAYS = 30;

/** `other` (a column or expression) is an active member `me` may be shown today: neither blocked nor disabled. */
const visibleTo = (me: number, other: SQL | typeof dailyMatches.matchId) =>
  sql`${notBlockedEitherWay(me, other)}
    and not exists (select 1 from members d where d.id = ${other} and d.disabled_at is not null)`;

/**
 * Picks member `me`'s pool for `day` when it has none: one statement over members (members_active_idx covers the
 * active ones) with anti-joins on the blocks, likes and mutual_likes primary keys. Eligible: active, not hidden
 * (settings: a pool already picked keeps them for the day), not `me`, both
 * members' `seeking` includes the other's gender, neither blocked the other, not mutual, and not liked by `me`
 * already (they are in "who I like"; the wheel is for new people). Order: same city first, then active within
 * RECENTLY_ACTIVE_DAYS, then a shuffle that is fixed per member and day (md5 of member, day and id).
 */
async function ensurePool(executor: Executor, me: Member, day: string, now: Date): Promise<void> {
  const [existing] = await executor
    .select({ one: sql`1` })
    .from(dailyMatches)
    .where(and(eq(dailyMatches.memberId, me.id), eq(dailyMatches.day, day)))
    .limit(1);
  if (existing || me.seeking.length === 0) return;
  const recent = new Date(now.getTime() - RECENTLY_ACTIVE_DAYS * 86_400_000);
  await executor.execute(sql`
    insert into daily_matches (member_id, day, match_id, position)
    select ${me.id}::int, ${day}::date, c.id, row_number() over (order by
        (c.city = ${me.city} and c.region = ${me.region}) desc,
        (c.last_active_at > ${recent.toISOString()}::timestamptz) desc,
        md5(${`${me.id}:${day}:`} || c.id::text))
    from members c
    where c.disabled_at is null
      and not c.hidden
      and c.id <> ${me.id}::int
      and c.gender in (${sql.join(
        me.seeking.map((gender) => sql`${gender}`),
        sql`, `,
      )})
      and ${me.gender}::text = any(c.seeking)
      and ${notBlockedEitherWay(me.id, sql`c.id`)}
      and not exists (select 1 from mutual_likes ml where ml.member_id = ${me.id}::int and ml.other_id = c.id)
      and not exists (select 1 from likes l where l.liker_id = ${me.id}::int and l.liked_id = c.id)
    order by (c.city = ${me.city} and c.region = ${me.region}) desc,
      (c.last_active_at > ${recent.toISOString()}::timestamptz) desc,
      md5(${`${me.id}:${day}:`} || c.id::text)
    limit ${DAILY_MATCH_POOL}
    on conflict do nothing`);
}

/** The daily spins `memberId` used on `day` (the counters' badge subtracts it from the allowance). */
export const dailySpinsUsed = (memberId: SQL | number, day: string) =>
  sql<number>`(select count(*)::int from spins s
    where s.member_id = ${memberId} and s.day = ${day} and s.spent = 'daily')`.mapWith(Number);

/** The day's counts that decide what a spin may spend. */
async function counts(executor: Executor, memberId: number, day: string) {
  const [row] = await executor
    .select({
      dailyUsed: dailySpinsUsed(memberId, day),
      // A double spin given back (every outcome no-match) is not used either.
      doubleUsed: sql<number>`(select count(*)::int from spins s
        where s.member_id = ${memberId} and s.day = ${day} and s.double and s.spent <> 'none')`.mapWith(
        Number,
      ),
      extra:
        sql<number>`(select coalesce(sum(c.delta), 0)::int from spin_credits c where c.member_id = ${memberId})
        + (select coalesce(sum(r.extra_spins), 0)::int from member_rewards r where r.member_id = ${memberId})`.mapWith(
          Number,
        ),
      poolLeft: sql<number>`(select count(*)::int from daily_matches m
        where m.member_id = ${memberId} and m.day = ${day} and m.revealed_at is null
          and ${visibleTo(memberId, sql`m.match_id`)})`.mapWith(Number),
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? { dailyUsed: 0, doubleUsed: 0, extra: 0, poolLeft: 0 };
}

type Role = ReturnType<typeof roleOf>;

/** Daily spins left of `role`'s allowance after `dailyUsed`; also what the counters' badge shows. */
export const dailyLeftOf = (role: Role, dailyUsed: number) =>
  Math.max(0, dailySpinAllowance[role] - dailyUsed);

/** Member cards of `ids` as `me` sees them (hidden ones left out), by id. */
async function cardsOf(executor: Executor, me: number, ids: number[], now: Date) {
  if (ids.length === 0) return new Map<number, MemberSummary>();
  const rows = (await executor
    .select(memberCardColumns(me))
    .from(members)
    .where(and(inArray(members.id, ids), visibleTo(me, sql`${members.id}`)))) as MemberCardRow[];
  return new Map(rows.map((row) => [row.id, toMemberSummary(row, now)]));
}

/** Today's revealed daily matches, newest first, with what `me` did about each. */
async function revealedMatches(
  executor: Executor,
  me: number,
  day: string,
  now: Date,
): Promise<DailyMatch[]> {
  const rows = (await executor
    .select({
      revealedAt: dailyMatches.revealedAt,
      skipped: sql<boolean>`${dailyMatches.status} = 'skipped'`,
      member: memberCardColumns(me),
    })
    .from(dailyMatches)
    .innerJoin(members, eq(members.id, dailyMatches.matchId))
    .where(
      and(
        eq(dailyMatches.memberId, me),
        eq(dailyMatches.day, day),
        isNotNull(dailyMatches.revealedAt),
        visibleTo(me, sql`${dailyMatches.matchId}`),
      ),
    )
    .orderBy(desc(dailyMatches.revealedAt), desc(dailyMatches.position))) as {
    revealedAt: Date;
    skipped: boolean;
    member: MemberCardRow;
  }[];
  return rows.map((row) => {
    const member = toMemberSummary(row.member, now);
    const status =
      member.likedByMe && member.likesMe
        ? 'mutual'
        : member.likedByMe
          ? 'liked'
          : row.skipped
            ? 'skipped'
            : 'new';
    return { member, status, revealedAt: row.revealedAt.toISOString() };
  });
}

async function stateOf(executor: Executor, me: Member, now: Date): Promise<SpinState> {
  const day = easternDay(now);
  const role = roleOf(me);
  const [c, matches] = await Promise.all([
    counts(executor, me.id, day),
    revealedMatches(executor, me.id, day, now),
  ]);
  return {
    dailyAllowance: dailySpinAllowance[role],
    dailyLeft: dailyLeftOf(role, c.dailyUsed),
    extraLeft: Math.max(0, c.extra),
    doubleLeft: role === 'full' ? Math.max(0, DOUBLE_SPINS_PER_DAY - c.doubleUsed) : 0,
    resetsAt: nextEasternMidnight(now).toISOString(),
    matches,
    poolLeft: c.poolLeft,
  };
}

/** Reveals up to `count` of the pool's next members still visible to `me`; returns their ids in pool order. */
async function revealNext(tx: Tx, me: number, day: string, count: number, now: Date): Promise<number[]> {
  const next = await tx
    .select({ matchId: dailyMatches.matchId })
    .from(dailyMatches)
    .where(
      and(
        eq(dailyMatches.memberId, me),
        eq(dailyMatches.day, day),
        sql`${dailyMatches.revealedAt} is null`,
        visibleTo(me, sql`${dailyMatches.matchId}`),
      ),
    )
    .orderBy(dailyMatches.position)
    .limit(count);
  const ids = next.map((row) => row.matchId);
  if (ids.length)
    await tx
      .update(dailyMatches)
      .set({ revealedAt: now })
      .where(
        and(eq(dailyMatches.memberId, me), eq(dailyMatches.day, day), inArray(dailyMatches.matchId, ids)),
      );
  return ids;
}

const noSpinsLeft = (now: Date) =>
  new ApiError(409, spinErrorCodes.noSpinsLeft, errorCopy.no_spins_left(nextEasternMidnight(now)));

// One answer for a free member (who has no double spins) and a full member who used today's.
const noDoubleLeft = () =>
  new ApiError(409, spinErrorCodes.noDoubleLeft, errorCopy.no_double_spin_left, 'double');

export interface SpinDone {
  id: number;
  spent: 'daily' | 'extra' | 'none';
  double: boolean;
  outcomes: StoredOutcome[];
  at: Date;
  /** Boosts won, to grant once the spin is stored. */
  boostsWon: number;
}

export function spinRepository(db: Database) {
  return {
    /** The member's spin state at `now` (picking today's pool first when it has none). */
    async state(member: Member, now: Date): Promise<SpinState> {
      const day = easternDay(now);
      await db.transaction(async (tx) => {
        // The pool is picked under the member's row lock, so two first requests of the day pick it once.
        await tx.execute(sql`select 1 from ${members} where ${members.id} = ${member.id} for no key update`);
        await ensurePool(tx, member, day, now);
      });
      return stateOf(db, member, now);
    },

    /** The state after a change (the pool exists). */
    stateAfter: (member: Member, now: Date) => stateOf(db, member, now),

    /**
     * Spends one spin and applies the wheel's outcome(s), in one transaction that first locks the member's row
     * (`for no key update`: spins of one member queue behind each other, while likes and messages that merely
     * reference the member, taking key-share locks, do not wait). Daily first, then extra; a double spin needs a
     * full member with one left today. Every outcome no-match: the spin is given back (spent 'none').
     */
    async spin(memberId: number, double: boolean, now: Date, pick: SegmentPicker): Promise<SpinDone> {
      return db.transaction(async (tx) => {
        const [me] = await tx.select().from(members).where(eq(members.id, memberId)).for('no key update');
        if (!me) throw new ApiError(404, errorCodes.notFound, errorCopy.not_found('This member'));
        const day = easternDay(now);
        await ensurePool(tx, me, day, now);
        const role = roleOf(me);
        const c = await counts(tx, me.id, day);
        if (double && (role !== 'full' || c.doubleUsed >= DOUBLE_SPINS_PER_DAY)) throw noDoubleLeft();
        let spent: SpinDone['spent'];
        if (c.dailyUsed < dailySpinAllowance[role]) spent = 'daily';
        else if (c.extra > 0) spent = 'extra';
        else throw noSpinsLeft(now);

        const outcomes: StoredOutcome[] = [];
        for (let i = 0; i < (double ? 2 : 1); i++) {
          const segment = pick(wheelSegments.length);
          const kind: SpinOutcomeKind = wheelSegments[segment] ?? 'match';
          if (kind === 'match' || kind === 'double-match') {
            const ids = await revealNext(tx, me.id, day, kind === 'match' ? 1 : 2, now);
            outcomes.push({ kind: ids.length ? kind : 'no-match', segment, memberIds: ids });
          } else outcomes.push({ kind, segment, memberIds: [] });
        }
        if (outcomes.every((o) => o.kind === 'no-match')) spent = 'none';

        const [row] = await tx
          .insert(spins)
          .values({ memberId: me.id, day, spent, double, outcomes, createdAt: now })
          .returning({ id: spins.id, createdAt: spins.createdAt });
        if (!row) throw new Error('spin insert returned nothing');
        const reference = `spin-${row.id}`;
        const credits = [
          ...(spent === 'extra' ? [{ delta: -1, source: 'spent' as const }] : []),
          ...outcomes
            .filter((o) => o.kind === 'extra-spin')
            .map(() => ({ delta: 1, source: 'wheel' as const })),
        ];
        if (credits.length)
          await tx
            .insert(spinCredits)
            .values(credits.map((credit) => ({ ...credit, memberId: me.id, reference, createdAt: now })));
        return {
          id: row.id,
          spent,
          double,
          outcomes,
          at: row.createdAt,
          boostsWon: outcomes.filter((o) => o.kind === 'boost').length,
        };
      });
    },

    /** The contract's outcomes of a stored spin: member ids become cards (those hidden since are left out). */
    async outcomesOf(memberId: number, outcomes: StoredOutcome[], now: Date): Promise<SpinOutcome[]> {
      const cards = await cardsOf(
        db,
        memberId,
        outcomes.flatMap((o) => o.memberIds),
        now,
      );
      return outcomes.map((o) => ({
        kind: o.kind,
        segment: o.segment,
        matches: o.memberIds.flatMap((id) => {
          const card = cards.get(id);
          return card ? [card] : [];
        }),
      }));
    },

    /** Marks today's revealed match `matchId` skipped; false when it is not one (or not visible to the member). */
    async skip(memberId: number, matchId: number, now: Date): Promise<boolean> {
      const skipped = await db
        .update(dailyMatches)
        .set({ status: 'skipped' })
        .where(
          and(
            eq(dailyMatches.memberId, memberId),
            eq(dailyMatches.day, easternDay(now)),
            eq(dailyMatches.matchId, matchId),
            isNotNull(dailyMatches.revealedAt),
            visibleTo(memberId, sql`${dailyMatches.matchId}`),
          ),
        )
        .returning({ matchId: dailyMatches.matchId });
      return skipped.length > 0;
    },
  };
}
