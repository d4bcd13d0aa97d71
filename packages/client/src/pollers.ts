// A poller runs a task now and every `intervalMs`, never overlapping itself: a tick that finds the previous run
// still in flight is skipped. Errors go to `onError` and polling continues.

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
  run: () => Promise<unknown>;
  onError?: (error: unknown) => void;
}

export function createPoller({ intervalMs, run, onError }: PollerOptions): Poller {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight: Promise<void> | undefined;

  const runOnce = (): Promise<void> => {
    if (inFlight) return inFlight;
    inFlight = (async () => {
      try {
        await run();
      } catch (error) {
        onError?.(error);
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
    },
    refresh: runOnce,
    get running() {
      return timer !== undefined;
    },
  };
}
