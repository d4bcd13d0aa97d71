import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller } from './pollers.ts';

describe('createPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at start and then once per interval until stopped', async () => {
    const run = vi.fn().mockResolvedValue(undefined);
    const poller = createPoller({ intervalMs: 30_000, run });
    poller.start();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(run).toHaveBeenCalledTimes(4);
    poller.stop();
    expect(poller.running).toBe(false);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('skips a tick while the previous request is still in flight', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const poller = createPoller({ intervalMs: 1000, run });
    poller.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('refresh joins the request in flight instead of sending another', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const poller = createPoller({ intervalMs: 1000, run });
    const first = poller.refresh();
    const second = poller.refresh();
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await Promise.all([first, second]);
    const third = poller.refresh();
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await third;
  });

  it('keeps polling after a failed run and reports the error', async () => {
    const onError = vi.fn();
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const poller = createPoller({ intervalMs: 1000, run, onError });
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(run).toHaveBeenCalledTimes(2);
    poller.stop();
  });
});
