// Messaging's rules over the one store's tables: correspondents (paying or free), threads, messages with their
// delivered and read states, per-member deletions, blocks (shared with discovery) and hotlists. The MSW handlers are a
// thin layer over it; the rules here are the ones README.md writes down for the server. Who may read, send and reply
// comes from the contract (featuresByRole), and a refusal carries the contract's paywall headline.
import type {
  Flirt,
  HotlistPage,
  InboxPage,
  InboxThread,
  MemberSummary,
  MessageKind,
  MessageWire,
  MessageWireState,
  ThreadPage,
} from '@app/contract';
import { HOTLIST_PAGE_SIZE, INBOX_PAGE_SIZE, messagePreview, THREAD_PAGE_SIZE } from '@app/contract';
import { mayUse } from '../access.ts';
import { toSummary } from '../discovery/factories.ts';
import type { MessagingFaults, MessagingMember, MockStore, StoredMessage, StoredThread } from '../store.ts';
import { createStore, pair } from '../store.ts';
import { defaultFlirts } from './factories.ts';
import { keysetPage } from './keyset.ts';
import {
  blockedEitherWay,
  messageWire,
  participantThread,
  threadBetween,
  visibleMessages,
} from './threads.ts';
import type { MessagingOutcome } from './outcome.ts';
import { blocked, invalid, notFound, ok, paywall } from './outcome.ts';

export type { MessagingFaults, MessagingMember, StoredMessage, StoredThread };
export type { MessagingError, MessagingOutcome } from './outcome.ts';

/** Who is logged in, when the store follows a session (the default handler groups): null when nobody is. */
export type SessionViewer = () => { summary: MemberSummary; paying: boolean } | null;

export class Mailbox {
  viewerId: number;
  flirts: Flirt[] = defaultFlirts;

  /** When set, every call acts as the session's member (see `actAs`) and answers 401 when nobody is logged in. */
  session: SessionViewer | null = null;

  /** The store whose tables this mailbox reads and writes. */
  readonly store: MockStore;

  /** Who messaging knows (the store's correspondents). */
  get members(): Map<number, MessagingMember> {
    return this.store.correspondents;
  }
  get threads(): Map<string, StoredThread> {
    return this.store.threads;
  }
  get messages(): StoredMessage[] {
    return this.store.messages;
  }
  get hotlists(): Map<number, Map<number, string>> {
    return this.store.hotlists;
  }
  get faults(): MessagingFaults {
    return this.store.faults;
  }

  constructor(viewer: MessagingMember, store: MockStore = createStore()) {
    this.store = store;
    this.viewerId = viewer.summary.id;
    this.addMember(viewer.summary, viewer.paying);
  }

  /** Acts as this member from now on (they are added to the store if new; their plan is updated). */
  actAs(viewer: MessagingMember): void {
    const known = this.members.get(viewer.summary.id);
    this.members.set(viewer.summary.id, { summary: known?.summary ?? viewer.summary, paying: viewer.paying });
    this.viewerId = viewer.summary.id;
  }

  // ------------------------------------------------------------ setup (scenarios and tests)

  addMember(summary: MemberSummary, paying = true): MemberSummary {
    this.members.set(summary.id, { summary, paying });
    return summary;
  }

  block(blockerId: number, blockedId: number): void {
    if (!this.store.blocks.has(pair(blockerId, blockedId)))
      this.store.blocks.set(pair(blockerId, blockedId), this.store.clock);
  }

  unblock(blockerId: number, blockedId: number): void {
    this.store.blocks.delete(pair(blockerId, blockedId));
  }

  /** Has `ownerId` saved `memberId` (hidden or not by a block)? */
  inHotlist(ownerId: number, memberId: number): boolean {
    return this.hotlists.get(ownerId)?.has(memberId) ?? false;
  }

  /** Stores a message as it was sent at `sentAt` (default: now, advancing the clock). */
  addMessage(input: {
    from: number;
    to: number;
    body: string;
    kind?: MessageKind;
    sentAt?: string;
    state?: MessageWireState;
    clientId?: string | null;
  }): StoredMessage {
    const thread = threadBetween(this.store, input.from, input.to) ?? this.createThread(input.from, input.to);
    const message: StoredMessage = {
      id: `m${this.store.nextMessageId++}`,
      threadId: thread.id,
      senderId: input.from,
      recipientId: input.to,
      clientId: input.clientId ?? null,
      kind: input.kind ?? 'text',
      body: input.body,
      sentAt: input.sentAt ?? this.tick(),
      state: input.state ?? 'sent',
    };
    this.messages.push(message);
    return message;
  }

  addToHotlistOf(ownerId: number, memberId: number, addedAt = this.tick()): void {
    const list = this.hotlists.get(ownerId) ?? new Map<number, string>();
    if (!list.has(memberId)) list.set(memberId, addedAt);
    this.hotlists.set(ownerId, list);
  }

  /** The other member's messages the viewer has not read, in threads the inbox shows (the `unreadMessages` counter). */
  unreadCount(viewerId = this.viewerId): number {
    return this.visibleThreads(viewerId).reduce((sum, thread) => sum + this.unreadIn(thread, viewerId), 0);
  }

  // ------------------------------------------------------------ the calls

  inbox(cursor?: string, limit = INBOX_PAGE_SIZE): MessagingOutcome<InboxPage> {
    const viewer = this.viewerId;
    const threads = this.visibleThreads(viewer);
    // Listing the inbox delivers every message waiting for the viewer in it.
    for (const thread of threads)
      for (const m of visibleMessages(this.store, thread, viewer))
        if (m.recipientId === viewer && m.state === 'sent') m.state = 'delivered';
    const rows = threads.map((thread) => this.inboxRow(thread, viewer));
    const page = keysetPage(rows, (row) => [row.lastMessageAt, row.id], cursor, limit);
    return ok({ data: page });
  }

  thread(
    threadId: string,
    before?: string,
    limit = THREAD_PAGE_SIZE,
  ): MessagingOutcome<{ data: ThreadPage }> {
    const viewer = this.viewerId;
    const thread = participantThread(this.store, threadId, viewer);
    if (!thread) return notFound('This conversation');
    const other = this.otherMember(thread, viewer);
    const refusal = this.blockRefusal(viewer, other.summary.id);
    if (refusal) return refusal;
    if (!this.canRead(viewer, other)) return paywall('readMail');

    const visible = visibleMessages(this.store, thread, viewer);
    for (const m of visible) if (m.recipientId === viewer) m.state = 'read';
    const end = before ? visible.findIndex((m) => m.id === before) : visible.length;
    if (end < 0) return invalid('before', 'before is not a cursor of this conversation.');
    const start = Math.max(0, end - limit);
    const hasEarlier = start > 0;
    return ok({
      data: {
        thread: { id: thread.id, member: other.summary },
        messages: visible.slice(start, end).map((m) => messageWire(m, viewer)),
        hasEarlier,
        earlierCursor: hasEarlier ? (visible[start]?.id ?? null) : null,
      },
    });
  }

  send(recipientId: number, body: string, clientId: string): MessagingOutcome<{ data: MessageWire }> {
    const viewer = this.viewerId;
    const repeat = this.bySenderClientId(viewer, clientId);
    if (repeat) return ok({ data: messageWire(repeat, viewer) });
    if (recipientId === viewer) return invalid('recipientId', "You can't send a message to yourself.");
    if (!this.known(recipientId)) return notFound('This member');
    const refusal = this.blockRefusal(viewer, recipientId);
    if (refusal) return refusal;
    if (!this.may(viewer, 'sendMessage')) return paywall('sendMessage');
    const message = this.addMessage({ from: viewer, to: recipientId, body, clientId });
    return ok({ data: messageWire(message, viewer) });
  }

  reply(threadId: string, body: string, clientId: string): MessagingOutcome<{ data: MessageWire }> {
    const viewer = this.viewerId;
    const repeat = this.bySenderClientId(viewer, clientId);
    if (repeat) return ok({ data: messageWire(repeat, viewer) });
    const thread = participantThread(this.store, threadId, viewer);
    if (!thread) return notFound('This conversation');
    const other = this.otherMember(thread, viewer);
    const refusal = this.blockRefusal(viewer, other.summary.id);
    if (refusal) return refusal;
    if (!this.may(viewer, 'reply')) return paywall('reply');
    const message = this.addMessage({ from: viewer, to: other.summary.id, body, clientId });
    return ok({ data: messageWire(message, viewer) });
  }

  flirt(recipientId: number, flirtId: string, clientId: string): MessagingOutcome<{ data: MessageWire }> {
    const viewer = this.viewerId;
    const repeat = this.bySenderClientId(viewer, clientId);
    if (repeat) return ok({ data: messageWire(repeat, viewer) });
    const flirt = this.flirts.find((f) => f.id === flirtId);
    if (!flirt) return invalid('flirtId', 'Choose one of the flirts offered.');
    if (recipientId === viewer) return invalid('recipientId', "You can't flirt with yourself.");
    if (!this.known(recipientId)) return notFound('This member');
    const refusal = this.blockRefusal(viewer, recipientId);
    if (refusal) return refusal;
    const message = this.addMessage({
      from: viewer,
      to: recipientId,
      body: flirt.text,
      kind: 'flirt',
      clientId,
    });
    return ok({ data: messageWire(message, viewer) });
  }

  deleteThread(threadId: string): MessagingOutcome<{ success: true }> {
    const thread = participantThread(this.store, threadId, this.viewerId);
    // The conversation with a member who blocked the viewer is gone for the viewer, as that member is.
    const hidden =
      thread &&
      this.store.blocks.has(pair(this.otherMember(thread, this.viewerId).summary.id, this.viewerId));
    if (!thread || hidden) return notFound('This conversation');
    const last = this.messages.filter((m) => m.threadId === thread.id).at(-1);
    thread.clearedAt.set(this.viewerId, last?.sentAt ?? new Date(this.store.clock).toISOString());
    return ok({ success: true });
  }

  hotlist(cursor?: string, limit = HOTLIST_PAGE_SIZE): MessagingOutcome<HotlistPage> {
    const viewer = this.viewerId;
    const entries = [...(this.hotlists.get(viewer) ?? new Map<number, string>())]
      .filter(([id]) => this.members.has(id) && !blockedEitherWay(this.store, viewer, id))
      .map(([id, addedAt]) => ({ member: this.members.get(id)!.summary, addedAt }));
    const page = keysetPage(
      entries,
      (e) => [e.addedAt, String(e.member.id).padStart(12, '0')],
      cursor,
      limit,
    );
    return ok({ data: page });
  }

  addToHotlist(memberId: number): MessagingOutcome<{ success: true }> {
    const viewer = this.viewerId;
    if (memberId === viewer) return invalid('memberId', "You can't add yourself to your hotlist.");
    if (!this.known(memberId)) return notFound('This member');
    const refusal = this.blockRefusal(viewer, memberId);
    if (refusal) return refusal;
    this.addToHotlistOf(viewer, memberId);
    return ok({ success: true });
  }

  removeFromHotlist(memberId: number): MessagingOutcome<{ success: true }> {
    this.hotlists.get(this.viewerId)?.delete(memberId);
    return ok({ success: true });
  }

  // ------------------------------------------------------------ rules

  isPaying(memberId: number): boolean {
    return this.members.get(memberId)?.paying ?? false;
  }

  /** May this member use the catalogue feature? Paying members are full members; the others are free. */
  may(memberId: number, feature: 'readMail' | 'sendMessage' | 'reply'): boolean {
    return mayUse(this.isPaying(memberId) ? 'full' : 'free', feature);
  }

  /** A member with `readMail` reads every thread; the others read threads with paying members only. */
  canRead(viewerId: number, other: MessagingMember): boolean {
    return this.may(viewerId, 'readMail') || other.paying;
  }

  /** The viewer's own block is named (403 blocked); a block by the other member hides them (404). */
  private blockRefusal(viewer: number, other: number): MessagingOutcome<never> | null {
    if (this.store.blocks.has(pair(other, viewer))) return notFound('This member');
    if (this.store.blocks.has(pair(viewer, other)))
      return blocked(this.members.get(other)?.summary.name ?? 'this member');
    return null;
  }

  // ------------------------------------------------------------ internals

  /**
   * The member with this id: a correspondent, or a member of the store's community (a member saved or written to
   * from their profile), who is kept as a correspondent from then on. Community members count as free.
   */
  private known(id: number): MessagingMember | undefined {
    const held = this.members.get(id);
    if (held) return held;
    const record = this.store.community.get(id);
    if (!record) return undefined;
    const viewer = this.viewerId;
    const summary = toSummary(record, {
      likedByMe: this.store.likes.has(pair(viewer, id)),
      likesMe: this.store.likes.has(pair(id, viewer)),
    });
    const found = { summary, paying: false };
    this.members.set(id, found);
    return found;
  }

  private tick(): string {
    this.store.clock += 1000;
    return new Date(this.store.clock).toISOString();
  }

  private createThread(a: number, b: number): StoredThread {
    const thread: StoredThread = {
      id: `t${this.store.nextThreadId++}`,
      memberIds: [a, b],
      clearedAt: new Map(),
    };
    this.threads.set(thread.id, thread);
    return thread;
  }

  private otherMember(thread: StoredThread, viewer: number): MessagingMember {
    const otherId = thread.memberIds[0] === viewer ? thread.memberIds[1] : thread.memberIds[0];
    const other = this.members.get(otherId);
    if (!other) throw new Error(`Mock member ${otherId} of thread ${thread.id} is missing`);
    return other;
  }

  /** Threads the viewer's inbox lists: not deleted (or written to since), nobody blocked either way. */
  private visibleThreads(viewer: number): StoredThread[] {
    return [...this.threads.values()].filter(
      (thread) =>
        thread.memberIds.includes(viewer) &&
        !blockedEitherWay(this.store, ...thread.memberIds) &&
        visibleMessages(this.store, thread, viewer).length > 0,
    );
  }

  private unreadIn(thread: StoredThread, viewer: number): number {
    return visibleMessages(this.store, thread, viewer).filter(
      (m) => m.recipientId === viewer && m.state !== 'read',
    ).length;
  }

  private inboxRow(thread: StoredThread, viewer: number): InboxThread {
    const other = this.otherMember(thread, viewer);
    const last = visibleMessages(this.store, thread, viewer).at(-1)!;
    const locked = !this.canRead(viewer, other);
    return {
      id: thread.id,
      member: other.summary,
      lastMessagePreview: locked ? null : messagePreview(last.body),
      lastMessageAt: last.sentAt,
      lastMessageFromMe: last.senderId === viewer,
      lastMessageState: last.state,
      unreadCount: this.unreadIn(thread, viewer),
      locked,
    };
  }

  private bySenderClientId(sender: number, clientId: string): StoredMessage | undefined {
    return this.messages.find((m) => m.senderId === sender && m.clientId === clientId);
  }
}

/** The name the site's tests know the mailbox by. */
export { Mailbox as MessagingStore };
