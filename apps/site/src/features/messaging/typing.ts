// Who is typing: the live channel's `typing` events, per thread. The other member shows as typing until
// TYPING_SHOWN_MS after their last signal, or until their message arrives (`stopped`). Signals are never stored by
// the server, so a page that was not open does not learn of them later; nothing here outlives the page.
import { useSyncExternalStore } from 'react';
import { TYPING_SHOWN_MS } from '@app/contract';

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const typingStore = {
  /** The other member of `threadId` typed: shown for TYPING_SHOWN_MS from now. */
  typing(threadId: string): void {
    clearTimeout(timers.get(threadId));
    timers.set(
      threadId,
      setTimeout(() => typingStore.stopped(threadId), TYPING_SHOWN_MS),
    );
    notify();
  },
  /** Their message arrived (or the time is up). */
  stopped(threadId: string): void {
    if (!timers.has(threadId)) return;
    clearTimeout(timers.get(threadId));
    timers.delete(threadId);
    notify();
  },
  isTyping: (threadId: string): boolean => timers.has(threadId),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Forgets every thread (logout, tests). */
  clear(): void {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    notify();
  },
};

/** True while the other member of `threadId` is typing. */
export function useTyping(threadId: string): boolean {
  return useSyncExternalStore(
    typingStore.subscribe,
    () => typingStore.isTyping(threadId),
    () => false,
  );
}
