// A poller runs a task now and every `intervalMs`, never overlapping itself: a tick that finds the previous run
// still in flight is skipped. Errors go to `onError` and polling continues. `stop()` aborts a run in flight, so a
// poll that answers after logout cannot write the member's data back. `load()` lets a cache (the site's react-query)
// share the run in flight instead of sending the same request a second time; `reload()` asks for a run that starts
// after a change (a run already in flight may have been answered before it).
import type { Counters, Permissions } from '@app/contract';
import { COUNTERS_REFRESH_MS, PERMISSIONS_REFRESH_MS } from './constants.ts';
import type { HttpClient } from './http.ts';
import { normaliseCounters, normalisePermissions } from './normalise.ts';
import { localKeys } from './storage-keys.ts';

export interface Poller {
  /**
   * Runs once now, then every interval; with `fresh` (the data is already current, e.g. a page the server rendered
   * with it) the first run comes after one interval. Starting a running poller does nothing.
   */
  start(options?: { fresh?: boolean }): void;
  stop(): void;
  /** Runs now (or joins the run in flight) without changing the schedule. */
  refresh(): Promise<void>;
  readonly running: boolean;
}

export interface LoadingPoller<T> extends Poller {
  /**
   * Like `refresh`, but resolves with the run's result and rejects with its error (which `onError` also gets);
   * a run that `stop()` aborted rejects. One request serves the poller and the caller.
   */
  load(): Promise<T>;
  /**
   * Like `load`, with a run that starts now, or once the run in flight has ended (its answer may predate what the
   * caller just changed); the task is told it is a reload. Callers meanwhile share that one run.
   */
  reload(): Promise<T>;
}

export interface PollerOptions<T> {
  intervalMs: number;
  /** The task; `signal` aborts when the poller stops: skip every write once it has. `reload`: see `reload()`. */
  run: (signal: AbortSignal, reload: boolean) => Promise<T>;
  onError?: (error: unknown) => void;
}

export function createPoller<T>({ intervalMs, run, onError }: PollerOptions<T>): LoadingPoller<T> {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  let controller = new AbortController();

  const runOnce = (reload = false): Promise<T> => {
    if (inFlight) return inFlight;
    const { signal } = controller;
    const current = (async () => {
      try {
        return await run(signal, reload);
      } catch (error) {
        if (!signal.aborted) onError?.(error);
        throw error;
      } finally {
        inFlight = undefined;
      }
    })();
    // Timer and `refresh` runs have reported their error to `onError`; only `load()` callers see the rejection.
    current.catch(() => undefined);
    inFlight = current;
    return current;
  };

  return {
    start({ fresh = false } = {}) {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        if (!inFlight) void runOnce();
      }, intervalMs);
      if (!fresh) void runOnce();
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      controller.abort();
      controller = new AbortController();
    },
    refresh: () =>
      runOnce().then(
        () => undefined,
        () => undefined,
      ),
    load: () => runOnce(),
    reload() {
      if (!inFlight) return runOnce(true);
      queued ??= inFlight
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = undefined;
          return runOnce(true);
        });
      return queued;
    },
    get running() {
      return timer !== undefined;
    },
  };
}

/**
 * Polls permissions every 300000 ms, stores them under localStorage 'permissions' and hands them to `onChange`. A
 * reload (after a change of membership) flushes the server's permissions and asks with forceReload=1 (SPEC point 7).
 */
export function createPermissionsPoller({
  http,
  storage,
  onChange,
  onError,
}: {
  http: HttpClient;
  storage: Storage;
  onChange?: (permissions: Permissions) => void;
  onError?: (error: unknown) => void;
}): LoadingPoller<Permissions> {
  return createPoller({
    intervalMs: PERMISSIONS_REFRESH_MS,
    onError,
    run: async (signal, reload) => {
      if (reload) await http.call('flushPermissions', { signal });
      const permissions = normalisePermissions(
        await http.call('getPermissions', { query: { forceReload: reload ? '1' : '0' }, signal }),
      );
      signal.throwIfAborted();
      storage.setItem(localKeys.permissions, JSON.stringify(permissions));
      onChange?.(permissions);
      return permissions;
    },
  });
}

/** Polls counters every 30000 ms and hands them (as numbers) to `onChange`. */
export function createCountersPoller({
  http,
  onChange,
  onError,
}: {
  http: HttpClient;
  onChange?: (counters: Counters) => void;
  onError?: (error: unknown) => void;
}): LoadingPoller<Counters> {
  return createPoller({
    intervalMs: COUNTERS_REFRESH_MS,
    onError,
    run: async (signal) => {
      const counters = normaliseCounters(await http.call('getCounters', { signal }));
      signal.throwIfAborted();
      onChange?.(counters);
      return counters;
    },
  });
}
