// The badge counters of GET /api/user/counter/get-wrapped-counters, computed from the member's real data in one
// statement. Members the viewer blocked and disabled profiles are not counted, as lists will not show them.
import type { CounterName } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Member } from '../db/schema.ts';
import { members } from '../db/schema.ts';
import { dailySpinsByRole, roleOf } from '../domain/permissions.ts';
import { unreadMessagesCount } from './messages.ts';

/** Start of today in US Eastern time, when daily spins reset (SPEC point 9). */
const easternMidnight = sql.raw(
  `(date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York')`,
);

export function countersRepository(db: Database) {
  return {
    async forMember(member: Member): Promise<Record<CounterName, number>> {
      const me = member.id;
      /** `other` is an active member `me` has not blocked. */
      const visible = (other: SQL) =>
        sql`exists (select 1 from members o where o.id = ${other} and o.disabled_at is null)
            and not exists (select 1 from blocks b where b.blocker_id = ${me} and b.blocked_id = ${other})`;
      const count = (from: SQL) => sql<number>`(select count(*)::int from ${from})`.mapWith(Number);

      const [row] = await db
        .select({
          whoViewedMe: count(sql`profile_views v where v.viewed_id = ${me} and ${visible(sql`v.viewer_id`)}`),
          whoLikedMe: count(sql`likes l where l.liked_id = ${me} and ${visible(sql`l.liker_id`)}`),
          whoILike: count(sql`likes l where l.liker_id = ${me} and ${visible(sql`l.liked_id`)}`),
          mutualLikes: count(
            sql`likes l join likes back on back.liker_id = l.liked_id and back.liked_id = l.liker_id
                where l.liker_id = ${me} and ${visible(sql`l.liked_id`)}`,
          ),
          blocklist: count(sql`blocks b where b.blocker_id = ${me}`),
          unreadMessages: unreadMessagesCount(me),
          spinsToday: count(sql`spins s where s.member_id = ${me} and s.created_at >= ${easternMidnight}`),
        })
        .from(members)
        .where(eq(members.id, me));
      const { spinsToday = 0, ...counts } = row ?? {
        whoViewedMe: 0,
        whoLikedMe: 0,
        whoILike: 0,
        mutualLikes: 0,
        blocklist: 0,
        unreadMessages: 0,
      };
      return { ...counts, dailySpinsLeft: Math.max(0, dailySpinsByRole[roleOf(member)] - spinsToday) };
    },
  };
}
