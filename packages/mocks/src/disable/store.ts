// The mocks' record of disabled profiles (the server's profile_disables): one row per time, kept after reactivation.
import type { DisableReason } from '@app/contract';
import type { MockStore } from '../store.ts';

export interface StoredDisable {
  memberId: number;
  reasons: DisableReason[];
  comment: string;
  disabledAt: string;
  reactivatedAt: string | null;
}

const disables = new WeakMap<MockStore, StoredDisable[]>();

/** The disables recorded over `store`, oldest first. */
export function disablesOf(store: MockStore): StoredDisable[] {
  let rows = disables.get(store);
  if (!rows) disables.set(store, (rows = []));
  return rows;
}

/** Stamps the member's open disable as reactivated (login with `reactivate`, GET /api/user/reactivate). */
export function recordReactivation(store: MockStore, memberId: number, at: string): void {
  for (const row of disablesOf(store))
    if (row.memberId === memberId && row.reactivatedAt === null) row.reactivatedAt = at;
}
