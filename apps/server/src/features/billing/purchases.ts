// Purchases with a card: priced by the server from the plans table, one charge per idempotency key (a retry gets
// the first attempt's answer) and one payment in flight per member and plan (a second tab's attempt follows the
// first), never the plan of the member's live membership, the sandbox 3-D Secure step, and what a paid purchase
// gives (the membership, or a boost, or extra spins of the spin game) in the same transaction as the payment's
// result, which also closes its checkout (paid) or reopens it with a new key (declined).
import type { CardInput, DeclineReason, Purchase } from '@app/contract';
import {
  billingErrorCodes,
  BOOST_MINUTES,
  cardExpired,
  declineReasons,
  errorCodes,
  errorCopy,
  EXTRA_SPINS_PER_PURCHASE,
} from '@app/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Member, Payment, Plan } from '../../db/schema.ts';
import { checkouts, members, memberships, payments, spinCredits } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { boostIn } from './boosts.ts';
import type { BillingContext, Tx } from './context.ts';
import {
  customer,
  declined,
  newIdempotencyKey,
  newReference,
  planById,
  processingError,
  refuseHeldPlan,
  renewalPlanOf,
  sellablePlan,
  setMemberState,
  wrongState,
} from './context.ts';
import { addMonths } from './dates.ts';
import type { ChargeResult } from './provider.ts';

/** How long a retry with the same idempotency key waits for the first attempt to settle. */
const SETTLE_WAIT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PurchaseInput {
  planId: string;
  amountCents: number;
  idempotencyKey: string;
  card: CardInput;
}

export const toPurchase = async ({ db }: BillingContext, payment: Payment): Promise<Purchase> => {
  const plan = await planById(db, payment.planId);
  return {
    reference: payment.reference,
    status: payment.status,
    planId: payment.planId,
    planName: payment.kind === 'offer' ? 'Extend 1 month (66% off)' : (plan?.name ?? payment.planId),
    kind: payment.kind,
    amountCents: payment.amountCents,
    currency: 'USD',
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    declineReason: (payment.declineReason as DeclineReason | null) ?? null,
    challengeUrl: payment.status === 'requires_action' ? payment.challengeUrl : null,
  };
};

/** The purchase's answer: the receipt, a 3-D Secure step, or 402 when declined (the same for every retry). */
const answer = async (ctx: BillingContext, payment: Payment): Promise<Purchase> => {
  if (payment.status === 'declined')
    throw declined((payment.declineReason as DeclineReason) ?? 'card_declined');
  return toPurchase(ctx, payment);
};

/** What a successful purchase gives, in the payment's transaction. */
const fulfil = async (
  ctx: BillingContext,
  tx: Tx,
  payment: Payment,
  plan: Plan,
  result: Extract<ChargeResult, { status: 'succeeded' }>,
) => {
  const now = ctx.clock.now();
  if (plan.kind === 'boost') {
    await boostIn(ctx, tx, payment.memberId, 'bought', BOOST_MINUTES, payment.reference);
    return;
  }
  if (plan.kind === 'spins') {
    // Extra spins join the spin game's ledger, referencing the payment (spin/spin.repository.ts spends them).
    await tx.insert(spinCredits).values({
      memberId: payment.memberId,
      delta: EXTRA_SPINS_PER_PURCHASE,
      source: 'purchase',
      reference: payment.reference,
      createdAt: now,
    });
    return;
  }
  const [current] = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.memberId, payment.memberId))
    .for('update');
  const live = current && current.status !== 'expired' && current.periodEndsAt > now;
  // A purchase while a membership runs extends it from its end; otherwise a new period starts now.
  const from = live ? current.periodEndsAt : now;
  // A discount plan is its first month at the discounted price; it renews as the regular plan of its length.
  const renewal = await renewalPlanOf(tx, plan);
  const values = {
    planId: plan.id,
    status: 'active' as const,
    startedAt: live ? current.startedAt : now,
    periodEndsAt: addMonths(from, Math.max(plan.months, 1)),
    cancelledAt: null,
    cancelReason: null,
    renewalPlanId: renewal.id,
    renewalPriceCents: renewal.priceCents,
    cardToken: result.cardToken ?? current?.cardToken ?? null,
    cardBrand: result.cardBrand ?? payment.cardBrand,
    cardLast4: result.cardLast4 ?? payment.cardLast4,
    updatedAt: now,
  };
  await tx
    .insert(memberships)
    .values({ memberId: payment.memberId, ...values })
    .onConflictDoUpdate({ target: memberships.memberId, set: values });
  await setMemberState(ctx, tx, payment.memberId, 'active');
};

/** Records the provider's result on the payment (only while it is not final), and fulfils it on success. */
export const settle = async (
  ctx: BillingContext,
  reference: string,
  result: ChargeResult,
): Promise<Payment> =>
  ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
    if (!payment) throw new Error(`payment ${reference} vanished`);
    if (payment.status === 'succeeded' || payment.status === 'declined') return payment;
    const facts = {
      providerRef: result.providerRef ?? payment.providerRef,
      cardBrand: result.cardBrand ?? payment.cardBrand,
      cardLast4: result.cardLast4 ?? payment.cardLast4,
    };
    const now = ctx.clock.now();
    const set =
      result.status === 'succeeded'
        ? { ...facts, status: 'succeeded' as const, paidAt: now, challengeUrl: null }
        : result.status === 'declined'
          ? { ...facts, status: 'declined' as const, declineReason: result.reason, challengeUrl: null }
          : { ...facts, status: 'requires_action' as const, challengeUrl: result.challengeUrl };
    const [updated] = await tx.update(payments).set(set).where(eq(payments.reference, reference)).returning();
    if (!updated) throw new Error(`payment ${reference} vanished`);
    // Its checkout: paid closes it; declined leaves it open with a new key, so another card is a new attempt.
    if (result.status === 'succeeded')
      await tx.update(checkouts).set({ paidAt: now }).where(eq(checkouts.paymentReference, reference));
    else if (result.status === 'declined')
      await tx
        .update(checkouts)
        .set({ idempotencyKey: newIdempotencyKey() })
        .where(and(eq(checkouts.paymentReference, reference), isNull(checkouts.paidAt)));
    if (
      result.status === 'succeeded' &&
      (updated.kind === 'subscription' ||
        updated.kind === 'discount' ||
        updated.kind === 'boost' ||
        updated.kind === 'spins')
    ) {
      const plan = await planById(tx, updated.planId);
      if (plan) await fulfil(ctx, tx, updated, plan, result);
    }
    return updated;
  });

/** The payment once no request is charging it any more (or as it stands after SETTLE_WAIT_MS). */
const settledPayment = async ({ db }: BillingContext, reference: string): Promise<Payment | undefined> => {
  const started = Date.now();
  for (;;) {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
    if (!row || row.status !== 'processing' || Date.now() - started > SETTLE_WAIT_MS) return row;
    await sleep(25);
  }
};

/** Plans a member buys at checkout (renewals and offers are charged by the server itself). */
const boughtKinds: Payment['kind'][] = ['subscription', 'discount', 'boost', 'spins'];

/**
 * Decides, one decision at a time per member (their row locked), whether this request charges: a payment with its key
 * is that purchase again (the same answer); a payment of the plan already in flight (another tab, an older key) is
 * followed, not doubled; the plan of a live membership is refused; otherwise the payment is inserted, processing,
 * with its checkout pointing at it.
 */
async function claimPayment(
  ctx: BillingContext,
  member: Member,
  plan: Plan,
  key: string,
  cardLast4: string,
): Promise<{ charge: Payment } | { follow: Payment }> {
  const { provider, clock } = ctx;
  const keyReused = () =>
    new ApiError(409, billingErrorCodes.keyReused, errorCopy.idempotency_key_reused, 'idempotencyKey');
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    const [same] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.memberId, member.id), eq(payments.idempotencyKey, key)));
    if (same) {
      if (same.planId !== plan.id || same.amountCents !== plan.priceCents) throw keyReused();
      return { follow: same };
    }
    const [checkout] = await tx
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.memberId, member.id), eq(checkouts.idempotencyKey, key)));
    if (checkout && checkout.planId !== plan.id) throw keyReused();
    const [running] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.memberId, member.id),
          eq(payments.planId, plan.id),
          inArray(payments.kind, boughtKinds),
          inArray(payments.status, ['processing', 'requires_action']),
        ),
      )
      .limit(1);
    if (running) return { follow: running };
    const now = clock.now();
    await refuseHeldPlan(tx, member.id, plan, now);
    const [payment] = await tx
      .insert(payments)
      .values({
        reference: newReference(),
        memberId: member.id,
        idempotencyKey: key,
        planId: plan.id,
        kind: plan.kind,
        amountCents: plan.priceCents,
        status: 'processing',
        provider: provider.name,
        cardLast4,
        createdAt: now,
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    if (checkout)
      await tx
        .update(checkouts)
        .set({ paymentReference: payment.reference })
        .where(eq(checkouts.id, checkout.id));
    return { charge: payment };
  });
}

/** The member's own payment, or 404 (another member's receipt is not revealed). */
const ownPayment = async ({ db }: BillingContext, memberId: number, reference: string): Promise<Payment> => {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.memberId, memberId)));
  if (!payment)
    throw new ApiError(404, errorCodes.notFound, errorCopy.not_found('This receipt'), 'reference');
  return payment;
};

export async function purchase(
  ctx: BillingContext,
  member: Member,
  body: PurchaseInput,
  ip: string,
): Promise<Purchase> {
  const { provider, clock } = ctx;
  const plan = await sellablePlan(ctx.db, body.planId);
  if (body.amountCents !== plan.priceCents)
    throw new ApiError(409, billingErrorCodes.priceChanged, errorCopy.price_changed, 'amountCents');
  if (cardExpired(body.card, clock.now()))
    throw new ApiError(400, errorCodes.invalidRequest, declineReasons.expired_card, 'card.expYear');
  const claim = await claimPayment(ctx, member, plan, body.idempotencyKey, body.card.number.slice(-4));
  if ('follow' in claim) {
    const first = await settledPayment(ctx, claim.follow.reference);
    if (!first) throw new Error(`payment ${claim.follow.reference} vanished`);
    return answer(ctx, first);
  }
  const { reference } = claim.charge;
  let result: ChargeResult;
  try {
    result = await provider.charge({
      reference,
      amountCents: plan.priceCents,
      planId: plan.id,
      description: plan.description,
      customer: customer(member, ip),
      card: body.card,
    });
  } catch {
    result = processingError();
  }
  return answer(ctx, await settle(ctx, reference, result));
}

export async function getPurchase(
  ctx: BillingContext,
  memberId: number,
  reference: string,
): Promise<Purchase> {
  return toPurchase(ctx, await ownPayment(ctx, memberId, reference));
}

/** The sandbox 3-D Secure step: the member approves or fails the card check of a payment waiting for it. */
export async function completeChallenge(
  ctx: BillingContext,
  memberId: number,
  reference: string,
  approve: boolean,
): Promise<Purchase> {
  const { db, provider } = ctx;
  const payment = await ownPayment(ctx, memberId, reference);
  if (payment.status !== 'requires_action' || !provider.completeChallenge) throw wrongState('confirm');
  // Claims the step: of two concurrent completions only one reaches the provider.
  const [claimed] = await db
    .update(payments)
    .set({ status: 'processing' })
    .where(and(eq(payments.reference, reference), eq(payments.status, 'requires_action')))
    .returning();
  if (!claimed) {
    const settled = await settledPayment(ctx, reference);
    if (settled) return answer(ctx, settled);
    throw wrongState('confirm');
  }
  const result = await provider.completeChallenge(payment.providerRef ?? '', approve);
  return answer(ctx, await settle(ctx, reference, result));
}
