// The billing cycle: a membership whose period ended renews (active, charging the card on file) or expires
// (cancelled, no card, or the charge failed). It runs on the injectable clock, from the server's timer and before
// every membership call, and charges once per period however many run it at once.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { members, memberships, payments } from '../../db/schema.ts';
import type { BillingContext, Tx } from './context.ts';
import { customer, membershipOf, newReference, planById, renewalPlanOf, setMemberState } from './context.ts';
import { addMonths } from './dates.ts';

const expire = async (ctx: BillingContext, tx: Tx, memberId: number) => {
  await tx
    .update(memberships)
    .set({ status: 'expired', updatedAt: ctx.clock.now() })
    .where(eq(memberships.memberId, memberId));
  await setMemberState(ctx, tx, memberId, 'expired');
};

/** Renews (active, charging the card on file) or expires (cancelled, or the charge failed) one ended membership. */
export async function cycleOne(ctx: BillingContext, memberId: number): Promise<boolean> {
  const { db, provider, clock } = ctx;
  const now = clock.now();
  const row = await membershipOf(db, memberId);
  if (!row || row.status === 'expired' || row.periodEndsAt > now) return false;
  const plan = row.status === 'active' ? await planById(db, row.renewalPlanId) : undefined;
  if (row.status === 'cancelled' || !row.cardToken || !plan) {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(memberships)
        .where(eq(memberships.memberId, memberId))
        .for('update');
      if (locked && locked.status !== 'expired' && locked.periodEndsAt <= clock.now())
        await expire(ctx, tx, memberId);
    });
    return true;
  }
  // One renewal per period, however many instances or requests run the cycle: the period's end is the key.
  const key = `renewal:${row.periodEndsAt.toISOString()}`;
  const reference = newReference();
  const [inserted] = await db
    .insert(payments)
    .values({
      reference,
      memberId,
      idempotencyKey: key,
      planId: plan.id,
      kind: 'renewal',
      amountCents: row.renewalPriceCents,
      status: 'processing',
      provider: provider.name,
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) return false;
  const [member] = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  const result = await provider.chargeToken({
    reference,
    amountCents: row.renewalPriceCents,
    planId: plan.id,
    description: `${plan.name} renewal`,
    customer: customer(member ?? { id: memberId, email: '' }, '127.0.0.1'),
    token: row.cardToken,
  });
  await db.transaction(async (tx) => {
    const paid = result.status === 'succeeded';
    await tx
      .update(payments)
      .set(
        paid
          ? { status: 'succeeded', paidAt: clock.now(), providerRef: result.providerRef }
          : {
              status: 'declined',
              declineReason: result.status === 'declined' ? result.reason : 'authentication_failed',
            },
      )
      .where(eq(payments.reference, reference));
    const [locked] = await tx
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, memberId))
      .for('update');
    if (!locked || locked.periodEndsAt.getTime() !== row.periodEndsAt.getTime()) return;
    if (!paid) {
      await expire(ctx, tx, memberId);
      return;
    }
    // After a discounted renewal (discount50), the following ones are the regular plan of the same length again.
    const next = await renewalPlanOf(tx, plan);
    const from =
      addMonths(locked.periodEndsAt, Math.max(plan.months, 1)) > clock.now()
        ? locked.periodEndsAt
        : clock.now();
    await tx
      .update(memberships)
      .set({
        planId: plan.id,
        periodEndsAt: addMonths(from, Math.max(plan.months, 1)),
        renewalPlanId: next.id,
        renewalPriceCents: next.priceCents,
        updatedAt: clock.now(),
      })
      .where(eq(memberships.memberId, memberId));
    await setMemberState(ctx, tx, memberId, 'active');
  });
  return true;
}

/** Renews or expires every membership whose period ended (or only `memberId`'s); returns how many it handled. */
export async function runCycle(ctx: BillingContext, memberId?: number): Promise<number> {
  if (memberId !== undefined) return (await cycleOne(ctx, memberId)) ? 1 : 0;
  const due = await ctx.db
    .select({ memberId: memberships.memberId })
    .from(memberships)
    .where(
      and(
        inArray(memberships.status, ['active', 'cancelled']),
        lte(memberships.periodEndsAt, ctx.clock.now()),
      ),
    )
    .orderBy(memberships.periodEndsAt)
    .limit(200);
  let handled = 0;
  for (const row of due) if (await cycleOne(ctx, row.memberId)) handled += 1;
  return handled;
}
