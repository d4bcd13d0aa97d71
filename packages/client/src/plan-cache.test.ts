import { describe, expect, it } from 'vitest';
import type { Plan } from '@app/contract';
import { DISCOUNT_PLAN_TEXT } from './constants.ts';
import { readCachedPlans, writeCachedPlans } from './plan-cache.ts';
import { MemoryStorage } from './test-utils.ts';

const now = new Date('2026-11-20T12:00:00Z');

describe('plans cache (key spp, one day)', () => {
  const plans: Plan[] = [
    {
      id: 'discount-1m',
      kind: 'discount',
      name: '1 Month',
      months: 1,
      price: '14.99',
      priceCents: 1499,
      currency: 'USD',
      description: DISCOUNT_PLAN_TEXT,
      isDefault: false,
    },
  ];

  it('returns cached plans for one day, then nothing', () => {
    const storage = new MemoryStorage();
    expect(readCachedPlans(storage, now)).toBeNull();
    writeCachedPlans(storage, plans, now);
    expect(storage.getItem('spp')).not.toBeNull();
    expect(readCachedPlans(storage, new Date(now.getTime() + 23 * 3_600_000))).toEqual(plans);
    expect(readCachedPlans(storage, new Date(now.getTime() + 24 * 3_600_000))).toBeNull();
  });

  it('ignores an unreadable cache', () => {
    const storage = new MemoryStorage();
    storage.setItem('spp', '{not json');
    expect(readCachedPlans(storage, now)).toBeNull();
    storage.setItem('spp', JSON.stringify({ expiresAt: now.getTime() + 1000, plans: [{ id: 1 }] }));
    expect(readCachedPlans(storage, now)).toBeNull();
  });
});
