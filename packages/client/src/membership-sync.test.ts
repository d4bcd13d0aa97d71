import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { recorded } from '@app/mocks';
import { loadContract } from './contract.ts';
import { createHttpClient } from './http.ts';
import type { TabChannel } from './membership-sync.ts';
import { createMembershipSync } from './membership-sync.ts';
import { createPermissionsPoller } from './pollers.ts';
import { localKeys } from './storage-keys.ts';
import { MemoryStorage } from './test-utils.ts';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadContract();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const http = createHttpClient({ baseUrl: 'http://localhost' });
/** The server's recorded answers for `scenario`. */
const replay = (scenario: ScenarioName) => server.use(...Object.values(recorded(scenario).handlers).flat());

/** One browser: the tabs share localStorage; each tab has its own poller and sync, on Node's BroadcastChannel. */
function browser() {
  const storage = new MemoryStorage();
  const tabs: ReturnType<typeof tab>[] = [];
  const tab = () => {
    const seen: Permissions[] = [];
    const permissions = createPermissionsPoller({ http, storage, onChange: (p) => seen.push(p) });
    const sync = createMembershipSync({ permissions });
    sync.start();
    const otherTab = vi.fn();
    sync.onOtherTab(otherTab);
    return { permissions, sync, seen, otherTab };
  };
  return {
    storage,
    open() {
      const opened = tab();
      tabs.push(opened);
      return opened;
    },
    close: () => tabs.forEach((t) => t.sync.stop()),
  };
}

const stored = (storage: Storage) =>
  JSON.parse(storage.getItem(localKeys.permissions) ?? 'null') as Permissions | null;

describe('createMembershipSync', () => {
  let current: ReturnType<typeof browser> | undefined;
  afterEach(() => current?.close());

  it('a change in one tab: that tab reads it back from the server and stores it; every other tab follows', async () => {
    // The free member pays on the server between the first reads and the read back (forceReload=1).
    replay('account/free-member-pays');
    current = browser();
    const [paying, other, third] = [current.open(), current.open(), current.open()];
    await Promise.all([paying.permissions.load(), other.permissions.load(), third.permissions.load()]);
    expect(stored(current.storage)?.isPayingMember).toBe(false);

    expect((await paying.sync.changed()).isPayingMember).toBe(true);
    expect(stored(current.storage)?.isPayingMember).toBe(true);

    await vi.waitFor(() => {
      expect(other.otherTab).toHaveBeenCalledTimes(1);
      expect(third.otherTab).toHaveBeenCalledTimes(1);
    });
    expect(other.seen.at(-1)?.isPayingMember).toBe(true);
    expect(third.seen.at(-1)?.isPayingMember).toBe(true);
    // The tab that made the change is not told of its own change.
    expect(paying.otherTab).not.toHaveBeenCalled();
  });

  it('a stopped tab hears nothing; tabs without BroadcastChannel still read their own change back', async () => {
    replay('account/paying-member');
    current = browser();
    const [changing, stopped] = [current.open(), current.open()];
    stopped.sync.stop();
    await changing.sync.changed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped.otherTab).not.toHaveBeenCalled();

    const permissions = createPermissionsPoller({ http, storage: new MemoryStorage() });
    const alone = createMembershipSync({ permissions, openChannel: () => null });
    alone.start();
    expect((await alone.changed()).isPayingMember).toBe(true);
    alone.stop();
  });

  it('tells the other tabs even when its own read back failed, and ignores messages that are not its own', async () => {
    const posted: unknown[] = [];
    const listeners: ((event: MessageEvent) => void)[] = [];
    const channel: TabChannel = {
      postMessage: (message) => posted.push(message),
      addEventListener: (_type, listener) => listeners.push(listener),
      close: () => undefined,
    };
    const reload = vi.fn().mockRejectedValue(new Error('offline'));
    const permissions = { reload } as unknown as Parameters<typeof createMembershipSync>[0]['permissions'];
    const sync = createMembershipSync({ permissions, openChannel: () => channel });
    sync.start();
    await expect(sync.changed()).rejects.toThrow('offline');
    expect(posted).toEqual(['changed']);

    const otherTab = vi.fn();
    sync.onOtherTab(otherTab);
    listeners.forEach((listener) => listener(new MessageEvent('message', { data: 'something else' })));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(otherTab).not.toHaveBeenCalled();
  });
});
