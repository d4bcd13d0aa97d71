// The one client core for the browser (http, session, pollers, log queue from @app/client). Pollers report into
// small hubs rather than a fixed QueryClient, so whichever QueryClient is mounted (the app's, or a story's fresh one)
// receives the data: see `PollingBridge`. A hub replays its latest value to a new subscriber, because login starts
// the pollers before the member area (and its bridge) has loaded.
import type { Counters, Permissions } from '@app/contract';
import { createAppClient } from '@app/client';

type Listener<T> = (value: T) => void;

function createHub<T>() {
  const listeners = new Set<Listener<T>>();
  let latest: { value: T } | null = null;
  return {
    emit(value: T) {
      latest = { value };
      listeners.forEach((listener) => listener(value));
    },
    subscribe(listener: Listener<T>) {
      listeners.add(listener);
      if (latest) listener(latest.value);
      return () => void listeners.delete(listener);
    },
    /** Forgets the latest value (logout: the next member must not see it). */
    clear() {
      latest = null;
    },
  };
}

export const pollEvents = {
  permissions: createHub<Permissions>(),
  counters: createHub<Counters>(),
};

/**
 * Where the http client sends requests: the browser's fetch, unless the server renderer (entry-server.tsx) has put
 * in a fetch that answers them in-process with the real API, carrying the page request's cookies.
 */
export const fetchOverride: { current?: typeof fetch } = {};

export const appClient = createAppClient({
  fetch: (input, init) => (fetchOverride.current ?? fetch)(input, init),
  onPermissions: pollEvents.permissions.emit,
  onCounters: pollEvents.counters.emit,
  onPollError: (error) => pollErrors.emit(error),
});

/** Poll failures are events, not state: no replay. */
const pollErrorListeners = new Set<Listener<unknown>>();
export const pollErrors = {
  emit: (error: unknown) => pollErrorListeners.forEach((listener) => listener(error)),
  subscribe(listener: Listener<unknown>) {
    pollErrorListeners.add(listener);
    return () => void pollErrorListeners.delete(listener);
  },
};

export const { http, session, logQueue, pollers } = appClient;

/** Logs out through the client session and forgets what the pollers last reported. */
export async function endSession(): Promise<void> {
  pollEvents.permissions.clear();
  pollEvents.counters.clear();
  await session.logout();
}

/**
 * Forgets what this page's client holds: the session on this device (storage, pollers, log publishing, a profile fetch
 * in flight) and the pollers' last values.
 * Storybook renders many sessions in one page and calls this before each story; the site never needs it.
 */
export function resetClientMemory(): void {
  session.forget();
  pollEvents.permissions.clear();
  pollEvents.counters.clear();
}
