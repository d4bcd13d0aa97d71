// Purchases with a card: priced by the server from the plans table, one charge per idempotency key (a retry gets
// the first attempt's answer), the sandbox 3-D Secure step, and what a paid purchase gives (the membership, or a
// boost, or extra spins of the spin game) in the same transaction as the payment's result.
import type { CardInput, DeclineReason, Purchase } from '@app/contract';
import {
  BOOST_MINUTES,
  EXTRA_SPINS_PER_PURCHASE,
  billingErrorCodes,
  cardExpired,
  declineReasons,
  errorCodes,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Member, Payment, Plan } from '../../db/schema.ts';
import { memberships, payments, spinCredits } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { boostIn } from './boosts.ts';
import type { BillingContext, Tx } from './context.ts';
import {
  customer,
  declined,
  newReference,
  planById,
  processingError,
  renewalPlanOf,
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

const toPurchase = async ({ db }: BillingContext, payment: Payment): Promise<Purchase> => {
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
  const now = ctx.clock();
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
  await setMemberState(tx, payment.memberId, 'active');
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
    const now = ctx.clock();
    const set =
      result.status === 'succeeded'
        ? { ...facts, status: 'succeeded' as const, paidAt: now, challengeUrl: null }
        : result.status === 'declined'
          ? { ...facts, status: 'declined' as const, declineReason: result.reason, challengeUrl: null }
          : { ...facts, status: 'requires_action' as const, challengeUrl: result.challengeUrl };
    const [updated] = await tx.update(payments).set(set).where(eq(payments.reference, reference)).returning();
    if (!updated) throw new Error(`payment ${reference} vanished`);
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

/** Waits until the payment of (member, key) is no longer being charged by another request. */
const settledPayment = async (
  { db }: BillingContext,
  memberId: number,
  key: string,
): Promise<Payment | undefined> => {
  const started = Date.now();
  for (;;) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.memberId, memberId), eq(payments.idempotencyKey, key)));
    if (!row || row.status !== 'processing' || Date.now() - started > SETTLE_WAIT_MS) return row;
    await sleep(25);
  }
};

/** The member's own payment, or 404 (another member's receipt is not revealed). */
const ownPayment = async ({ db }: BillingContext, memberId: number, reference: string): Promise<Payment> => {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.memberId, memberId)));
  if (!payment) throw new ApiError(404, errorCodes.notFound, 'No such receipt.', 'reference');
  return payment;
};

export async function purchase(
  ctx: BillingContext,
  member: Member,
  body: PurchaseInput,
  ip: string,
): Promise<Purchase> {
  const { db, provider, clock } = ctx;
  const plan = await planById(db, body.planId);
  if (!plan || !plan.active)
    throw new ApiError(400, errorCodes.invalidRequest, 'Choose one of the plans on offer.', 'planId');
  if (body.amountCents !== plan.priceCents)
    throw new ApiError(
      409,
      billingErrorCodes.priceChanged,
      'The price of this plan has changed. Check the new price and try again.',
      'amountCents',
    );
  const now = clock();
  if (cardExpired(body.card, now))
    throw new ApiError(400, errorCodes.invalidRequest, declineReasons.expired_card, 'card.expYear');
  const { number } = body.card;
  const reference = newReference();
  // The key's row first: a concurrent retry finds it and waits for this attempt instead of charging again.
  const [payment] = await db
    .insert(payments)
    .values({
      reference,
      memberId: member.id,
      idempotencyKey: body.idempotencyKey,
      planId: plan.id,
      kind: plan.kind,
      amountCents: plan.priceCents,
      status: 'processing',
      provider: provider.name,
      cardLast4: number.slice(-4),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) {
    const first = await settledPayment(ctx, member.id, body.idempotencyKey);
    if (!first || first.planId !== plan.id || first.amountCents !== plan.priceCents)
      throw new ApiError(
        409,
        billingErrorCodes.keyReused,
        'This payment key was already used for another purchase. Reload the page and try again.',
        'idempotencyKey',
      );
    return answer(ctx, first);
  }
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
  if (payment.status !== 'requires_action' || !provider.completeChallenge)
    throw wrongState('This payment is not waiting for a card check.');
  // Claims the step: of two concurrent completions only one reaches the provider.
  const [claimed] = await db
    .update(payments)
    .set({ status: 'processing' })
    .where(and(eq(payments.reference, reference), eq(payments.status, 'requires_action')))
    .returning();
  if (!claimed) {
    const settled = await settledPayment(ctx, memberId, payment.idempotencyKey ?? '');
    if (settled) return answer(ctx, settled);
    throw wrongState('This payment is not waiting for a card check.');
  }
  const result = await provider.completeChallenge(payment.providerRef ?? '', approve);
  return answer(ctx, await settle(ctx, reference, result));
}
