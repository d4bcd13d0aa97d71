// The mocks' record of disabled profiles (the server's profile_disables): one row per time, kept after reactivation.
import type { DisableReason, NoticeKind } from '@app/contract';
import { memberEmailOf } from '../email/state.ts';
import type { MockStore } from '../store.ts';

export interface StoredDisable {
  memberId: number;
  reasons: DisableReason[];
  comment: string;
  disabledAt: string;
  reactivatedAt: string | null;
}

const disables = new WeakMap<MockStore, StoredDisable[]>();
const reactivationNotice: NoticeKind = 'reactivationModal';

/** The disables recorded over `store`, oldest first. */
export function disablesOf(store: MockStore): StoredDisable[] {
  let rows = disables.get(store);
  if (!rows) disables.set(store, (rows = []));
  return rows;
}

/**
 * Stamps the member's open disable as reactivated and queues the reactivation notice (shown once), as the server
 * does on a login with `reactivate` or GET /api/user/reactivate.
 */
export function recordReactivation(store: MockStore, memberId: number, at: string): void {
  for (const row of disablesOf(store))
    if (row.memberId === memberId && row.reactivatedAt === null) row.reactivatedAt = at;
  const notices = memberEmailOf(store, memberId).pendingNotices;
  if (!notices.includes(reactivationNotice)) notices.push(reactivationNotice);
}
