// What the live channel's messaging events change in the cache, at once, without waiting for a refetch:
// - a message: appended to its thread (when that thread is cached; never twice: the same id, or an own message the
//   thread or outbox already holds under its clientId), its inbox row updated and moved to the top (unread + 1 for
//   the other member's message), and the thread refetched when it is open (so the server marks it read and the
//   sender gets the read receipt). A thread the inbox does not list yet makes the inbox refetch: the event has no
//   member summary to build its row from.
// - a receipt: the member's own messages named become delivered or read; a state never goes back (read stays read).
// A read of a thread or the inbox under way when an event arrives may predate the event's change; its answer would
// undo the event, so it is made again (lib/fresh-reads).
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { InboxThread, Message, MessageState, MessageWire, ThreadPage } from '@app/contract';
import { messagePreview } from '@app/contract';
import { readAgainIfUnderWay } from '../../lib/fresh-reads';
import { queryKeys } from '../../lib/query-keys';
import type { InboxPageData } from './api/get-inbox';

type InboxData = InfiniteData<InboxPageData>;
type ThreadData = InfiniteData<ThreadPage>;

/** How far a message has gone: a receipt only ever moves it forward. */
const progress: Record<MessageState, number> = { failed: 0, sending: 1, sent: 2, delivered: 3, read: 4 };
const forward = <S extends MessageState>(current: S, next: S): S =>
  progress[next] > progress[current] ? next : current;

const sameMessage = (a: Pick<Message, 'id' | 'clientId'>, b: Pick<Message, 'id' | 'clientId'>) =>
  a.id === b.id || (a.clientId !== null && a.clientId === b.clientId);

/** Puts a message that arrived on the live channel into the cached thread and inbox. */
export function applyLiveMessage(queryClient: QueryClient, message: MessageWire): void {
  const threadKey = queryKeys.messaging.thread(message.threadId);
  queryClient.setQueryData<ThreadData>(threadKey, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((m) => sameMessage(m, message)))) return data;
    // Pages are newest first; a page's messages oldest first.
    const [newest, ...earlier] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...earlier] };
  });
  // The thread on screen is read now: its refetch tells the server (and the sender, through a read receipt).
  if (!readAgainIfUnderWay(queryClient, threadKey) && !message.fromMe)
    void queryClient.invalidateQueries({ queryKey: threadKey, refetchType: 'active' });

  const inbox = queryClient.getQueryData<InboxData>(queryKeys.messaging.inbox());
  const listed = inbox?.pages.some((page) => page.items.some((thread) => thread.id === message.threadId));
  if (!inbox) {
    readAgainIfUnderWay(queryClient, queryKeys.messaging.inbox());
    return;
  }
  if (!listed) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.inbox() });
    return;
  }
  queryClient.setQueryData<InboxData>(queryKeys.messaging.inbox(), (data) => {
    if (!data) return data;
    let row: InboxThread | undefined;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((thread) => {
        if (thread.id !== message.threadId) return true;
        row = thread;
        return false;
      }),
    }));
    if (!row || Date.parse(row.lastMessageAt) > Date.parse(message.sentAt)) return data;
    const open = isObserved(queryClient, threadKey);
    const updated: InboxThread = {
      ...row,
      lastMessagePreview: row.locked ? null : messagePreview(message.body),
      lastMessageAt: message.sentAt,
      lastMessageFromMe: message.fromMe,
      lastMessageState: message.state,
      unreadCount: message.fromMe || open ? row.unreadCount : row.unreadCount + 1,
    };
    const [first, ...rest] = pages;
    return first ? { ...data, pages: [{ ...first, items: [updated, ...first.items] }, ...rest] } : data;
  });
  readAgainIfUnderWay(queryClient, queryKeys.messaging.inbox());
}

const isObserved = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  (queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0;

/** The other member's device got (`delivered`) or they opened (`read`) these messages of the member's. */
export function applyReceipt(
  queryClient: QueryClient,
  {
    threadId,
    state,
    messageIds,
  }: { threadId: string; state: 'delivered' | 'read'; messageIds: readonly string[] },
): void {
  const ids = new Set(messageIds);
  const advance = <M extends { id: string; fromMe: boolean; state: MessageState }>(m: M): M =>
    m.fromMe && ids.has(m.id) && forward(m.state, state) !== m.state ? { ...m, state } : m;

  let newest: MessageWire | undefined;
  queryClient.setQueryData<ThreadData>(queryKeys.messaging.thread(threadId), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({ ...page, messages: page.messages.map(advance) }));
    newest = pages[0]?.messages.at(-1);
    return { ...data, pages };
  });
  queryClient.setQueryData<Message[]>(queryKeys.messaging.outbox(threadId), (outbox) => outbox?.map(advance));

  // The inbox row shows its last message's state: moved forward when that message is one of these.
  queryClient.setQueryData<InboxData>(queryKeys.messaging.inbox(), (data) => {
    if (!data) return data;
    const lastIsNamed = newest !== undefined && newest.fromMe && ids.has(newest.id);
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((thread) =>
          thread.id === threadId && thread.lastMessageFromMe && lastIsNamed
            ? { ...thread, lastMessageState: forward(thread.lastMessageState, state) }
            : thread,
        ),
      })),
    };
  });
  readAgainIfUnderWay(queryClient, queryKeys.messaging.thread(threadId));
  readAgainIfUnderWay(queryClient, queryKeys.messaging.inbox());
}
