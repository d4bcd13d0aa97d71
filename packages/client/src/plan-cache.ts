// The subscription plans kept in localStorage for a day (SPEC point 6). Apart from the rules: reading the cache
// validates it with the contract's plan schema, and the pages that only ask a rule (ads, spins) must not load zod.
import type { Plan } from '@app/contract';
import { plan } from '@app/contract';
import { PLAN_CACHE_MS } from './constants.ts';
import { localKeys } from './storage-keys.ts';

const planList = plan.array();

/** Plans cached under 'spp' while younger than one day; null when missing, expired or unreadable. */
export function readCachedPlans(storage: Storage, now: Date): Plan[] | null {
  const raw = storage.getItem(localKeys.plans);
  if (raw === null) return null;
  try {
    const cached = JSON.parse(raw) as { expiresAt?: unknown; plans?: unknown };
    if (typeof cached.expiresAt !== 'number' || cached.expiresAt <= now.getTime()) return null;
    const plans = planList.safeParse(cached.plans);
    return plans.success ? plans.data : null;
  } catch {
    return null;
  }
}

export function writeCachedPlans(storage: Storage, plans: Plan[], now: Date): void {
  storage.setItem(localKeys.plans, JSON.stringify({ expiresAt: now.getTime() + PLAN_CACHE_MS, plans }));
}
