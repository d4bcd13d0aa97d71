// Messaging tables: threads (one per pair of members), each member's view of a thread (last message for the inbox
// order, what they deleted), messages (with delivered/read times and the sender's clientId) and the hotlist.
// Gathered by schema.ts, so the rest of the server and the tests see one schema.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef } from './schema-core.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const messageKinds = ['text', 'flirt'] as const;

/** One conversation per pair of members, stored with the lower member id first. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberLowId: memberRef('member_low_id'),
    memberHighId: memberRef('member_high_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_threads_pair_key').on(t.memberLowId, t.memberHighId),
    index('message_threads_high_idx').on(t.memberHighId),
    check('message_threads_ordered_pair', sql`${t.memberLowId} < ${t.memberHighId}`),
  ],
);

/**
 * A member's side of a thread: the last message (copied here so the inbox pages over one index) and how far they
 * deleted it. Messages with an id at or below `clearedThroughId` are gone for this member only.
 */
export const messageThreadMembers = pgTable(
  'message_thread_members',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    memberId: memberRef('member_id'),
    otherMemberId: memberRef('other_member_id'),
    lastMessageId: integer('last_message_id').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    clearedThroughId: integer('cleared_through_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.threadId] }),
    index('message_thread_members_inbox_idx').on(
      t.memberId,
      t.lastMessageAt.desc().nullsFirst(),
      t.threadId.desc().nullsFirst(),
    ),
    index('message_thread_members_thread_idx').on(t.threadId),
    index('message_thread_members_other_idx').on(t.otherMemberId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: memberRef('sender_id'),
    recipientId: memberRef('recipient_id'),
    /** The uuid the sender's client picked: a retried send finds the stored message instead of adding one. */
    clientId: text('client_id'),
    kind: text('kind', { enum: messageKinds }).notNull().default('text'),
    /** Plain text as typed (trimmed, validated by the contract); never HTML. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When the recipient's inbox first listed it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the recipient opened the thread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.createdAt, t.id),
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_recipient_idx').on(t.recipientId, t.createdAt.desc().nullsFirst()),
    index('messages_unread_idx')
      .on(t.recipientId, t.threadId)
      .where(sql`${t.readAt} is null`),
    index('messages_undelivered_idx')
      .on(t.recipientId)
      .where(sql`${t.deliveredAt} is null`),
    check('messages_not_to_self', sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

/** Members a member saved as favourites. */
export const hotlistEntries = pgTable(
  'hotlist_entries',
  {
    ownerId: memberRef('owner_id'),
    memberId: memberRef('member_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.memberId] }),
    index('hotlist_entries_owner_idx').on(
      t.ownerId,
      t.createdAt.desc().nullsFirst(),
      t.memberId.desc().nullsFirst(),
    ),
    index('hotlist_entries_member_idx').on(t.memberId),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
