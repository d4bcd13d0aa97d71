// Inbox, threads, send, reply, delete and flirts: the contract's messaging endpoints over the messages repository,
// with the rules of ./rules.ts. Every refusal is checked before anything is stored.
import type { InboxThread, MessageWire } from '@app/contract';
import { cannedFlirtById, cannedFlirts, messagePreview, messagingEndpoints as api } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Member, MessageRow } from '../../db/schema.ts';
import { contractRoute } from '../../http/route.ts';
import type { AfterWrite, NewMessage, StateChange } from './messages.repository.ts';
import { messageState } from './messages.repository.ts';
import { decodeCursor } from '../../db/cursor.ts';
import { toMemberSummary } from '../../db/member-card.ts';
import {
  invalid,
  mayReadThreadWith,
  memberDeleted,
  notFound,
  parseId,
  refuseAcrossBlock,
  requireMayRead,
  requireMayReply,
  requireMaySend,
} from './rules.ts';

export const toMessageWire = (m: MessageRow, viewerId: number): MessageWire => {
  const fromMe = m.senderId === viewerId;
  return {
    id: String(m.id),
    threadId: String(m.threadId),
    clientId: fromMe ? m.clientId : null,
    fromMe,
    kind: m.kind,
    body: m.body,
    sentAt: m.createdAt.toISOString(),
    state: messageState(m),
  };
};

export default async function messagesRoutes(app: FastifyInstance) {
  const { repos } = app;

  /** The member a message call names, if they exist for the viewer; refuses a deleted member and across a block. */
  async function reachableMember(viewer: Member, memberId: number, field: string, self: string) {
    if (memberId === viewer.id) throw invalid(field, self);
    const other = await repos.members.findById(memberId);
    if (other?.deletedAt) throw memberDeleted();
    if (!other || other.disabledAt) throw notFound('This member');
    await refuseAcrossBlock(repos.blocks, viewer, { id: other.id, name: other.displayName });
    return other;
  }

  /**
   * The viewer's thread and its other member; 404 when it is not theirs or the other member's profile is disabled
   * (a deleted member's stays: the conversation is the viewer's too); refuses across a block.
   */
  async function viewersThread(viewer: Member, threadIdParam: string) {
    const threadId = parseId(threadIdParam);
    const thread = threadId === null ? undefined : await repos.messages.threadOf(viewer.id, threadId);
    if (!thread || (thread.otherDisabled && !thread.otherDeleted)) throw notFound('This conversation');
    await refuseAcrossBlock(repos.blocks, viewer, thread.member);
    return thread;
  }

  /**
   * Live events of a new message, committed with it: the message to the recipient and to the sender's other tabs
   * (each as their own inbox shows it), and the recipient's counters.
   */
  const announceMessage: AfterWrite<MessageRow> = (tx, m) =>
    app.live.publish(
      [
        { memberId: m.recipientId, event: { kind: 'message', message: toMessageWire(m, m.recipientId) } },
        { memberId: m.senderId, event: { kind: 'message', message: toMessageWire(m, m.senderId) } },
        { memberId: m.recipientId, event: { kind: 'counters' } },
      ],
      tx,
    );

  /** Receipts to the senders of messages that became delivered or read: one event a sender and thread. */
  const receipts = (state: 'delivered' | 'read', changed: readonly StateChange[]) => {
    const byThread = new Map<number, { senderId: number; ids: string[] }>();
    for (const m of changed) {
      const entry = byThread.get(m.threadId) ?? { senderId: m.senderId, ids: [] };
      entry.ids.push(String(m.id));
      byThread.set(m.threadId, entry);
    }
    return [...byThread].map(([threadId, { senderId, ids }]) => ({
      memberId: senderId,
      event: { kind: 'receipt' as const, threadId: String(threadId), state, messageIds: ids },
    }));
  };
  const announceDelivered: AfterWrite<StateChange[]> = (tx, changed) =>
    app.live.publish(receipts('delivered', changed), tx);

  /**
   * Stores the message, or returns the one already stored under the sender's clientId; the recipient hears of a
   * new one by email (unless they opted out) and on the live channel.
   */
  const store = async (message: NewMessage & { clientId: string }) => {
    const stored = await repos.messages.send(message, announceMessage);
    await app.emailNotices.newMessage(stored);
    return toMessageWire(stored, message.senderId);
  };

  /** A retried send (same clientId) gets the stored message back before any rule is applied again. */
  async function repeated(viewer: Member, clientId: string): Promise<MessageWire | null> {
    const earlier = await repos.messages.findByClientId(viewer.id, clientId);
    return earlier ? toMessageWire(earlier, viewer.id) : null;
  }

  contractRoute(app, api.getInbox, 'member', async ({ member, query }) => {
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !after) throw invalid('cursor', 'cursor is not a cursor of this list.');
    await repos.messages.deliver(member.id, 'all', announceDelivered);
    const page = await repos.messages.inbox(member.id, after, query.limit);
    const now = new Date();
    const items = page.rows.map((row): InboxThread => {
      const locked = !mayReadThreadWith(member, row.member);
      return {
        id: String(row.threadId),
        member: toMemberSummary(row.member, now),
        lastMessagePreview: locked ? null : messagePreview(row.last.body),
        lastMessageAt: row.last.createdAt.toISOString(),
        lastMessageFromMe: row.last.senderId === member.id,
        lastMessageState: messageState(row.last),
        unreadCount: row.unreadCount,
        locked,
      };
    });
    return { data: { items, nextCursor: page.nextCursor, total: page.total } };
  });

  contractRoute(app, api.getThread, 'member', async ({ member, params, query }) => {
    const thread = await viewersThread(member, params.threadId);
    requireMayRead(member, thread.member);
    let beforeId: number | null = null;
    if (query.before !== undefined) {
      beforeId = parseId(query.before);
      const visible =
        beforeId !== null &&
        (await repos.messages.isVisibleMessage(thread.threadId, thread.clearedThroughId, beforeId));
      if (!visible) throw invalid('before', 'before is not a cursor of this conversation.');
    }
    await repos.messages.markRead(member.id, thread.threadId, thread.clearedThroughId, (tx, changed) =>
      app.live.publish(
        [...receipts('read', changed), { memberId: member.id, event: { kind: 'counters' } }],
        tx,
      ),
    );
    const page = await repos.messages.page(thread.threadId, thread.clearedThroughId, beforeId, query.limit);
    return {
      data: {
        thread: {
          id: String(thread.threadId),
          member: toMemberSummary(thread.member),
          memberDeleted: thread.otherDeleted,
        },
        messages: page.messages.map((m) => toMessageWire(m, member.id)),
        hasEarlier: page.earlierCursor !== null,
        earlierCursor: page.earlierCursor,
      },
    };
  });

  contractRoute(app, api.sendMessage, 'member', async ({ member, body }) => {
    const earlier = await repeated(member, body.clientId);
    if (earlier) return { data: earlier };
    const recipient = await reachableMember(
      member,
      body.recipientId,
      'recipientId',
      "You can't send a message to yourself.",
    );
    requireMaySend(member);
    return {
      data: await store({
        senderId: member.id,
        recipientId: recipient.id,
        body: body.body,
        clientId: body.clientId,
      }),
    };
  });

  contractRoute(app, api.replyToThread, 'member', async ({ member, params, body }) => {
    const earlier = await repeated(member, body.clientId);
    if (earlier) return { data: earlier };
    const thread = await viewersThread(member, params.threadId);
    if (thread.otherDeleted) throw memberDeleted();
    requireMayReply(member);
    return {
      data: await store({
        senderId: member.id,
        recipientId: thread.member.id,
        body: body.body,
        clientId: body.clientId,
      }),
    };
  });

  contractRoute(app, api.deleteThread, 'member', async ({ member, params }) => {
    const threadId = parseId(params.threadId);
    const thread = threadId === null ? undefined : await repos.messages.threadOf(member.id, threadId);
    // The conversation with a member who blocked the viewer is gone for the viewer, as that member is.
    const hidden = !thread || (await repos.blocks.hasBlocked(thread.member.id, member.id));
    const deleted = !hidden && threadId !== null && (await repos.messages.deleteFor(member.id, threadId));
    if (!deleted) throw notFound('This conversation');
    return { success: true as const };
  });

  contractRoute(app, api.sendTyping, 'member', async ({ member, params }) => {
    // The thread must be the viewer's and readable by them: the same refusals as opening it (404 across a block
    // the other member made, never revealing it).
    const thread = await viewersThread(member, params.threadId);
    if (thread.otherDeleted) throw memberDeleted();
    requireMayRead(member, thread.member);
    // A signal sooner than TYPING_SIGNAL_MS after the last one is dropped, silently: the tab needs no answer.
    await app.live.typing(member.id, thread.member.id, thread.threadId);
    return { success: true as const };
  });

  contractRoute(app, api.markDelivered, 'member', async ({ member, body }) => {
    // Ids that name no message sent to the viewer, or one delivered already, are ignored.
    const ids = body.messageIds.map(parseId).filter((id): id is number => id !== null);
    await repos.messages.deliver(member.id, ids, announceDelivered);
    return { success: true as const };
  });

  contractRoute(app, api.getFlirts, 'member', async () => ({ data: { items: [...cannedFlirts] } }));

  contractRoute(app, api.sendFlirt, 'member', async ({ member, body }) => {
    const earlier = await repeated(member, body.clientId);
    if (earlier) return { data: earlier };
    const flirt = cannedFlirtById(body.flirtId);
    if (!flirt) throw invalid('flirtId', 'Choose one of the flirts offered.');
    const recipient = await reachableMember(
      member,
      body.recipientId,
      'recipientId',
      "You can't flirt with yourself.",
    );
    return {
      data: await store({
        senderId: member.id,
        recipientId: recipient.id,
        body: flirt.text,
        kind: 'flirt',
        clientId: body.clientId,
      }),
    };
  });
}
