// POST /api/user/mail/delivered: this tab received the other members' messages (the live channel brought them), so
// they become delivered and their senders see it. Ids that arrive together (one reconnect's catch-up, a burst) go
// in one call, at most DELIVERED_IDS_MAX a call. A failed receipt is not retried: the inbox listing marks the same
// messages delivered the next time it loads.
import { DELIVERED_IDS_MAX } from '@app/contract';
import { http } from '../../../lib/client';

export const markDelivered = async (messageIds: string[]): Promise<void> => {
  await http.call('markDelivered', { body: { messageIds } });
};

export interface DeliveryReceipts {
  /** Notes a message that reached this tab; the receipt goes after the ids arriving with it. */
  add(messageId: string): void;
  /** Drops what is not sent yet (the member left). */
  cancel(): void;
}

/** Collects ids for `waitMs` (0: the ids of the same task and the next), then sends them in calls of the contract's size. */
export function createDeliveryReceipts(
  send: (messageIds: string[]) => Promise<void> = markDelivered,
  waitMs = 50,
): DeliveryReceipts {
  let ids = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const batch = [...ids];
    ids = new Set();
    for (let start = 0; start < batch.length; start += DELIVERED_IDS_MAX)
      void send(batch.slice(start, start + DELIVERED_IDS_MAX)).catch(() => undefined);
  };
  return {
    add(messageId) {
      ids.add(messageId);
      timer ??= setTimeout(flush, waitMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      ids = new Set();
    },
  };
}
