// The retention offers of a live membership (the contract's `retentionOffers`): discount50 (the next renewals at
// the discount plan's price), discount66 (one more month now, charged to the card on file) and free time (days
// added to the period). Each is taken once per member; taking one is choosing to stay.
import type { RetentionOffer, Subscription } from '@app/contract';
import {
  billingErrorCodes,
  DISCOUNT50_PLAN_ID,
  DISCOUNT66_PRICE_CENTS,
  errorCopy,
  FREE_TIME_DAYS,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../db/schema.ts';
import { memberOffers, memberships, paymentEvents, payments } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { BillingContext } from './context.ts';
import {
  customer,
  declined,
  isLive,
  newReference,
  planById,
  processingError,
  setMemberState,
} from './context.ts';
import { cycleOne } from './cycle.ts';
import { addDays, addMonths } from './dates.ts';
import { subscription } from './membership.ts';

export async function acceptOffer(
  ctx: BillingContext,
  member: Member,
  offer: RetentionOffer,
  key: string,
  ip: string,
): Promise<Subscription> {
  const { db, provider, clock } = ctx;
  await cycleOne(ctx, member.id);
  const unavailable = () => new ApiError(409, billingErrorCodes.offerUsed, errorCopy.offer_unavailable);
  // The claim: the offer (once per member, its primary key) and the client's key (a retry answers the same).
  // payment_events keeps "already taken" keys for the provider's events; an accepted offer is one more such key.
  const claim = await db.transaction(async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, member.id))
      .for('update');
    const [retry] = await tx
      .insert(paymentEvents)
      .values({ provider: 'offer', eventId: `${member.id}:${key}` })
      .onConflictDoNothing()
      .returning();
    if (!retry) return 'retry' as const;
    if (!row || !isLive(row, now) || (offer === 'discount66' && !row.cardToken)) throw unavailable();
    const [taken] = await tx
      .insert(memberOffers)
      .values({ memberId: member.id, offer, takenAt: now })
      .onConflictDoNothing()
      .returning();
    if (!taken) throw unavailable();
    return row;
  });
  if (claim === 'retry') return subscription(ctx, member.id);

  const undo = () =>
    db.transaction(async (tx) => {
      await tx
        .delete(memberOffers)
        .where(and(eq(memberOffers.memberId, member.id), eq(memberOffers.offer, offer)));
      await tx
        .delete(paymentEvents)
        .where(and(eq(paymentEvents.provider, 'offer'), eq(paymentEvents.eventId, `${member.id}:${key}`)));
    });

  let paymentReference: string | null = null;
  if (offer === 'discount66') {
    paymentReference = newReference();
    await db.insert(payments).values({
      reference: paymentReference,
      memberId: member.id,
      idempotencyKey: key,
      planId: claim.planId,
      kind: 'offer',
      amountCents: DISCOUNT66_PRICE_CENTS,
      status: 'processing',
      provider: provider.name,
      cardBrand: claim.cardBrand,
      cardLast4: claim.cardLast4,
      createdAt: clock.now(),
    });
    const result = await provider
      .chargeToken({
        reference: paymentReference,
        amountCents: DISCOUNT66_PRICE_CENTS,
        planId: claim.planId,
        description: 'Extend 1 month (66% off)',
        customer: customer(member, ip),
        token: claim.cardToken ?? '',
      })
      .catch(processingError);
    if (result.status !== 'succeeded') {
      await db
        .update(payments)
        .set({
          status: 'declined',
          declineReason: result.status === 'declined' ? result.reason : 'authentication_failed',
        })
        .where(eq(payments.reference, paymentReference));
      await undo();
      throw declined(result.status === 'declined' ? result.reason : 'authentication_failed');
    }
    await db
      .update(payments)
      .set({ status: 'succeeded', paidAt: clock.now(), providerRef: result.providerRef })
      .where(eq(payments.reference, paymentReference));
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, member.id))
      .for('update');
    if (!row) return;
    const change: Partial<typeof memberships.$inferInsert> = {
      // Taking an offer is choosing to stay: a cancelled membership renews again.
      status: 'active',
      cancelledAt: null,
      cancelReason: null,
      updatedAt: clock.now(),
    };
    if (offer === 'discount50') {
      const plan = await planById(tx, DISCOUNT50_PLAN_ID);
      if (plan) Object.assign(change, { renewalPlanId: plan.id, renewalPriceCents: plan.priceCents });
    } else if (offer === 'discount66') change.periodEndsAt = addMonths(row.periodEndsAt, 1);
    else change.periodEndsAt = addDays(row.periodEndsAt, FREE_TIME_DAYS);
    await tx.update(memberships).set(change).where(eq(memberships.memberId, member.id));
    await setMemberState(ctx, tx, member.id, 'active');
  });
  return subscription(ctx, member.id);
}
