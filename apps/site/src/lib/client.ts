// The one client core for the browser (http, session, pollers, log queue from @app/client). Pollers report into
// small hubs rather than a fixed QueryClient, so whichever QueryClient is mounted (the app's, or a story's fresh one)
// receives the data: see `PollingBridge`. A hub replays its latest value to a new subscriber, because login starts
// the pollers before the member area (and its bridge) has loaded.
//
// The server renderer renders many members' pages at once in one process, so there the core is not this module's
// one: each render brings its own (ssr/render-client.ts, through `clientScope`), with the request's fetch and its own
// pollers (a poller's request in flight is shared with whoever asks next, which must never be another member).
import type { Counters, LiveEvent, Permissions } from '@app/contract';
import type { AppClient, LiveState } from '@app/client';
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
 * The live channel's state (replayed to a new subscriber) and its events, each handled once: events that come while
 * nobody listens (the member area's LiveBridge loads after the page) wait for the first listener.
 */
export const liveState = createHub<LiveState>();
const liveEventListeners = new Set<Listener<LiveEvent>>();
const UNHEARD_MAX = 100;
let unheard: LiveEvent[] = [];
export const liveEvents = {
  emit(event: LiveEvent) {
    // A member on a public page hears nothing for a while: the newest events wait, the rest are refetched anyway.
    if (liveEventListeners.size === 0) unheard = [...unheard.slice(-(UNHEARD_MAX - 1)), event];
    else liveEventListeners.forEach((listener) => listener(event));
  },
  subscribe(listener: Listener<LiveEvent>) {
    liveEventListeners.add(listener);
    const waiting = unheard;
    unheard = [];
    waiting.forEach(listener);
    return () => void liveEventListeners.delete(listener);
  },
  /** Events nobody heard yet go with the session: the next member must never get them. */
  clear() {
    unheard = [];
  },
};

const pageClient = createAppClient({
  onPermissions: pollEvents.permissions.emit,
  onCounters: pollEvents.counters.emit,
  onPollError: (error) => pollErrors.emit(error),
  onLiveEvent: liveEvents.emit,
  onLiveState: liveState.emit,
  // A malformed event is the server breaking the contract: reported like the other unexpected answers.
  onLiveError: (error) => console.error(error),
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

/**
 * The core the code in progress runs with: the page's, unless the server renderer has put in the current render's
 * (it never falls back to the page's there: that one belongs to no request).
 */
export const clientScope: { current?: () => AppClient } = {};
const core = (): AppClient => clientScope.current?.() ?? pageClient;

/** An object whose members are those of `pick(core())` at the moment they are read. */
function ofCore<T extends object>(pick: (client: AppClient) => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = pick(core());
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export const http = ofCore((client) => client.http);
export const session = ofCore((client) => client.session);
export const noticeDismissals = ofCore((client) => client.notices);
export const logQueue = ofCore((client) => client.logQueue);
export const pollers: AppClient['pollers'] = {
  permissions: ofCore((client) => client.pollers.permissions),
  counters: ofCore((client) => client.pollers.counters),
};
export const membership = ofCore((client) => client.membership);
export const live = ofCore((client) => client.live);

/** Logs out through the client session and forgets what the pollers last reported. */
export async function endSession(): Promise<void> {
  pollEvents.permissions.clear();
  pollEvents.counters.clear();
  liveEvents.clear();
  await session.logout();
}

/** The server ended the session (the live channel said so): everything logout does here, without posting it. */
export function forgetSession(): void {
  pollEvents.permissions.clear();
  pollEvents.counters.clear();
  liveEvents.clear();
  session.forget();
}

/**
 * Forgets what this page's client holds: the session on this device (storage, pollers, log publishing, a profile fetch
 * in flight) and the pollers' last values.
 * Storybook renders many sessions in one page and calls this before each story; the site never needs it.
 */
export function resetClientMemory(): void {
  session.forget();
  // The earlier story's route logs are not this visit's: published later, they would be calls its scenario never made.
  logQueue.clear();
  pollEvents.permissions.clear();
  pollEvents.counters.clear();
  liveEvents.clear();
}
