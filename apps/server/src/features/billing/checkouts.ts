// Checkouts: a purchase on the site is one checkout from the moment its page opens. Opening the checkout of a plan
// answers the member's open checkout of it (every tab and every reload the same one) or makes one, with the key its
// payment will use; the page pays with that key (purchases.ts), so a reload, a second tab or a double submit is the
// same payment and shows its outcome. settle() in purchases.ts closes it when paid and gives it a new key when declined.
import type { Checkout as WireCheckout } from '@app/contract';
import { errorCodes, errorCopy } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Checkout } from '../../db/schema.ts';
import { checkouts, payments } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { BillingContext } from './context.ts';
import { newIdempotencyKey, newReference, refuseHeldPlan, sellablePlan } from './context.ts';
import { toPurchase } from './purchases.ts';

async function toCheckout(ctx: BillingContext, row: Checkout): Promise<WireCheckout> {
  const [payment] = row.paymentReference
    ? await ctx.db.select().from(payments).where(eq(payments.reference, row.paymentReference))
    : [];
  const inFlight =
    payment?.status === 'processing' || payment?.status === 'requires_action' ? payment.status : null;
  return {
    id: row.id,
    planId: row.planId,
    status: row.paidAt ? 'succeeded' : (inFlight ?? 'open'),
    idempotencyKey: row.idempotencyKey,
    purchase: payment ? await toPurchase(ctx, payment) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member's open checkout of the plan, or a new one; 400 for a plan not on sale, 409 for the plan they hold. */
export async function openCheckout(
  ctx: BillingContext,
  memberId: number,
  planId: string,
): Promise<WireCheckout> {
  const { db, clock } = ctx;
  const plan = await sellablePlan(db, planId);
  await refuseHeldPlan(db, memberId, plan, clock.now());
  const open = async () =>
    (
      await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.memberId, memberId), eq(checkouts.planId, plan.id), isNull(checkouts.paidAt)))
    )[0];
  let row = await open();
  if (!row) {
    // Two tabs opening at once: the unique open checkout per member and plan keeps one, both answer it.
    await db
      .insert(checkouts)
      .values({
        id: newReference('CHK'),
        memberId,
        planId: plan.id,
        idempotencyKey: newIdempotencyKey(),
        createdAt: clock.now(),
      })
      .onConflictDoNothing();
    row = await open();
  }
  if (!row) throw new Error(`no open checkout of ${plan.id} for member ${memberId}`);
  return toCheckout(ctx, row);
}

/** One of the member's checkouts as it stands (another member's: 404, like one that does not exist). */
export async function getCheckout(
  ctx: BillingContext,
  memberId: number,
  checkoutId: string,
): Promise<WireCheckout> {
  const [row] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.memberId, memberId)));
  if (!row) throw new ApiError(404, errorCodes.notFound, errorCopy.not_found('This checkout'), 'checkoutId');
  return toCheckout(ctx, row);
}
