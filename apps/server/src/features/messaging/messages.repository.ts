// Threads and messages: the inbox, a thread's pages, storing messages (idempotent per sender and clientId),
// delivering, reading and deleting. The rules (who may read or write) live in features/messaging/rules.ts.
import type { MessageWireState } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { MessageRow } from '../../db/schema.ts';
import { members, messageThreadMembers, messageThreads, messages } from '../../db/schema.ts';
import { afterCursor, cursorTime, pageOfRows } from '../../db/cursor.ts';
import { notBlockedEitherWay } from '../../db/visibility.ts';
import { memberCardColumns } from '../../db/member-card.ts';

const sides = messageThreadMembers;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Messages whose state changed (delivered or read): who sent them, in which thread (the live channel's receipts). */
export interface StateChange {
  id: number;
  threadId: number;
  senderId: number;
}
/** Runs in the transaction of a write, with what it wrote (the live channel's events commit with it). */
export type AfterWrite<T> = (tx: Tx, written: T) => Promise<void>;

export interface NewMessage {
  senderId: number;
  recipientId: number;
  body: string;
  kind?: MessageRow['kind'];
  clientId?: string | null;
  /** Seeds and tests back-date messages; sends use the database clock. */
  createdAt?: Date;
  deliveredAt?: Date | null;
  readAt?: Date | null;
}

export const messageState = (m: Pick<MessageRow, 'deliveredAt' | 'readAt'>): MessageWireState =>
  m.readAt ? 'read' : m.deliveredAt ? 'delivered' : 'sent';

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Stores messages, creating the threads they need and moving each side's "last message" forward. A message whose
 * sender already used its clientId is skipped (not returned). Run it inside a transaction.
 */
export async function storeMessages(db: Database, inputs: NewMessage[]): Promise<MessageRow[]> {
  const pairOf = (m: NewMessage) => {
    const low = Math.min(m.senderId, m.recipientId);
    const high = Math.max(m.senderId, m.recipientId);
    return { key: `${low}:${high}`, low, high };
  };
  const pairs = [...new Map(inputs.map((m) => [pairOf(m).key, pairOf(m)])).values()];
  const threadIds = new Map<string, number>();
  for (const chunk of chunks(pairs, 1000)) {
    // The no-op update makes RETURNING give existing threads too, in one statement. (A long
    // `(a, b) in ((..), ..)` list matched nothing on PGlite 0.5 beyond a few hundred pairs.)
    const rows = await db
      .insert(messageThreads)
      .values(chunk.map(({ low, high }) => ({ memberLowId: low, memberHighId: high })))
      .onConflictDoUpdate({
        target: [messageThreads.memberLowId, messageThreads.memberHighId],
        set: { memberLowId: sql`excluded.member_low_id` },
      })
      .returning({
        id: messageThreads.id,
        low: messageThreads.memberLowId,
        high: messageThreads.memberHighId,
      });
    for (const row of rows) threadIds.set(`${row.low}:${row.high}`, row.id);
  }

  // Ids follow time, so back-dated batches are stored oldest first.
  const ordered = [...inputs].sort(
    (a, b) => (a.createdAt?.getTime() ?? Infinity) - (b.createdAt?.getTime() ?? Infinity),
  );
  const stored: MessageRow[] = [];
  for (const chunk of chunks(ordered, 1000)) {
    const rows = await db
      .insert(messages)
      .values(
        chunk.map((m) => ({
          threadId: threadIds.get(pairOf(m).key) as number,
          senderId: m.senderId,
          recipientId: m.recipientId,
          body: m.body,
          kind: m.kind ?? 'text',
          clientId: m.clientId ?? null,
          ...(m.createdAt ? { createdAt: m.createdAt } : {}),
          deliveredAt: m.deliveredAt ?? null,
          readAt: m.readAt ?? null,
        })),
      )
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    stored.push(...rows);
  }

  const latest = new Map<number, MessageRow>();
  for (const m of stored) {
    const current = latest.get(m.threadId);
    const later =
      !current ||
      m.createdAt.getTime() > current.createdAt.getTime() ||
      (m.createdAt.getTime() === current.createdAt.getTime() && m.id > current.id);
    if (later) latest.set(m.threadId, m);
  }
  const sideRows = [...latest.values()].flatMap((m) =>
    [
      [m.senderId, m.recipientId],
      [m.recipientId, m.senderId],
    ].map(([memberId, otherMemberId]) => ({
      threadId: m.threadId,
      memberId: memberId as number,
      otherMemberId: otherMemberId as number,
      lastMessageId: m.id,
      // Millisecond precision (a Date): the inbox orders and pages by this copy alone, so it only has to agree with itself.
      lastMessageAt: m.createdAt,
    })),
  );
  for (const chunk of chunks(sideRows, 1000)) {
    await db
      .insert(sides)
      .values(chunk)
      .onConflictDoUpdate({
        target: [sides.memberId, sides.threadId],
        set: { lastMessageId: sql`excluded.last_message_id`, lastMessageAt: sql`excluded.last_message_at` },
        setWhere: sql`(excluded.last_message_at, excluded.last_message_id) > (${sides.lastMessageAt}, ${sides.lastMessageId})`,
      });
  }
  return stored;
}

/**
 * Unread messages of `viewerId` as the inbox counts them (threads not deleted, sender active or deleted for good, no
 * block either way): the `unreadMessages` counter. An SQL expression, so the counters stay one statement.
 */
export const unreadMessagesCount = (viewerId: number): SQL<number> =>
  sql<number>`(select count(*)::int from messages m
    join message_thread_members tm on tm.thread_id = m.thread_id and tm.member_id = ${viewerId}
    join members o on o.id = m.sender_id
    where m.recipient_id = ${viewerId} and m.read_at is null and m.id > tm.cleared_through_id
      and (o.disabled_at is null or o.deleted_at is not null) and ${notBlockedEitherWay(viewerId, sql`m.sender_id`)})`.mapWith(
    Number,
  );

export function messagesRepository(db: Database) {
  /**
   * The viewer's threads the inbox lists: written to since they deleted it, other member active or deleted for good
   * (the conversation is the viewer's too, kept read-only; a disabled profile may come back, so it stays hidden),
   * no block.
   */
  const listed = (viewerId: number) =>
    and(
      eq(sides.memberId, viewerId),
      gt(sides.lastMessageId, sides.clearedThroughId),
      or(isNull(members.disabledAt), isNotNull(members.deletedAt)),
      notBlockedEitherWay(viewerId, sides.otherMemberId),
    );

  return {
    /**
     * Marks messages waiting for the viewer in their listed threads delivered: every one (the inbox was listed), or
     * those of `ids` (a tab received them; others are ignored). `then` runs in the same transaction with those that
     * changed.
     */
    async deliver(
      viewerId: number,
      ids: readonly number[] | 'all',
      then?: AfterWrite<StateChange[]>,
    ): Promise<StateChange[]> {
      if (ids !== 'all' && ids.length === 0) return [];
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(messages)
          .set({ deliveredAt: sql`now()` })
          .where(
            and(
              eq(messages.recipientId, viewerId),
              isNull(messages.deliveredAt),
              ids === 'all' ? undefined : inArray(messages.id, [...ids]),
              sql`exists (select 1 from message_thread_members tm where tm.thread_id = ${messages.threadId}
                and tm.member_id = ${viewerId} and ${messages.id} > tm.cleared_through_id)`,
              sql`exists (select 1 from members o where o.id = ${messages.senderId}
                and (o.disabled_at is null or o.deleted_at is not null))`,
              notBlockedEitherWay(viewerId, messages.senderId),
            ),
          )
          .returning({ id: messages.id, threadId: messages.threadId, senderId: messages.senderId });
        if (changed.length > 0) await then?.(tx, changed);
        return changed;
      });
    },

    /** A page of the inbox, newest last message first. */
    async inbox(viewerId: number, after: [string, number] | null, limit: number) {
      const rows = await db
        .select({
          threadId: sides.threadId,
          position: cursorTime(sides.lastMessageAt),
          member: memberCardColumns(viewerId),
          last: {
            body: messages.body,
            senderId: messages.senderId,
            createdAt: messages.createdAt,
            deliveredAt: messages.deliveredAt,
            readAt: messages.readAt,
          },
          unreadCount: sql<number>`(select count(*)::int from messages u where u.thread_id = ${sides.threadId}
            and u.recipient_id = ${viewerId} and u.read_at is null and u.id > ${sides.clearedThroughId})`.mapWith(
            Number,
          ),
        })
        .from(sides)
        .innerJoin(members, eq(members.id, sides.otherMemberId))
        .innerJoin(messages, eq(messages.id, sides.lastMessageId))
        .where(
          and(listed(viewerId), after ? afterCursor(sides.lastMessageAt, sides.threadId, after) : undefined),
        )
        .orderBy(desc(sides.lastMessageAt), desc(sides.threadId))
        .limit(limit + 1);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(sides)
        .innerJoin(members, eq(members.id, sides.otherMemberId))
        .where(listed(viewerId));
      return {
        ...pageOfRows(rows, limit, (row) => [row.position, row.threadId]),
        total: count?.total ?? 0,
      };
    },

    /** The viewer's side of a thread with the other member, or undefined when the thread is not theirs. */
    async threadOf(viewerId: number, threadId: number) {
      const [row] = await db
        .select({
          threadId: sides.threadId,
          clearedThroughId: sides.clearedThroughId,
          member: memberCardColumns(viewerId),
          otherDisabled: sql<boolean>`${members.disabledAt} is not null`,
          otherDeleted: sql<boolean>`${members.deletedAt} is not null`,
        })
        .from(sides)
        .innerJoin(members, eq(members.id, sides.otherMemberId))
        .where(and(eq(sides.memberId, viewerId), eq(sides.threadId, threadId)))
        .limit(1);
      return row;
    },

    /**
     * Marks the other member's messages the viewer can see in the thread read; `then` runs in the same transaction
     * with those that changed.
     */
    async markRead(
      viewerId: number,
      threadId: number,
      clearedThroughId: number,
      then?: AfterWrite<StateChange[]>,
    ): Promise<StateChange[]> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(messages)
          .set({ readAt: sql`now()`, deliveredAt: sql`coalesce(${messages.deliveredAt}, now())` })
          .where(
            and(
              eq(messages.threadId, threadId),
              eq(messages.recipientId, viewerId),
              isNull(messages.readAt),
              gt(messages.id, clearedThroughId),
            ),
          )
          .returning({ id: messages.id, threadId: messages.threadId, senderId: messages.senderId });
        if (changed.length > 0) await then?.(tx, changed);
        return changed;
      });
    },

    /** Whether `messageId` is a message of the thread the viewer can still see (a valid `before` cursor). */
    async isVisibleMessage(threadId: number, clearedThroughId: number, messageId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(messages.id, messageId), eq(messages.threadId, threadId), gt(messages.id, clearedThroughId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The newest `limit` visible messages before `beforeId` (or the newest), oldest first. */
    async page(threadId: number, clearedThroughId: number, beforeId: number | null, limit: number) {
      const rows = await db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.threadId, threadId),
            gt(messages.id, clearedThroughId),
            beforeId === null
              ? undefined
              : sql`(${messages.createdAt}, ${messages.id}) < (select b.created_at, b.id from messages b where b.id = ${beforeId})`,
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
      const hasEarlier = rows.length > limit;
      const page = rows.slice(0, limit).reverse();
      return { messages: page, earlierCursor: hasEarlier && page[0] ? String(page[0].id) : null };
    },

    async findByClientId(senderId: number, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
        .limit(1);
      return row;
    },

    /**
     * Stores one message (starting the thread if needed); a clientId already used returns the stored message.
     * `then` runs in the same transaction when the message is new.
     */
    async send(
      message: NewMessage & { clientId: string },
      then?: AfterWrite<MessageRow>,
    ): Promise<MessageRow> {
      const [stored] = await db.transaction(async (tx) => {
        const rows = await storeMessages(tx, [message]);
        if (rows[0]) await then?.(tx, rows[0]);
        return rows;
      });
      if (stored) return stored;
      const earlier = await this.findByClientId(message.senderId, message.clientId);
      if (!earlier) throw new Error('message neither stored nor found by its clientId');
      return earlier;
    },

    /** Hides the thread's messages so far from the viewer only; false when the thread is not theirs. */
    async deleteFor(viewerId: number, threadId: number): Promise<boolean> {
      const rows = await db
        .update(sides)
        .set({
          clearedThroughId: sql`(select coalesce(max(m.id), 0) from messages m where m.thread_id = ${threadId})`,
        })
        .where(and(eq(sides.memberId, viewerId), eq(sides.threadId, threadId)))
        .returning({ threadId: sides.threadId });
      return rows.length > 0;
    },
  };
}
