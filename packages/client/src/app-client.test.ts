import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Counters, Permissions } from '@app/contract';
import { FakeEventSource, recorded, recordedRequest } from '@app/mocks';
import { createAppClient } from './app-client.ts';
import { MemoryStorage } from './test-utils.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('createAppClient', () => {
  it('starts polling and the live channel at login and stops them at logout', async () => {
    vi.useFakeTimers();
    server.use(...Object.values(recorded('account/free-login').handlers).flat());
    const storage = new MemoryStorage();
    const permissions: Permissions[] = [];
    const counters: Counters[] = [];
    const client = createAppClient({
      baseUrl: 'http://localhost',
      readCookies: () => '',
      writeCookie: () => undefined,
      storage,
      onPermissions: (p) => permissions.push(p),
      onCounters: (c) => counters.push(c),
      EventSource: FakeEventSource,
    });
    FakeEventSource.reset();

    await client.session.login(
      recordedRequest('account/free-login', 'login') as { user: string; pass: string },
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(counters).toHaveLength(3);
    expect(permissions).toHaveLength(1);
    expect(permissions[0]?.routes['lists/wlm']).toBe(false);
    expect(JSON.parse(storage.getItem('permissions') ?? 'null')).toEqual(permissions[0]);

    // The live channel opened with the pollers, on the same origin as the calls.
    expect(FakeEventSource.latest()?.url).toBe('http://localhost/api/user/live');
    expect(client.live.state).toBe('connecting');
    FakeEventSource.latest()?.open();
    expect(client.live.state).toBe('open');

    await client.session.logout();
    expect(client.live.state).toBe('closed');
    expect(FakeEventSource.latest()?.closed).toBe(true);
    expect(client.pollers.counters.running).toBe(false);
    expect(client.pollers.permissions.running).toBe(false);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(counters).toHaveLength(3);
    expect(storage.getItem('permissions')).toBeNull();
  });
});
