// The badge counters of GET /api/user/counter/get-wrapped-counters, computed from the member's real data in one
// statement, named by the feature catalogue: each list's counter is that list's total (lists.ts), so a badge never
// disagrees with the list it opens; unread messages are the inbox's unread count (messages.ts).
import type { CounterName } from '@app/contract';
import { catalogue, counterNames, easternDay, listIds } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Member } from '../../db/schema.ts';
import { members } from '../../db/schema.ts';
import { roleOf } from '../../shared/roles.ts';
import { listTotal } from '../discovery/lists.repository.ts';
import { unreadMessagesCount } from '../messaging/messages.repository.ts';
import { dailyLeftOf, dailySpinsUsed } from '../spin/spin.repository.ts';

export function countersRepository(db: Database) {
  return {
    /** The counters at `now` (the app's clock: daily spins left are the spin game's for today in Eastern time). */
    async forMember(member: Member, now: Date): Promise<Record<CounterName, number>> {
      const me = member.id;
      const counted: Partial<Record<CounterName, SQL<number>>> = {
        ...Object.fromEntries(
          listIds.map((id) => [catalogue[id].counter, listTotal(catalogue[id].wire, me)]),
        ),
        [catalogue.inbox.counter]: unreadMessagesCount(me),
      };
      const spinsToday = dailySpinsUsed(me, easternDay(now));

      const [row] = await db
        .select({ ...counted, spinsToday })
        .from(members)
        .where(eq(members.id, me));
      const counts = Object.fromEntries(
        counterNames.map((name) => [name, Number((row as Record<string, unknown> | undefined)?.[name] ?? 0)]),
      ) as Record<CounterName, number>;
      counts[catalogue.dailySpins.counter] = dailyLeftOf(roleOf(member), row?.spinsToday ?? 0);
      return counts;
    },
  };
}
