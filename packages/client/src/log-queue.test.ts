import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '@app/contract';
import { LOG_BATCH_MAX_BYTES, LOG_BATCH_MAX_ENTRIES } from '@app/contract';
import { recorded } from '@app/mocks';
import { loadContract } from './contract.ts';
import { createHttpClient } from './http.ts';
import type { LogQueueOptions } from './log-queue.ts';
import { createLogQueue } from './log-queue.ts';
import { LOG_POST_INTERVAL_MS } from './constants.ts';
import { MemoryStorage } from './test-utils.ts';

const base = 'http://localhost';
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Loaded once with real timers, as a page does before its first batch, so each post below only awaits the cache.
  await loadContract();
});
afterAll(() => server.close());

let posts: LogEntry[][];
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
  posts = [];
  server.use(...Object.values(recorded('account/free-member').handlers).flat());
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/user/log/desktop-log')) {
      posts.push(((await request.clone().json()) as { logArr: LogEntry[] }).logArr);
    }
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  vi.useRealTimers();
});

class PageEvents extends EventTarget {}

function setup(overrides: Partial<LogQueueOptions> = {}) {
  const storage = overrides.storage ?? new MemoryStorage();
  const pageEvents = new PageEvents();
  const queue = createLogQueue({
    http: createHttpClient({ baseUrl: base, readCookies: () => '' }),
    storage,
    pageEvents,
    ...overrides,
  });
  return { queue, storage, pageEvents };
}

const routeChange = (i: number) => ({ from: `/page/${i}`, to: `/page/${i + 1}`, params: `page=${i}` });

describe('log queue', () => {
  it('posts 25 route changes as exactly one batch, then empties the queue', async () => {
    const { queue } = setup();
    queue.start();
    for (let i = 0; i < 25; i++) queue.logRoute(routeChange(i));
    await vi.advanceTimersByTimeAsync(10_000);

    expect(posts).toHaveLength(1);
    const batch = posts[0] ?? [];
    expect(batch).toHaveLength(25);
    expect(batch[3]).toMatchObject({
      logType: 'route',
      from: '/page/3',
      to: '/page/4',
      params: 'page=3',
      retry_count: 0,
      generation_time: Date.parse('2026-11-20T12:00:00Z'),
      batch_send_time: Date.parse('2026-11-20T12:00:01Z'),
    });
    expect(new Set(batch.map((entry) => entry.uuid)).size).toBe(25);
    expect(queue.entries()).toEqual([]);
  });

  it('does not post while the queue holds 20 entries or fewer', async () => {
    const { queue } = setup();
    queue.start();
    for (let i = 0; i < 20; i++) queue.log('action', `click ${i}`);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posts).toHaveLength(0);
    queue.log('show', 'modal');
    await vi.advanceTimersByTimeAsync(1000);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[20]).toMatchObject({ logType: 'show', name: 'modal' });
  });

  it('clear forgets the queued entries: a later start posts nothing of them', async () => {
    const { queue } = setup();
    for (let i = 0; i < 25; i++) queue.logRoute(routeChange(i));
    queue.clear();
    queue.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queue.entries()).toEqual([]);
    expect(posts).toHaveLength(0);
  });

  it('keeps the entries of a failed post with retry_count 1, and sends them again on the next tick', async () => {
    server.use(
      mock.post(
        '*/api/user/log/desktop-log',
        () => HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
        { once: true },
      ),
    );
    const { queue } = setup();
    queue.start();
    for (let i = 0; i < 21; i++) queue.logRoute(routeChange(i));

    await vi.advanceTimersByTimeAsync(1000);
    expect(posts).toHaveLength(1);
    expect(queue.entries()).toHaveLength(21);
    expect(queue.entries().every((entry) => entry.retry_count === 1)).toBe(true);

    await vi.advanceTimersByTimeAsync(1000);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.every((entry) => entry.retry_count === 1)).toBe(true);
    expect(queue.entries()).toEqual([]);
  });

  it('keeps entries when the network is down', async () => {
    server.use(mock.post('*/api/user/log/desktop-log', () => HttpResponse.error()));
    const { queue } = setup();
    queue.start();
    for (let i = 0; i < 21; i++) queue.logRoute(routeChange(i));
    await vi.advanceTimersByTimeAsync(3000);
    expect(queue.entries()).toHaveLength(21);
    expect(queue.entries()[0]?.retry_count).toBe(3);
  });

  it('saves unsent entries on pagehide and loads them at the next start (a reload)', async () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    first.queue.start();
    for (let i = 0; i < 5; i++) first.queue.logRoute(routeChange(i));
    first.pageEvents.dispatchEvent(new Event('pagehide'));
    const saved = first.queue.entries();
    expect(storage.getItem('logQueue')).not.toBeNull();

    // A new page: a fresh queue over the same localStorage.
    const second = setup({ storage });
    second.queue.start();
    expect(second.queue.entries()).toEqual(saved);
    for (let i = 5; i < 21; i++) second.queue.logRoute(routeChange(i));
    await vi.advanceTimersByTimeAsync(1000);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.map((entry) => (entry.logType === 'route' ? entry.from : null))).toEqual(
      Array.from({ length: 21 }, (_, i) => `/page/${i}`),
    );
  });

  it('drops saved entries the server would refuse before sending, keeping the rest', async () => {
    const storage = new MemoryStorage();
    const good = {
      logType: 'action',
      uuid: '0b5bd1a8-3c8e-4ad4-9a4b-0d5e1f0f3a11',
      generation_time: 1,
      retry_count: 2,
    };
    storage.setItem('logQueue', JSON.stringify([good, { logType: 'route', uuid: 'nope' }, null]));
    const { queue } = setup({ storage });
    queue.start();
    for (let i = 0; i < 20; i++) queue.logRoute(routeChange(i));
    await vi.advanceTimersByTimeAsync(LOG_POST_INTERVAL_MS);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.map((entry) => entry.uuid)).toContain(good.uuid);
    expect(posts[0]!.map((entry) => entry.uuid)).not.toContain('nope');
    expect(queue.entries()).toEqual([]);
  });

  it('stops publishing on stop() (logout) and keeps what is queued', async () => {
    const { queue } = setup();
    queue.start();
    for (let i = 0; i < 21; i++) queue.logRoute(routeChange(i));
    queue.stop();
    queue.log('action', 'after logout');
    await vi.advanceTimersByTimeAsync(5000);
    expect(posts).toHaveLength(0);
    expect(queue.entries()).toHaveLength(22);
  });

  it('cuts batches to the contract limits of a member batch (entries and bytes), sending every entry', async () => {
    const { queue } = setup();
    const sizes: number[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/user/log/desktop-log')) {
        sizes.push(new TextEncoder().encode(await request.clone().text()).length);
      }
    });
    queue.start();
    // Long route changes in three-byte characters: 500 of them would be ~9 MB.
    const long = '€'.repeat(2000);
    for (let i = 0; i < 120; i++) queue.logRoute({ from: long, to: long, params: long });
    for (let i = 0; i < 600; i++) queue.logRoute(routeChange(i));
    await vi.advanceTimersByTimeAsync(30_000);

    expect(posts.flat()).toHaveLength(720);
    expect(queue.entries()).toHaveLength(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(LOG_BATCH_MAX_BYTES);
    expect(Math.max(...posts.map((batch) => batch.length))).toBe(LOG_BATCH_MAX_ENTRIES);
  });
});
