// Toasts from anywhere in the site (the global error handler, later feature mutations) go through this small bus;
// the ui's toast stack (ToastHost) loads on the first one, so pages that never show a toast never load it.
import type { ToastOptions } from '@app/ui';

type Listener = (options: ToastOptions) => void;

const listeners = new Set<Listener>();
const firstToastWatchers = new Set<() => void>();
let waiting: ToastOptions[] = [];

export function showToast(options: ToastOptions): void {
  if (listeners.size > 0) {
    listeners.forEach((listener) => listener(options));
    return;
  }
  waiting.push(options);
  firstToastWatchers.forEach((watcher) => watcher());
  firstToastWatchers.clear();
}

/** Receives every toast, starting with those shown before anyone listened. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  const pending = waiting;
  waiting = [];
  pending.forEach(listener);
  return () => void listeners.delete(listener);
}

/** Calls `onFirst` once a toast is waiting for a listener (at once if one already is). */
export function onFirstToast(onFirst: () => void): () => void {
  if (waiting.length > 0) {
    onFirst();
    return () => undefined;
  }
  firstToastWatchers.add(onFirst);
  return () => void firstToastWatchers.delete(onFirst);
}
