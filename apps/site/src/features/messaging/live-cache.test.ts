import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessageWire, ThreadPage } from '@app/contract';
import { TYPING_SHOWN_MS, messagePreview } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import { queryKeys } from '../../lib/query-keys';
import type { InboxPageData } from './api/get-inbox';
import { applyLiveMessage, applyReceipt } from './live-cache';
import { typingStore } from './typing';

// The paying member's inbox and newest thread as the server answered them; live events are built from them.
const inbox = recordedAnswer('messaging/paying', 'getInbox').data;
const thread = recordedAnswer('messaging/paying', 'getThread').data;
const threadId = thread.thread.id;
const theirs = thread.messages.find((m) => !m.fromMe) as MessageWire;
const reply = recordedAnswer('messaging/paying', 'replyToThread').data;
const later = (minutes: number) =>
  new Date(Date.parse(inbox.items[0]?.lastMessageAt ?? '') + minutes * 60_000).toISOString();

function cache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<InfiniteData<InboxPageData>>(queryKeys.messaging.inbox(), {
    pages: [inbox],
    pageParams: [undefined],
  });
  queryClient.setQueryData<InfiniteData<ThreadPage>>(queryKeys.messaging.thread(threadId), {
    pages: [thread],
    pageParams: [undefined],
  });
  const rows = () =>
    queryClient.getQueryData<InfiniteData<InboxPageData>>(queryKeys.messaging.inbox())?.pages[0]?.items ?? [];
  const messages = () =>
    queryClient.getQueryData<InfiniteData<ThreadPage>>(queryKeys.messaging.thread(threadId))?.pages[0]
      ?.messages ?? [];
  return { queryClient, rows, messages };
}

/**
 * The thread page opening while the server changes: its first fetch is under way and held, answering `answers[0]` (read
 * before the change) once `answered()` lets it; any later fetch answers the next of `answers`.
 */
function firstLoadUnderWay(answers: MessageWire[][]) {
  const queryClient = new QueryClient();
  const key = queryKeys.messaging.thread(threadId);
  let answerFirst: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (answerFirst = resolve));
  let calls = 0;
  // The open thread page: an observer, as useInfiniteQuery is.
  const page = new InfiniteQueryObserver(queryClient, {
    queryKey: key,
    initialPageParam: undefined,
    getNextPageParam: () => undefined,
    queryFn: async (): Promise<ThreadPage> => {
      const messages = answers[Math.min(calls, answers.length - 1)] ?? [];
      calls += 1;
      if (calls === 1) await first;
      return { ...thread, messages };
    },
  });
  const unsubscribe = page.subscribe(() => undefined);
  const messages = () => queryClient.getQueryData<InfiniteData<ThreadPage>>(key)?.pages[0]?.messages ?? [];
  return {
    queryClient,
    messages,
    /** Lets the first fetch answer, then waits until every fetch asked has answered. */
    async answered() {
      answerFirst();
      await vi.waitFor(() => {
        expect(calls).toBe(answers.length);
        expect(queryClient.isFetching({ queryKey: key })).toBe(0);
      });
      unsubscribe();
    },
  };
}

describe('applyLiveMessage', () => {
  it('moves the thread to the top of the inbox with the new preview, one more unread, and appends it to the thread', () => {
    const { queryClient, rows, messages } = cache();
    const row = inbox.items.find((t) => t.id === threadId);
    const arrived: MessageWire = {
      ...theirs,
      id: 'live-1',
      body: 'Are you\nfree Saturday?',
      sentAt: later(5),
    };
    applyLiveMessage(queryClient, arrived);

    expect(rows()[0]).toMatchObject({
      id: threadId,
      lastMessagePreview: messagePreview(arrived.body),
      lastMessageAt: arrived.sentAt,
      lastMessageFromMe: false,
      unreadCount: (row?.unreadCount ?? 0) + 1,
    });
    expect(rows()).toHaveLength(inbox.items.length);
    expect(messages().at(-1)?.id).toBe('live-1');

    applyLiveMessage(queryClient, arrived);
    expect(messages().filter((m) => m.id === 'live-1')).toHaveLength(1);
  });

  it("never doubles an own message the thread shows already under its clientId, and doesn't count it unread", () => {
    const { queryClient, rows, messages } = cache();
    const before = inbox.items.find((t) => t.id === threadId)?.unreadCount;
    const own = { ...reply, id: 'server-9', sentAt: later(6) };
    applyLiveMessage(queryClient, own);
    applyLiveMessage(queryClient, { ...own, id: 'server-10' });
    expect(messages().filter((m) => m.clientId === reply.clientId)).toHaveLength(1);
    expect(rows()[0]).toMatchObject({ id: threadId, lastMessageFromMe: true, unreadCount: before });
  });

  it('has a first load of the thread that was under way asked again, so the message is not lost', async () => {
    const arrived: MessageWire = { ...theirs, id: 'live-3', sentAt: later(10) };
    const load = firstLoadUnderWay([[theirs], [theirs, arrived]]);
    applyLiveMessage(load.queryClient, arrived);
    await load.answered();
    expect(load.messages().map((m) => m.id)).toEqual([theirs.id, arrived.id]);
  });

  it('has the inbox fetched again for a thread it does not list (no member to show yet)', () => {
    const { queryClient } = cache();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveMessage(queryClient, { ...theirs, id: 'live-2', threadId: 'new-thread', sentAt: later(7) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.messaging.inbox() });
  });
});

describe('applyReceipt', () => {
  it('moves own messages forward, never back from read to delivered', () => {
    const { queryClient, messages } = cache();
    const sent: MessageWire = { ...reply, id: 'server-11', state: 'sent', sentAt: later(8) };
    applyLiveMessage(queryClient, sent);
    const readBefore = messages()
      .filter((m) => m.fromMe && m.state === 'read')
      .map((m) => m.id);
    expect(readBefore.length).toBeGreaterThan(0);

    applyReceipt(queryClient, { threadId, state: 'delivered', messageIds: [...readBefore, sent.id] });
    expect(messages().find((m) => m.id === sent.id)?.state).toBe('delivered');
    for (const id of readBefore) expect(messages().find((m) => m.id === id)?.state).toBe('read');

    applyReceipt(queryClient, { threadId, state: 'read', messageIds: [sent.id] });
    expect(messages().find((m) => m.id === sent.id)?.state).toBe('read');
  });

  it("leaves the other member's messages and the outbox's unconfirmed ones alone", () => {
    const { queryClient, messages } = cache();
    const pending: Message = { ...reply, id: 'local-1', state: 'sending' };
    queryClient.setQueryData<Message[]>(queryKeys.messaging.outbox(threadId), [pending]);
    applyReceipt(queryClient, { threadId, state: 'read', messageIds: [theirs.id, 'local-9'] });
    expect(messages().find((m) => m.id === theirs.id)?.state).toBe(theirs.state);
    expect(queryClient.getQueryData<Message[]>(queryKeys.messaging.outbox(threadId))).toEqual([pending]);
  });

  it('has a thread fetch that was under way asked again, so its older answer cannot undo the receipt', async () => {
    const sent: MessageWire = { ...reply, id: 'server-12', state: 'sent', sentAt: later(9) };
    const load = firstLoadUnderWay([[sent], [{ ...sent, state: 'delivered' }]]);
    applyReceipt(load.queryClient, { threadId, state: 'delivered', messageIds: [sent.id] });
    await load.answered();
    expect(load.messages()).toEqual([{ ...sent, state: 'delivered' }]);
  });
});

describe('typingStore', () => {
  afterEach(() => {
    typingStore.clear();
    vi.useRealTimers();
  });

  it('shows typing until TYPING_SHOWN_MS after the last signal, or until stopped', () => {
    vi.useFakeTimers();
    typingStore.typing(threadId);
    vi.advanceTimersByTime(TYPING_SHOWN_MS - 1000);
    typingStore.typing(threadId);
    vi.advanceTimersByTime(TYPING_SHOWN_MS - 1);
    expect(typingStore.isTyping(threadId)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(typingStore.isTyping(threadId)).toBe(false);

    typingStore.typing(threadId);
    typingStore.stopped(threadId);
    expect(typingStore.isTyping(threadId)).toBe(false);
  });
});
