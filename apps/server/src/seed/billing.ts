// The paying demo login's membership, so `subscription` shows a real one: the 3-month plan, paid with the sandbox's
// Visa 4242 (a sandbox card token, so renewals and the discount66 offer charge it), 40 days in, renewing 50 days after
// seeding, with its receipt. The free demo logins have none. Skipped when the plan catalog lacks the plan.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { memberships, payments, plans, sandboxCardTokens } from '../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY = 86_400_000;
export const DEMO_MEMBERSHIP_PLAN = 'subscription-3-months';
/** The seeded receipt's reference (the contract's `SPK-` pattern). */
export const DEMO_RECEIPT = 'SPK-DEMO000001';
const DEMO_CARD_TOKEN = 'sbx_tok_4242_demo00000001';

export async function seedDemoMembership(tx: Tx, memberId: number, now: Date): Promise<void> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, DEMO_MEMBERSHIP_PLAN));
  if (!plan) return;
  const paidAt = new Date(now.getTime() - 40 * DAY);
  await tx.insert(payments).values({
    reference: DEMO_RECEIPT,
    memberId,
    idempotencyKey: 'demo-seed-membership-0001',
    planId: plan.id,
    kind: 'subscription',
    amountCents: plan.priceCents,
    status: 'succeeded',
    provider: 'sandbox',
    providerRef: `sbx_ord_${DEMO_RECEIPT}`,
    cardBrand: 'Visa',
    cardLast4: '4242',
    createdAt: paidAt,
    paidAt,
  });
  // Saved with the sandbox provider too, which charges only the tokens it gave.
  await tx
    .insert(sandboxCardTokens)
    .values({ token: DEMO_CARD_TOKEN, cardBrand: 'Visa', cardLast4: '4242' })
    .onConflictDoNothing();
  await tx.insert(memberships).values({
    memberId,
    planId: plan.id,
    status: 'active',
    startedAt: paidAt,
    periodEndsAt: new Date(now.getTime() + 50 * DAY),
    renewalPlanId: plan.id,
    renewalPriceCents: plan.priceCents,
    cardToken: DEMO_CARD_TOKEN,
    cardBrand: 'Visa',
    cardLast4: '4242',
    updatedAt: paidAt,
  });
}
