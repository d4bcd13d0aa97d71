// The plan catalog the billing calls read. Inserted when the plans table is empty (first start, demo or not);
// after that the table is the source of truth and operators edit it there.
import { DISCOUNT_PLAN_TEXT } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Plan } from '../db/schema.ts';
import { plans } from '../db/schema.ts';

export const planCatalog: Plan[] = [
  {
    id: 'subscription-1-month',
    kind: 'subscription',
    name: '1 Month',
    description: '1 Month at $29.99',
    priceCents: 2999,
    months: 1,
    discountPercent: 0,
    isDefault: false,
    solidgateProductId: 'sg-sub-1m',
    sortOrder: 10,
    active: true,
  },
  {
    id: 'subscription-3-months',
    kind: 'subscription',
    name: '3 Months',
    description: '3 Months at $19.99 a month',
    priceCents: 5997,
    months: 3,
    discountPercent: 0,
    isDefault: true,
    solidgateProductId: 'sg-sub-3m',
    sortOrder: 20,
    active: true,
  },
  {
    id: 'subscription-6-months',
    kind: 'subscription',
    name: '6 Months',
    description: '6 Months at $14.99 a month',
    priceCents: 8994,
    months: 6,
    discountPercent: 0,
    isDefault: false,
    solidgateProductId: 'sg-sub-6m',
    sortOrder: 30,
    active: true,
  },
  {
    id: 'discount-50-1-month',
    kind: 'discount',
    name: '1 Month',
    description: DISCOUNT_PLAN_TEXT,
    priceCents: 1499,
    months: 1,
    discountPercent: 50,
    isDefault: false,
    solidgateProductId: 'sg-disc-50-1m',
    sortOrder: 40,
    active: true,
  },
  {
    id: 'boost-30-minutes',
    kind: 'boost',
    name: 'Boost',
    description: 'Be a top profile in your area for 30 minutes',
    priceCents: 499,
    months: 0,
    discountPercent: 0,
    isDefault: false,
    solidgateProductId: null,
    sortOrder: 50,
    active: true,
  },
];

/** Inserts the catalog when no plan exists yet; returns how many plans were inserted. */
export async function ensurePlanCatalog(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(plans);
  if ((row?.n ?? 0) > 0) return 0;
  await db.insert(plans).values(planCatalog).onConflictDoNothing();
  return planCatalog.length;
}
