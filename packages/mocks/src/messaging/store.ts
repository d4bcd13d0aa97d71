// A small stateful messaging backend in memory: members (paying or free), threads, messages with their delivered
// and read states, per-member deletions, blocks and hotlists. The MSW handlers are a thin layer over it; the rules
// here are the ones README.md writes down for the server.
import type {
  Flirt,
  HotlistPage,
  InboxPage,
  InboxThread,
  MemberSummary,
  MessageKind,
  MessagingPaywallFeature,
  MessageWire,
  MessageWireState,
  ThreadPage,
} from '@app/contract';
import {
  HOTLIST_PAGE_SIZE,
  INBOX_PAGE_SIZE,
  messagePreview,
  messagingErrorCodes,
  THREAD_PAGE_SIZE,
} from '@app/contract';
import { defaultFlirts, MESSAGING_NOW } from './factories.ts';

/** Who is logged in, when the store follows a session (the default handler groups): null when nobody is. */
export type SessionViewer = () => { summary: MemberSummary; paying: boolean } | null;

export interface MessagingMember {
  summary: MemberSummary;
  /** Paying members may read, send and reply; free members see the rules in README.md. */
  paying: boolean;
}

export interface StoredMessage {
  id: string;
  threadId: string;
  senderId: number;
  recipientId: number;
  clientId: string | null;
  kind: MessageKind;
  body: string;
  sentAt: string;
  state: MessageWireState;
}

export interface StoredThread {
  id: string;
  memberIds: readonly [number, number];
  /** Per member: messages sent at or before this time are deleted for them. */
  clearedAt: Map<number, string>;
}

export interface MessagingError {
  code: string;
  message: string;
  field?: string;
  feature?: MessagingPaywallFeature;
}
export type MessagingOutcome<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 500; error: MessagingError };

/** Failures and slowness the handlers simulate (scenario helpers set them; tests may change them mid-test). */
export interface MessagingFaults {
  /** How many of the next sends, replies and flirts fail with a 500 (Infinity: all of them). */
  send: number;
  /** The inbox answers 500. */
  inbox: boolean;
  /** Opening a thread answers 500. */
  thread: boolean;
}

const ok = <T>(value: T): MessagingOutcome<T> => ({ ok: true, value });
const fail = (status: 400 | 403 | 404 | 500, error: MessagingError): MessagingOutcome<never> => ({
  ok: false,
  status,
  error,
});

const notFound = (what: string) =>
  fail(404, { code: messagingErrorCodes.notFound, message: `${what} was not found.` });
const blocked = (name: string) =>
  fail(403, {
    code: messagingErrorCodes.blocked,
    message: `You blocked ${name}. Unblock them to message each other again.`,
  });
const paywallMessages: Record<MessagingPaywallFeature, string> = {
  readMail: 'Upgrade to read your messages.',
  sendMessage: 'Upgrade to send a message.',
  reply: 'Upgrade to reply to your messages.',
};
const paywall = (feature: MessagingPaywallFeature) =>
  fail(403, { code: messagingErrorCodes.paywall, message: paywallMessages[feature], feature });
const invalid = (field: string, message: string) =>
  fail(400, { code: messagingErrorCodes.invalidRequest, message, field });

/** Opaque keyset cursor over (time, id), newest first. */
const encodeCursor = (at: string, id: string) => btoa(JSON.stringify([at, id]));
const decodeCursor = (cursor: string | undefined): [string, string] | null => {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(atob(cursor));
    return Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string'
      ? [value[0], value[1]]
      : null;
  } catch {
    return null;
  }
};
/** Newest first by time, then id; keeps the entries after the cursor and cuts a page. */
function keysetPage<T>(
  entries: T[],
  key: (entry: T) => [string, string],
  cursor: string | undefined,
  limit: number,
) {
  const sorted = [...entries].sort((a, b) => {
    const [at, id] = key(a);
    const [bt, bid] = key(b);
    return at === bt ? bid.localeCompare(id) : bt.localeCompare(at);
  });
  const after = decodeCursor(cursor);
  const start = after
    ? sorted.findIndex((entry) => {
        const [at, id] = key(entry);
        return at < after[0] || (at === after[0] && id.localeCompare(after[1]) < 0);
      })
    : 0;
  const rest = start < 0 ? [] : sorted.slice(start);
  const items = rest.slice(0, limit);
  const last = items[items.length - 1];
  const nextCursor = rest.length > limit && last ? encodeCursor(...key(last)) : null;
  return { items, nextCursor, total: sorted.length };
}

export class MessagingStore {
  viewerId: number;
  readonly members = new Map<number, MessagingMember>();
  readonly threads = new Map<string, StoredThread>();
  readonly messages: StoredMessage[] = [];
  /** Member id → their hotlist (member id → when added). */
  readonly hotlists = new Map<number, Map<number, string>>();
  /** `${blockerId}>${blockedId}` pairs. */
  readonly blocks = new Set<string>();
  flirts: Flirt[] = defaultFlirts;
  readonly faults: MessagingFaults = { send: 0, inbox: false, thread: false };
  private clock = MESSAGING_NOW.getTime();
  private nextThread = 1;
  private nextMessage = 1;

  /** When set, every call acts as the session's member (see `actAs`) and answers 401 when nobody is logged in. */
  session: SessionViewer | null = null;

  /**
   * Members the store does not hold yet (the discovery community, when the session's groups share it): looked up
   * when a call names them, then kept, so a member saved or written to from their profile is known here.
   */
  lookupMember: ((id: number) => MessagingMember | undefined) | null = null;

  constructor(viewer: MessagingMember) {
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
    this.blocks.add(`${blockerId}>${blockedId}`);
  }

  unblock(blockerId: number, blockedId: number): void {
    this.blocks.delete(`${blockerId}>${blockedId}`);
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
    const thread = this.threadBetween(input.from, input.to) ?? this.createThread(input.from, input.to);
    const message: StoredMessage = {
      id: `m${this.nextMessage++}`,
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
      for (const m of this.visibleMessages(thread, viewer))
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
    const thread = this.participantThread(threadId, viewer);
    if (!thread) return notFound('This conversation');
    const other = this.otherMember(thread, viewer);
    const refusal = this.blockRefusal(viewer, other.summary.id);
    if (refusal) return refusal;
    if (!this.canRead(viewer, other)) return paywall('readMail');

    const visible = this.visibleMessages(thread, viewer);
    for (const m of visible) if (m.recipientId === viewer) m.state = 'read';
    const end = before ? visible.findIndex((m) => m.id === before) : visible.length;
    if (end < 0) return invalid('before', 'before is not a cursor of this conversation.');
    const start = Math.max(0, end - limit);
    const hasEarlier = start > 0;
    return ok({
      data: {
        thread: { id: thread.id, member: other.summary },
        messages: visible.slice(start, end).map((m) => this.toWire(m, viewer)),
        hasEarlier,
        earlierCursor: hasEarlier ? (visible[start]?.id ?? null) : null,
      },
    });
  }

  send(recipientId: number, body: string, clientId: string): MessagingOutcome<{ data: MessageWire }> {
    const viewer = this.viewerId;
    const repeat = this.bySenderClientId(viewer, clientId);
    if (repeat) return ok({ data: this.toWire(repeat, viewer) });
    if (recipientId === viewer) return invalid('recipientId', "You can't send a message to yourself.");
    if (!this.known(recipientId)) return notFound('This member');
    const refusal = this.blockRefusal(viewer, recipientId);
    if (refusal) return refusal;
    if (!this.isPaying(viewer)) return paywall('sendMessage');
    const message = this.addMessage({ from: viewer, to: recipientId, body, clientId });
    return ok({ data: this.toWire(message, viewer) });
  }

  reply(threadId: string, body: string, clientId: string): MessagingOutcome<{ data: MessageWire }> {
    const viewer = this.viewerId;
    const repeat = this.bySenderClientId(viewer, clientId);
    if (repeat) return ok({ data: this.toWire(repeat, viewer) });
    const thread = this.participantThread(threadId, viewer);
    if (!thread) return notFound('This conversation');
    const other = this.otherMember(thread, viewer);
    const refusal = this.blockRefusal(viewer, other.summary.id);
    if (refusal) return refusal;
    if (!this.isPaying(viewer)) return paywall('reply');
    const message = this.addMessage({ from: viewer, to: other.summary.id, body, clientId });
    return ok({ data: this.toWire(message, viewer) });
  }

  flirt(recipientId: number, flirtId: string, clientId: string): MessagingOutcome<{ data: MessageWire }> {
    const viewer = this.viewerId;
    const repeat = this.bySenderClientId(viewer, clientId);
    if (repeat) return ok({ data: this.toWire(repeat, viewer) });
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
    return ok({ data: this.toWire(message, viewer) });
  }

  deleteThread(threadId: string): MessagingOutcome<{ success: true }> {
    const thread = this.participantThread(threadId, this.viewerId);
    if (!thread) return notFound('This conversation');
    const last = this.messages.filter((m) => m.threadId === thread.id).at(-1);
    thread.clearedAt.set(this.viewerId, last?.sentAt ?? new Date(this.clock).toISOString());
    return ok({ success: true });
  }

  hotlist(cursor?: string, limit = HOTLIST_PAGE_SIZE): MessagingOutcome<HotlistPage> {
    const viewer = this.viewerId;
    const entries = [...(this.hotlists.get(viewer) ?? new Map<number, string>())]
      .filter(([id]) => this.members.has(id) && !this.blockedEitherWay(viewer, id))
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

  /** A paying member reads every thread; a free member reads threads with paying members only. */
  canRead(viewerId: number, other: MessagingMember): boolean {
    return this.isPaying(viewerId) || other.paying;
  }

  private blockedEitherWay(a: number, b: number): boolean {
    return this.blocks.has(`${a}>${b}`) || this.blocks.has(`${b}>${a}`);
  }

  /** The viewer's own block is named (403 blocked); a block by the other member hides them (404). */
  private blockRefusal(viewer: number, other: number): MessagingOutcome<never> | null {
    if (this.blocks.has(`${other}>${viewer}`)) return notFound('This member');
    if (this.blocks.has(`${viewer}>${other}`))
      return blocked(this.members.get(other)?.summary.name ?? 'this member');
    return null;
  }

  // ------------------------------------------------------------ internals

  /** The member with this id, looked up (and kept) when the store does not hold them yet. */
  private known(id: number): MessagingMember | undefined {
    const held = this.members.get(id);
    if (held) return held;
    const found = this.lookupMember?.(id);
    if (found) this.members.set(id, found);
    return found;
  }

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  private threadBetween(a: number, b: number): StoredThread | undefined {
    for (const thread of this.threads.values()) {
      const [x, y] = thread.memberIds;
      if ((x === a && y === b) || (x === b && y === a)) return thread;
    }
    return undefined;
  }

  private createThread(a: number, b: number): StoredThread {
    const thread: StoredThread = { id: `t${this.nextThread++}`, memberIds: [a, b], clearedAt: new Map() };
    this.threads.set(thread.id, thread);
    return thread;
  }

  private participantThread(threadId: string, viewer: number): StoredThread | undefined {
    const thread = this.threads.get(threadId);
    return thread?.memberIds.includes(viewer) ? thread : undefined;
  }

  private otherMember(thread: StoredThread, viewer: number): MessagingMember {
    const otherId = thread.memberIds[0] === viewer ? thread.memberIds[1] : thread.memberIds[0];
    const other = this.members.get(otherId);
    if (!other) throw new Error(`Mock member ${otherId} of thread ${thread.id} is missing`);
    return other;
  }

  private visibleMessages(thread: StoredThread, viewer: number): StoredMessage[] {
    const cleared = thread.clearedAt.get(viewer);
    return this.messages
      .filter((m) => m.threadId === thread.id && (!cleared || m.sentAt > cleared))
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id, 'en', { numeric: true }));
  }

  /** Threads the viewer's inbox lists: not deleted (or written to since), nobody blocked either way. */
  private visibleThreads(viewer: number): StoredThread[] {
    return [...this.threads.values()].filter(
      (thread) =>
        thread.memberIds.includes(viewer) &&
        !this.blockedEitherWay(...thread.memberIds) &&
        this.visibleMessages(thread, viewer).length > 0,
    );
  }

  private unreadIn(thread: StoredThread, viewer: number): number {
    return this.visibleMessages(thread, viewer).filter((m) => m.recipientId === viewer && m.state !== 'read')
      .length;
  }

  private inboxRow(thread: StoredThread, viewer: number): InboxThread {
    const other = this.otherMember(thread, viewer);
    const last = this.visibleMessages(thread, viewer).at(-1)!;
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

  private toWire(m: StoredMessage, viewer: number): MessageWire {
    const fromMe = m.senderId === viewer;
    return {
      id: m.id,
      threadId: m.threadId,
      clientId: fromMe ? m.clientId : null,
      fromMe,
      kind: m.kind,
      body: m.body,
      sentAt: m.sentAt,
      state: m.state,
    };
  }
}
