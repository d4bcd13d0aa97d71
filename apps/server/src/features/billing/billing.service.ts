// Paying, over the billing tables (schema-billing.ts) and a card provider (provider.ts): purchases priced by the
// server with one charge per idempotency key, the membership and what follows it on the member row (permissions
// read is_paying_member / is_full_member / subscription_status, so they change in the same transaction), cancel,
// reactivate, the retention offers, change of plan, the billing cycle (renewals and expiry, on an injectable clock),
// provider webhooks, and boosts.
import { randomInt } from 'node:crypto';
import type { CardInput, DeclineReason, Purchase, RetentionOffer, Subscription } from '@app/contract';
import {
  BOOST_MINUTES,
  DISCOUNT50_PLAN_ID,
  DISCOUNT66_PRICE_CENTS,
  FREE_TIME_DAYS,
  billingErrorCodes,
  cardExpired,
  declineReasons,
  errorCodes,
  retentionOffers,
} from '@app/contract';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Member, Payment, Plan } from '../../db/schema.ts';
import {
  boosts,
  memberOffers,
  members,
  memberships,
  paymentEvents,
  payments,
  plans,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { CardProvider, ChargeRequest, ChargeResult } from './provider.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export type Clock = () => Date;

const DAY_MS = 86_400_000;
const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** How long a retry with the same idempotency key waits for the first attempt to settle. */
const SETTLE_WAIT_MS = 20_000;

/** A receipt reference: `SPK-` and 10 capitals or digits (the contract's pattern). */
export const newReference = (): string =>
  `SPK-${Array.from({ length: 10 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** `date` plus `months` calendar months (31 January + 1 month = 28/29 February), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

const declined = (reason: DeclineReason) =>
  new ApiError(402, billingErrorCodes.declined, declineReasons[reason], 'card.number');
const wrongState = (message: string) => new ApiError(409, billingErrorCodes.wrongState, message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BillingService {
  readonly provider: CardProvider;
  readonly clock: Clock;
  purchase(member: Member, body: PurchaseInput, ip: string): Promise<Purchase>;
  getPurchase(memberId: number, reference: string): Promise<Purchase>;
  completeChallenge(memberId: number, reference: string, approve: boolean): Promise<Purchase>;
  subscription(memberId: number): Promise<Subscription>;
  cancel(memberId: number, reason: string | undefined): Promise<Subscription>;
  reactivate(memberId: number): Promise<Subscription>;
  acceptOffer(member: Member, offer: RetentionOffer, key: string, ip: string): Promise<Subscription>;
  changePlan(memberId: number, planId: string): Promise<Subscription>;
  /** Renews or expires every membership whose period ended (or only `memberId`'s); returns how many it handled. */
  runCycle(memberId?: number): Promise<number>;
  /** Takes a provider event: 200 either way once the signature checked; false when the signature is wrong. */
  takeWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<boolean>;
  /**
   * Puts the member first in search and lists for `minutes`, from now or from the end of a running boost. The spin
   * game's instant win calls it (`source: 'instant-win'`, INSTANT_WIN_BOOST_MINUTES); purchases call it for a boost.
   */
  grantBoost(memberId: number, source: 'bought' | 'instant-win', minutes: number): Promise<Date>;
}

export interface PurchaseInput {
  planId: string;
  amountCents: number;
  idempotencyKey: string;
  card: CardInput;
}

export function billingService(db: Database, provider: CardProvider, clock: Clock): BillingService {
  const planById = async (executor: Executor, id: string): Promise<Plan | undefined> =>
    (await executor.select().from(plans).where(eq(plans.id, id)))[0];

  const toPurchase = async (payment: Payment): Promise<Purchase> => {
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
  const answer = async (payment: Payment): Promise<Purchase> => {
    if (payment.status === 'declined')
      throw declined((payment.declineReason as DeclineReason) ?? 'card_declined');
    return toPurchase(payment);
  };

  /** The member row follows the membership: paying and full while it is live, free once it expired. */
  const setMemberState = (tx: Tx, memberId: number, status: 'active' | 'cancelled' | 'expired') =>
    tx
      .update(members)
      .set(
        status === 'expired'
          ? {
              isPayingMember: false,
              isFullMember: false,
              hasActiveDefaultPlan: false,
              subscriptionStatus: 'expired',
            }
          : { isPayingMember: true, isFullMember: true, subscriptionStatus: status },
      )
      .where(eq(members.id, memberId));

  const boostIn = async (
    executor: Executor,
    memberId: number,
    source: 'bought' | 'instant-win',
    minutes: number,
    paymentReference: string | null,
  ) => {
    const now = clock();
    const [running] = await executor
      .select({ endsAt: sql<Date>`max(${boosts.endsAt})`.mapWith(boosts.endsAt) })
      .from(boosts)
      .where(and(eq(boosts.memberId, memberId), gt(boosts.endsAt, now)));
    const startsAt = running?.endsAt && running.endsAt > now ? running.endsAt : now;
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    await executor.insert(boosts).values({ memberId, source, paymentReference, startsAt, endsAt });
    return endsAt;
  };

  /** What a successful purchase gives, in the payment's transaction. */
  const fulfil = async (
    tx: Tx,
    payment: Payment,
    plan: Plan,
    result: Extract<ChargeResult, { status: 'succeeded' }>,
  ) => {
    const now = clock();
    if (plan.kind === 'boost') {
      await boostIn(tx, payment.memberId, 'bought', BOOST_MINUTES, payment.reference);
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
    const renewal =
      plan.kind === 'discount'
        ? ((
            await tx
              .select()
              .from(plans)
              .where(
                and(eq(plans.kind, 'subscription'), eq(plans.months, plan.months), eq(plans.active, true)),
              )
              .limit(1)
          )[0] ?? plan)
        : plan;
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
  const settle = async (reference: string, result: ChargeResult): Promise<Payment> =>
    db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.reference, reference))
        .for('update');
      if (!payment) throw new Error(`payment ${reference} vanished`);
      if (payment.status === 'succeeded' || payment.status === 'declined') return payment;
      const facts = {
        providerRef: result.providerRef ?? payment.providerRef,
        cardBrand: result.cardBrand ?? payment.cardBrand,
        cardLast4: result.cardLast4 ?? payment.cardLast4,
      };
      const now = clock();
      const set =
        result.status === 'succeeded'
          ? { ...facts, status: 'succeeded' as const, paidAt: now, challengeUrl: null }
          : result.status === 'declined'
            ? { ...facts, status: 'declined' as const, declineReason: result.reason, challengeUrl: null }
            : { ...facts, status: 'requires_action' as const, challengeUrl: result.challengeUrl };
      const [updated] = await tx
        .update(payments)
        .set(set)
        .where(eq(payments.reference, reference))
        .returning();
      if (!updated) throw new Error(`payment ${reference} vanished`);
      if (
        result.status === 'succeeded' &&
        (updated.kind === 'subscription' || updated.kind === 'discount' || updated.kind === 'boost')
      ) {
        const plan = await planById(tx, updated.planId);
        if (plan) await fulfil(tx, updated, plan, result);
      }
      return updated;
    });

  /** Waits until the payment of (member, key) is no longer being charged by another request. */
  const settledPayment = async (memberId: number, key: string): Promise<Payment | undefined> => {
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

  const customer = (member: Pick<Member, 'id' | 'email'>, ip: string): ChargeRequest['customer'] => ({
    memberId: member.id,
    email: member.email,
    ip,
  });

  const membershipOf = async (executor: Executor, memberId: number) =>
    (await executor.select().from(memberships).where(eq(memberships.memberId, memberId)))[0];

  const isLive = (row: { status: string; periodEndsAt: Date } | undefined, now: Date) =>
    row !== undefined && row.status !== 'expired' && row.periodEndsAt > now;

  const expire = (tx: Tx, memberId: number) =>
    Promise.all([
      tx
        .update(memberships)
        .set({ status: 'expired', updatedAt: clock() })
        .where(eq(memberships.memberId, memberId)),
      setMemberState(tx, memberId, 'expired'),
    ]);

  /** Renews (active, charging the card on file) or expires (cancelled, or the charge failed) one ended membership. */
  const cycleOne = async (memberId: number): Promise<boolean> => {
    const now = clock();
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
        if (locked && locked.status !== 'expired' && locked.periodEndsAt <= clock())
          await expire(tx, memberId);
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
            ? { status: 'succeeded', paidAt: clock(), providerRef: result.providerRef }
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
        await expire(tx, memberId);
        return;
      }
      // After a discounted renewal (discount50), the following ones are the regular plan of the same length again.
      const next =
        plan.kind === 'discount'
          ? ((
              await tx
                .select()
                .from(plans)
                .where(
                  and(eq(plans.kind, 'subscription'), eq(plans.months, plan.months), eq(plans.active, true)),
                )
                .limit(1)
            )[0] ?? plan)
          : plan;
      const from =
        addMonths(locked.periodEndsAt, Math.max(plan.months, 1)) > clock() ? locked.periodEndsAt : clock();
      await tx
        .update(memberships)
        .set({
          planId: plan.id,
          periodEndsAt: addMonths(from, Math.max(plan.months, 1)),
          renewalPlanId: next.id,
          renewalPriceCents: next.priceCents,
          updatedAt: clock(),
        })
        .where(eq(memberships.memberId, memberId));
      await setMemberState(tx, memberId, 'active');
    });
    return true;
  };

  const subscription = async (memberId: number): Promise<Subscription> => {
    await cycleOne(memberId);
    const now = clock();
    const row = await membershipOf(db, memberId);
    const [plan, renewal, taken, boost, receipt] = await Promise.all([
      row ? planById(db, row.planId) : undefined,
      row ? planById(db, row.renewalPlanId) : undefined,
      db.select({ offer: memberOffers.offer }).from(memberOffers).where(eq(memberOffers.memberId, memberId)),
      db
        .select({ endsAt: sql<Date | null>`max(${boosts.endsAt})`.mapWith(boosts.endsAt) })
        .from(boosts)
        .where(and(eq(boosts.memberId, memberId), gt(boosts.endsAt, now))),
      db
        .select({ reference: payments.reference })
        .from(payments)
        .where(and(eq(payments.memberId, memberId), eq(payments.status, 'succeeded')))
        .orderBy(desc(payments.paidAt), desc(payments.createdAt))
        .limit(1),
    ]);
    const takenOffers = new Set(taken.map((t) => t.offer));
    const boostEndsAt = boost[0]?.endsAt ?? null;
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
      boostEndsAt: boostEndsAt ? boostEndsAt.toISOString() : null,
      lastReceipt: receipt[0]?.reference ?? null,
    };
  };

  const service: BillingService = {
    provider,
    clock,

    async purchase(member, body, ip) {
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
        const first = await settledPayment(member.id, body.idempotencyKey);
        if (!first || first.planId !== plan.id || first.amountCents !== plan.priceCents)
          throw new ApiError(
            409,
            billingErrorCodes.keyReused,
            'This payment key was already used for another purchase. Reload the page and try again.',
            'idempotencyKey',
          );
        return answer(first);
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
        result = {
          status: 'declined',
          providerRef: null,
          reason: 'processing_error',
          cardBrand: null,
          cardLast4: null,
        };
      }
      return answer(await settle(reference, result));
    },

    async getPurchase(memberId, reference) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.reference, reference), eq(payments.memberId, memberId)));
      if (!payment) throw new ApiError(404, errorCodes.notFound, 'No such receipt.', 'reference');
      return toPurchase(payment);
    },

    async completeChallenge(memberId, reference, approve) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.reference, reference), eq(payments.memberId, memberId)));
      if (!payment) throw new ApiError(404, errorCodes.notFound, 'No such receipt.', 'reference');
      if (payment.status !== 'requires_action' || !provider.completeChallenge)
        throw wrongState('This payment is not waiting for a card check.');
      // Claims the step: of two concurrent completions only one reaches the provider.
      const [claimed] = await db
        .update(payments)
        .set({ status: 'processing' })
        .where(and(eq(payments.reference, reference), eq(payments.status, 'requires_action')))
        .returning();
      if (!claimed) {
        const settled = await settledPayment(memberId, payment.idempotencyKey ?? '');
        if (settled) return answer(settled);
        throw wrongState('This payment is not waiting for a card check.');
      }
      const result = await provider.completeChallenge(payment.providerRef ?? '', approve);
      return answer(await settle(reference, result));
    },

    subscription,

    async cancel(memberId, reason) {
      await cycleOne(memberId);
      const now = clock();
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(memberships)
          .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason ?? null, updatedAt: now })
          .where(
            and(
              eq(memberships.memberId, memberId),
              eq(memberships.status, 'active'),
              gt(memberships.periodEndsAt, now),
            ),
          )
          .returning();
        if (row) await setMemberState(tx, memberId, 'cancelled');
        return row;
      });
      if (!done) throw wrongState('There is no active membership to cancel.');
      return subscription(memberId);
    },

    async reactivate(memberId) {
      await cycleOne(memberId);
      const now = clock();
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(memberships)
          .set({ status: 'active', cancelledAt: null, cancelReason: null, updatedAt: now })
          .where(
            and(
              eq(memberships.memberId, memberId),
              eq(memberships.status, 'cancelled'),
              gt(memberships.periodEndsAt, now),
            ),
          )
          .returning();
        if (row) await setMemberState(tx, memberId, 'active');
        return row;
      });
      if (!done)
        throw wrongState('Only a cancelled membership whose period has not ended can be reactivated.');
      return subscription(memberId);
    },

    async acceptOffer(member, offer, key, ip) {
      await cycleOne(member.id);
      const unavailable = () =>
        new ApiError(409, billingErrorCodes.offerUsed, 'This offer is not available for your membership.');
      // The claim: the offer (once per member, its primary key) and the client's key (a retry answers the same).
      // payment_events keeps "already taken" keys for the provider's events; an accepted offer is one more such key.
      const claim = await db.transaction(async (tx) => {
        const now = clock();
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
      if (claim === 'retry') return subscription(member.id);

      const undo = () =>
        db.transaction(async (tx) => {
          await tx
            .delete(memberOffers)
            .where(and(eq(memberOffers.memberId, member.id), eq(memberOffers.offer, offer)));
          await tx
            .delete(paymentEvents)
            .where(
              and(eq(paymentEvents.provider, 'offer'), eq(paymentEvents.eventId, `${member.id}:${key}`)),
            );
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
          createdAt: clock(),
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
          .catch((): ChargeResult => ({
            status: 'declined',
            providerRef: null,
            reason: 'processing_error',
            cardBrand: null,
            cardLast4: null,
          }));
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
          .set({ status: 'succeeded', paidAt: clock(), providerRef: result.providerRef })
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
          updatedAt: clock(),
        };
        if (offer === 'discount50') {
          const plan = await planById(tx, DISCOUNT50_PLAN_ID);
          if (plan) Object.assign(change, { renewalPlanId: plan.id, renewalPriceCents: plan.priceCents });
        } else if (offer === 'discount66') change.periodEndsAt = addMonths(row.periodEndsAt, 1);
        else change.periodEndsAt = addDays(row.periodEndsAt, FREE_TIME_DAYS);
        await tx.update(memberships).set(change).where(eq(memberships.memberId, member.id));
        await setMemberState(tx, member.id, 'active');
      });
      return subscription(member.id);
    },

    async changePlan(memberId, planId) {
      const plan = await planById(db, planId);
      if (!plan || !plan.active || plan.kind !== 'subscription')
        throw new ApiError(400, errorCodes.invalidRequest, 'Choose one of the membership plans.', 'planId');
      await cycleOne(memberId);
      const [row] = await db
        .update(memberships)
        .set({ renewalPlanId: plan.id, renewalPriceCents: plan.priceCents, updatedAt: clock() })
        .where(
          and(
            eq(memberships.memberId, memberId),
            eq(memberships.status, 'active'),
            gt(memberships.periodEndsAt, clock()),
          ),
        )
        .returning();
      if (!row) throw wrongState('Only an active membership can change its plan.');
      return subscription(memberId);
    },

    async runCycle(memberId) {
      if (memberId !== undefined) return (await cycleOne(memberId)) ? 1 : 0;
      const due = await db
        .select({ memberId: memberships.memberId })
        .from(memberships)
        .where(
          and(inArray(memberships.status, ['active', 'cancelled']), lte(memberships.periodEndsAt, clock())),
        )
        .orderBy(memberships.periodEndsAt)
        .limit(200);
      let handled = 0;
      for (const row of due) if (await cycleOne(row.memberId)) handled += 1;
      return handled;
    },

    async takeWebhook(rawBody, headers) {
      const event = provider.parseWebhook(rawBody, headers);
      if (!event) return false;
      const [fresh] = await db
        .insert(paymentEvents)
        .values({ provider: provider.name, eventId: event.id })
        .onConflictDoNothing()
        .returning();
      if (!fresh || !event.reference || !event.outcome) return true;
      const [payment] = await db.select().from(payments).where(eq(payments.reference, event.reference));
      if (payment && (payment.status === 'processing' || payment.status === 'requires_action'))
        await settle(payment.reference, event.outcome);
      return true;
    },

    grantBoost(memberId, source, minutes) {
      return db.transaction(async (tx) => {
        // One member's boosts are granted one after the other, so two at once queue instead of overlapping.
        await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.id, memberId))
          .for('no key update');
        return boostIn(tx, memberId, source, minutes, null);
      });
    },
  };
  return service;
}
