// One membership state across this browser's tabs. The server is the source: after a change of membership made in
// this tab (a payment, a cancel, an offer, a change of plan) `changed()` asks the server for the member's permissions
// again (the permissions poller's reload: it stores them and reports them), then tells the other open tabs on a
// BroadcastChannel; each of them asks the server too (never trusting a message for the state itself, so tabs that
// hear of two changes in either order still end on the server's latest) and then runs its listeners (the site
// refetches what a membership changes). Changes made elsewhere (expiry, a refund, another device) reach a tab
// through the permissions poll, its fallback. The channel is opened by `start()` (the member area) and closed by
// `stop()`: nothing is opened where no member page runs (the server's renderer, tests).
import type { Permissions } from '@app/contract';
import type { LoadingPoller } from './pollers.ts';

/** The channel's name, and the one message sent on it. */
export const MEMBERSHIP_CHANNEL = 'membership';
const CHANGED = 'changed';

/** The part of BroadcastChannel this uses (tests pass their own). */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface MembershipSync {
  /** Starts hearing of changes made in the other tabs (idempotent). */
  start(): void;
  /** Stops hearing of them (the member area closed, logout). */
  stop(): void;
  /** This tab changed the membership: fresh permissions from the server, then the other tabs are told. */
  changed(): Promise<Permissions>;
  /** `listener` runs once another tab's change has been read back from the server here. */
  onOtherTab(listener: () => void): () => void;
}

const openBroadcastChannel = (): TabChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(MEMBERSHIP_CHANNEL);

export function createMembershipSync({
  permissions,
  openChannel = openBroadcastChannel,
}: {
  permissions: LoadingPoller<Permissions>;
  openChannel?: () => TabChannel | null;
}): MembershipSync {
  const listeners = new Set<() => void>();
  let channel: TabChannel | null = null;

  const heard = (event: MessageEvent) => {
    if (event.data !== CHANGED) return;
    permissions.reload().then(
      () => listeners.forEach((listener) => listener()),
      // The poller reported the failure; its next run catches up.
      () => undefined,
    );
  };

  return {
    start() {
      if (channel) return;
      channel = openChannel();
      channel?.addEventListener('message', heard);
    },
    stop() {
      channel?.close();
      channel = null;
    },
    async changed() {
      try {
        return await permissions.reload();
      } finally {
        // Told even when this tab's own read failed: the others ask the server themselves.
        channel?.postMessage(CHANGED);
      }
    },
    onOtherTab(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
