import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScenarioName } from '@app/mocks';
import { recorded } from '@app/mocks';
import { loadContract } from './contract.ts';
import { createHttpClient } from './http.ts';
import { createCountersPoller, createPermissionsPoller, createPoller } from './pollers.ts';
import { MemoryStorage } from './test-utils.ts';

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

  it('with fresh data, runs first after one interval', async () => {
    const run = vi.fn().mockResolvedValue(undefined);
    const poller = createPoller({ intervalMs: 30_000, run });
    poller.start({ fresh: true });
    expect(run).not.toHaveBeenCalled();
    expect(poller.running).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(1);
    poller.stop();
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

  it('load shares the run started by start() and resolves with its result', async () => {
    let finish: (value: number) => void = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const poller = createPoller({ intervalMs: 1000, run });
    poller.start();
    const loaded = poller.load();
    expect(run).toHaveBeenCalledTimes(1);
    finish(7);
    await expect(loaded).resolves.toBe(7);
    poller.stop();
  });

  it('load rejects with the error of the run, which onError also gets', async () => {
    const onError = vi.fn();
    const run = vi.fn().mockRejectedValue(new Error('offline'));
    const poller = createPoller({ intervalMs: 1000, run, onError });
    await expect(poller.load()).rejects.toThrow('offline');
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
  });

  it('reload runs after the run in flight (whose answer may predate a change), once for every caller meanwhile', async () => {
    const finishers: ((value: number) => void)[] = [];
    const run = vi.fn(
      (_signal: AbortSignal, _reload: boolean) => new Promise<number>((r) => finishers.push(r)),
    );
    const poller = createPoller({ intervalMs: 1000, run });
    const polled = poller.load();
    const [first, second] = [poller.reload(), poller.reload()];
    expect(run).toHaveBeenCalledTimes(1);
    finishers[0]!(1);
    await expect(polled).resolves.toBe(1);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    expect(run.mock.calls.map(([, reload]) => reload)).toEqual([false, true]);
    finishers[1]!(2);
    await expect(Promise.all([first, second])).resolves.toEqual([2, 2]);
    // With nothing in flight, a reload runs at once.
    const third = poller.reload();
    expect(run).toHaveBeenCalledTimes(3);
    finishers[2]!(3);
    await expect(third).resolves.toBe(3);
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

describe('permissions and counters pollers (over the recorded server)', () => {
  const server = setupServer();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // Loaded once with real timers, as a page does before its first poll, so each poll below only awaits the cache.
    await loadContract();
  });
  afterAll(() => server.close());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });

  const http = createHttpClient({ baseUrl: 'http://localhost' });
  /** The server's recorded answers for `scenario`. */
  const replay = (scenario: ScenarioName) => Object.values(recorded(scenario).handlers).flat();

  it('polls permissions every 300000 ms and stores them normalised', async () => {
    let calls = 0;
    server.use(...replay('account/paying-member'));
    server.events.on('request:start', () => void (calls += 1));
    const storage = new MemoryStorage();
    const onChange = vi.fn();
    const poller = createPermissionsPoller({ http, storage, onChange });
    poller.start();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    poller.stop();
    server.events.removeAllListeners();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isPayingMember: true }));
    expect(JSON.parse(storage.getItem('permissions') ?? '{}').routes['lists/wlm']).toBe(true);
  });

  it("a reload flushes the server's permissions and asks with forceReload=1", async () => {
    server.use(...replay('account/paying-member'));
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
    });
    const storage = new MemoryStorage();
    const poller = createPermissionsPoller({ http, storage });
    await poller.load();
    await poller.reload();
    server.events.removeAllListeners();
    expect(asked).toEqual([
      '/api/user/permissions/get-permissions?forceReload=0',
      '/api/user/permissions/flush-permissions',
      '/api/user/permissions/get-permissions?forceReload=1',
    ]);
  });

  it('writes nothing from a poll that answers after stop (logout)', async () => {
    server.use(...replay('account/paying-member'));
    const storage = new MemoryStorage();
    const onChange = vi.fn();
    const onError = vi.fn();
    const poller = createPermissionsPoller({ http, storage, onChange, onError });
    poller.start();
    poller.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.getItem('permissions')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('polls counters every 30000 ms as numbers', async () => {
    server.use(...replay('account/free-member'));
    const onChange = vi.fn();
    const poller = createCountersPoller({ http, onChange });
    poller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    poller.stop();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ whoLikedMe: 24, unreadMessages: 9 }));
  });
});
