// Every query of the live channel: storing events (and the notification that announces them at commit), reading
// them back for streams, the retention sweep, and the member summary a match event carries.
import type { LiveEvent, MemberSummary } from '@app/contract';
import { and, asc, eq, gt, inArray, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { memberCardColumns, toMemberSummary } from '../../db/member-card.ts';
import type { LiveEventRow } from '../../db/schema.ts';
import { liveEvents, members } from '../../db/schema.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export const LIVE_CHANNEL = 'live_events';
/** Stored events read at once for a replay or a catch-up (it reads on until a page comes back short). */
export const REPLAY_PAGE = 500;

/** The notification of a stored event: `e:<member>:<id>` (small: receivers read the row). */
export const storedNotice = (memberId: number, id: number) => `e:${memberId}:${id}`;
/** The notification of a typing signal, whole (never stored): `t:<member>:<json>`. */
export const typingNotice = (memberId: number, event: LiveEvent) => `t:${memberId}:${JSON.stringify(event)}`;

export interface NewLiveEvent {
  memberId: number;
  sessionId: string | null;
  payload: LiveEvent;
  createdAt: Date;
}

export function liveRepository(db: Database) {
  return {
    /** Stores the events and notifies each, in `executor`'s transaction when it is one (NOTIFY waits for commit). */
    async insert(executor: Executor, rows: readonly NewLiveEvent[]): Promise<void> {
      if (rows.length === 0) return;
      const stored = await executor
        .insert(liveEvents)
        .values([...rows])
        .returning({ id: liveEvents.id, memberId: liveEvents.memberId });
      const notices = stored.map(
        (row) => sql`pg_notify(${LIVE_CHANNEL}, ${storedNotice(row.memberId, row.id)})`,
      );
      await executor.execute(sql`select ${sql.join(notices, sql`, `)}`);
    },

    async notify(payload: string): Promise<void> {
      await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    },

    async byIds(ids: readonly number[]): Promise<LiveEventRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(liveEvents)
        .where(inArray(liveEvents.id, [...ids]))
        .orderBy(asc(liveEvents.id));
    },

    /**
     * The member's events after `afterId` that a stream of `sessionId` gets (untargeted, or targeted at it), created
     * after `since`, and when `recentFrom` is given also those at or below `afterId` created after it (ids are taken
     * at insert but seen at commit, so a lower id may commit after a higher one was sent); `replay` leaves
     * session-ended events out (a stream that opens has a live session by construction).
     */
    async after(
      memberId: number,
      sessionId: string | null,
      afterId: number,
      since: Date,
      replay: boolean,
      recentFrom: Date | null = null,
    ): Promise<LiveEventRow[]> {
      return db
        .select()
        .from(liveEvents)
        .where(
          and(
            eq(liveEvents.memberId, memberId),
            recentFrom
              ? or(gt(liveEvents.id, afterId), gt(liveEvents.createdAt, recentFrom))
              : gt(liveEvents.id, afterId),
            gt(liveEvents.createdAt, since),
            sessionId === null
              ? isNull(liveEvents.sessionId)
              : or(isNull(liveEvents.sessionId), eq(liveEvents.sessionId, sessionId)),
            replay ? ne(sql`${liveEvents.payload}->>'kind'`, 'session-ended') : undefined,
          ),
        )
        .orderBy(asc(liveEvents.id))
        .limit(REPLAY_PAGE);
    },

    /** The member's newest event id (0 for none): where a stream without Last-Event-ID starts. */
    async lastId(memberId: number): Promise<number> {
      const [row] = await db
        .select({ id: max(liveEvents.id) })
        .from(liveEvents)
        .where(eq(liveEvents.memberId, memberId));
      return Number(row?.id ?? 0);
    },

    /** Deletes events created before `before`; answers how many. */
    async deleteBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, before))
        .returning({ id: liveEvents.id });
      return rows.length;
    },

    /** `memberId` as `viewerId`'s lists show them. */
    async summaryOf(
      executor: Executor,
      viewerId: number,
      memberId: number,
      now: Date,
    ): Promise<MemberSummary | undefined> {
      const [row] = await executor
        .select(memberCardColumns(viewerId))
        .from(members)
        .where(eq(members.id, memberId))
        .limit(1);
      return row ? toMemberSummary(row, now) : undefined;
    },
  };
}

export type LiveRepository = ReturnType<typeof liveRepository>;
