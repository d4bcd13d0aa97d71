// The membership as the member sees it (plan, period, next renewal, card, offers still open, boost, last receipt)
// and what the member changes on it: cancel (it runs to the end of the period), reactivate, change of plan (from
// the next renewal). The member row follows it in the same transaction. Each call runs the billing cycle for the
// member first, so a period that just ended is renewed or expired before anything reads or changes it.
import type { MembershipRefusal, Subscription } from '@app/contract';
import { errorCodes, retentionOffers } from '@app/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import { memberOffers, memberships, payments } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { boostEndsAt } from './boosts.ts';
import type { BillingContext } from './context.ts';
import { isLive, membershipOf, planById, setMemberState, wrongState } from './context.ts';
import { cycleOne } from './cycle.ts';

export async function subscription(ctx: BillingContext, memberId: number): Promise<Subscription> {
  const { db, clock } = ctx;
  await cycleOne(ctx, memberId);
  const now = clock.now();
  const row = await membershipOf(db, memberId);
  const [plan, renewal, taken, boostEnd, receipt] = await Promise.all([
    row ? planById(db, row.planId) : undefined,
    row ? planById(db, row.renewalPlanId) : undefined,
    db.select({ offer: memberOffers.offer }).from(memberOffers).where(eq(memberOffers.memberId, memberId)),
    boostEndsAt(db, memberId, now),
    db
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(eq(payments.memberId, memberId), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.paidAt), desc(payments.createdAt))
      .limit(1),
  ]);
  const takenOffers = new Set(taken.map((t) => t.offer));
  return {
    state: row?.status ?? 'none',
    plan: plan ? { id: plan.id, name: plan.name, months: plan.months, priceCents: plan.priceCents } : null,
    startedAt: row?.startedAt.toISOString() ?? null,
    periodEndsAt: row?.periodEndsAt.toISOString() ?? null,
    cancelledAt: row?.cancelledAt?.toISOString() ?? null,
    nextRenewal:
      row?.status === 'active' && renewal
        ? { planId: renewal.id, planName: renewal.name, amountCents: row.renewalPriceCents }
        : null,
    card: row?.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    offersAvailable: isLive(row, now) ? retentionOffers.filter((offer) => !takenOffers.has(offer)) : [],
    boostEndsAt: boostEnd ? boostEnd.toISOString() : null,
    lastReceipt: receipt[0]?.reference ?? null,
  };
}

/**
 * Cancels (`to` 'cancelled', from active) or reactivates (`to` 'active', from cancelled) a membership whose period
 * has not ended, the member row with it; 409 with `refusal` when there is no such membership.
 */
async function turn(
  ctx: BillingContext,
  memberId: number,
  to: 'active' | 'cancelled',
  reason: string | null,
  refusal: MembershipRefusal,
): Promise<Subscription> {
  await cycleOne(ctx, memberId);
  const now = ctx.clock.now();
  const cancelling = to === 'cancelled';
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(memberships)
      .set({
        status: to,
        cancelledAt: cancelling ? now : null,
        cancelReason: cancelling ? reason : null,
        updatedAt: now,
      })
      .where(
        and(
          eq(memberships.memberId, memberId),
          eq(memberships.status, cancelling ? 'active' : 'cancelled'),
          gt(memberships.periodEndsAt, now),
        ),
      )
      .returning();
    if (row) await setMemberState(ctx, tx, memberId, to);
    return row;
  });
  if (!done) throw wrongState(refusal);
  return subscription(ctx, memberId);
}

export const cancel = (ctx: BillingContext, memberId: number, reason: string | undefined) =>
  turn(ctx, memberId, 'cancelled', reason ?? null, 'cancel');

export const reactivate = (ctx: BillingContext, memberId: number) =>
  turn(ctx, memberId, 'active', null, 'reactivate');

export async function changePlan(
  ctx: BillingContext,
  memberId: number,
  planId: string,
): Promise<Subscription> {
  const { db, clock } = ctx;
  const plan = await planById(db, planId);
  if (!plan || !plan.active || plan.kind !== 'subscription')
    throw new ApiError(400, errorCodes.invalidRequest, 'Choose one of the membership plans.', 'planId');
  await cycleOne(ctx, memberId);
  const [row] = await db
    .update(memberships)
    .set({ renewalPlanId: plan.id, renewalPriceCents: plan.priceCents, updatedAt: clock.now() })
    .where(
      and(
        eq(memberships.memberId, memberId),
        eq(memberships.status, 'active'),
        gt(memberships.periodEndsAt, clock.now()),
      ),
    )
    .returning();
  if (!row) throw wrongState('changePlan');
  return subscription(ctx, memberId);
}
