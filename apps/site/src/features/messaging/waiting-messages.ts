// Replies written while offline: kept in localStorage (the client's `waitingMessagesKey`, per member) so a reload or
// a closed tab loses nothing, shown in their thread as "Waiting for connection", and sent once the connection returns
// (the browser's `online` event, or the live channel opening) with their original clientId, so the server stores
// each once even if an earlier attempt reached it.
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@app/contract';
import { NetworkError, waitingMessagesKey } from '@app/client';
import { queryKeys } from '../../lib/query-keys';
import { putInOutbox } from './api/outbox';

export interface WaitingMessage {
  threadId: string;
  /** As shown: state `sending`, a local id, the clientId it will be sent with. */
  message: Message;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
// useSyncExternalStore needs the same snapshot while nothing changed.
const snapshots = new Map<string, { raw: string | null; list: WaitingMessage[] }>();

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function readWaiting(memberId: number): WaitingMessage[] {
  const key = waitingMessagesKey(memberId);
  const raw = storage()?.getItem(key) ?? null;
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.list;
  let list: WaitingMessage[] = [];
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed)) list = parsed as WaitingMessage[];
  } catch {
    // A damaged entry holds nothing we could send.
  }
  snapshots.set(key, { raw, list });
  return list;
}

function write(memberId: number, list: WaitingMessage[]): void {
  const key = waitingMessagesKey(memberId);
  if (list.length === 0) storage()?.removeItem(key);
  else storage()?.setItem(key, JSON.stringify(list));
  notify();
}

/** Keeps `message` (by clientId) until it can be sent. */
export function keepWaiting(memberId: number, threadId: string, message: Message): void {
  const others = readWaiting(memberId).filter((w) => w.message.clientId !== message.clientId);
  write(memberId, [...others, { threadId, message: { ...message, state: 'sending' } }]);
}

export function dropWaiting(memberId: number, clientId: string | null): void {
  write(
    memberId,
    readWaiting(memberId).filter((w) => w.message.clientId !== clientId),
  );
}

/** The ids of this thread's waiting messages, as the thread shows them. */
export function useWaitingIds(memberId: number | undefined, threadId: string): string[] {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => (memberId === undefined ? empty : readWaiting(memberId)),
    () => empty,
  );
  return list.filter((w) => w.threadId === threadId).map((w) => w.message.id);
}
const empty: WaitingMessage[] = [];

/** The browser says it is offline: a send would fail, so it waits at once. */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

let sending: Promise<void> | null = null;

/**
 * Sends the member's waiting messages, oldest first, one at a time. A network failure stops there (still offline:
 * the rest keep waiting); a refusal turns that message into a failed one with Retry, as any failed reply.
 */
export function sendWaiting(
  queryClient: QueryClient,
  memberId: number,
  send: (threadId: string, body: string, clientId: string) => Promise<Message>,
): Promise<void> {
  if (sending) return sending;
  const run = (async () => {
    for (const { threadId, message } of readWaiting(memberId)) {
      if (browserOffline()) return;
      try {
        const sent = await send(threadId, message.body, message.clientId ?? '');
        dropWaiting(memberId, message.clientId);
        putInOutbox(queryClient, threadId, sent);
      } catch (error) {
        if (error instanceof NetworkError) return;
        dropWaiting(memberId, message.clientId);
        putInOutbox(queryClient, threadId, { ...message, state: 'failed' });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.thread(threadId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.inbox() });
    }
  })();
  // Cleared once this run has ended (set after it started: a run with nothing to send ends at once).
  sending = run.finally(() => {
    sending = null;
  });
  return sending;
}
