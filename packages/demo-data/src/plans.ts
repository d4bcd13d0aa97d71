// The plan catalog: what a new database is seeded with and what the mocks sell. After the first start the server's
// plans table is the source of truth (operators edit it there).
export interface CatalogPlan {
  id: string;
  kind: 'subscription' | 'boost' | 'discount' | 'spins';
  name: string;
  /** The line shown to members. */
  description: string;
  /** US dollar cents. */
  priceCents: number;
  /** 0 for a one-time purchase (the boost). */
  months: number;
  discountPercent: number;
  isDefault: boolean;
  /** The card provider's product id; null when not sold through it. */
  solidgateProductId: string | null;
  sortOrder: number;
  active: boolean;
}

const subscription = (months: number, priceCents: number, description: string, sortOrder: number) => ({
  id: months === 1 ? 'subscription-1-month' : `subscription-${months}-months`,
  kind: 'subscription' as const,
  name: months === 1 ? '1 Month' : `${months} Months`,
  description,
  priceCents,
  months,
  discountPercent: 0,
  isDefault: months === 3,
  solidgateProductId: `sg-sub-${months}m`,
  sortOrder,
  active: true,
});

export const planCatalog: CatalogPlan[] = [
  subscription(1, 2999, '1 Month at $29.99', 10),
  subscription(3, 5997, '3 Months at $19.99 a month', 20),
  subscription(6, 8994, '6 Months at $14.99 a month', 30),
  {
    id: 'discount-50-1-month',
    kind: 'discount',
    name: '1 Month',
    // The SPEC's exact text, `DISCOUNT_PLAN_TEXT` (the mocks' tests hold them equal).
    description: '1 Month at $14.99 (50% off)',
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
  {
    // The contract's EXTRA_SPINS_PLAN_ID, adding EXTRA_SPINS_PER_PURCHASE spins.
    id: 'extra-spins-3',
    kind: 'spins',
    name: '3 extra spins',
    description: '3 extra spins of the daily matches wheel',
    priceCents: 299,
    months: 0,
    discountPercent: 0,
    isDefault: false,
    solidgateProductId: null,
    sortOrder: 60,
    active: true,
  },
];
