// A poller runs a task now and every `intervalMs`, never overlapping itself: a tick that finds the previous run
// still in flight is skipped. Errors go to `onError` and polling continues. `stop()` aborts a run in flight, so a
// poll that answers after logout cannot write the member's data back.
import type { Counters, Permissions } from '@app/contract';
import { getCounters, getPermissions } from '@app/contract';
import { COUNTERS_REFRESH_MS, PERMISSIONS_REFRESH_MS } from './constants.ts';
import type { HttpClient } from './http.ts';
import { normaliseCounters, normalisePermissions } from './normalise.ts';
import { localKeys } from './storage-keys.ts';

export interface Poller {
  /** Runs once now, then every interval. Starting a running poller does nothing. */
  start(): void;
  stop(): void;
  /** Runs now (or joins the run in flight) without changing the schedule. */
  refresh(): Promise<void>;
  readonly running: boolean;
}

export interface PollerOptions {
  intervalMs: number;
  /** The task; `signal` aborts when the poller stops: skip every write once it has. */
  run: (signal: AbortSignal) => Promise<unknown>;
  onError?: (error: unknown) => void;
}

export function createPoller({ intervalMs, run, onError }: PollerOptions): Poller {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight: Promise<void> | undefined;
  let controller = new AbortController();

  const runOnce = (): Promise<void> => {
    if (inFlight) return inFlight;
    const { signal } = controller;
    inFlight = (async () => {
      try {
        await run(signal);
      } catch (error) {
        if (!signal.aborted) onError?.(error);
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  };

  return {
    start() {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        if (!inFlight) void runOnce();
      }, intervalMs);
      void runOnce();
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      controller.abort();
      controller = new AbortController();
    },
    refresh: runOnce,
    get running() {
      return timer !== undefined;
    },
  };
}

/** Polls permissions every 300000 ms, stores them under localStorage 'permissions' and hands them to `onChange`. */
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
}): Poller {
  return createPoller({
    intervalMs: PERMISSIONS_REFRESH_MS,
    onError,
    run: async (signal) => {
      const permissions = normalisePermissions(
        await http.call(getPermissions, { query: { forceReload: '0' }, signal }),
      );
      if (signal.aborted) return;
      storage.setItem(localKeys.permissions, JSON.stringify(permissions));
      onChange?.(permissions);
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
}): Poller {
  return createPoller({
    intervalMs: COUNTERS_REFRESH_MS,
    onError,
    run: async (signal) => {
      const counters = normaliseCounters(await http.call(getCounters, { signal }));
      if (!signal.aborted) onChange?.(counters);
    },
  });
}
