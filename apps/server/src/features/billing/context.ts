// What the billing modules share: the context they run in (the database, the card provider, the clock) and the
// helpers more than one of them needs (plans, the membership row and the member row that follows it, receipts'
// references, the refusals).
import { randomBytes, randomInt } from 'node:crypto';
import type { DeclineReason, MembershipRefusal } from '@app/contract';
import { billingErrorCodes, errorCodes, errorCopy } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Member, Plan } from '../../db/schema.ts';
import { members, memberships, plans } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { CardProvider, ChargeRequest, ChargeResult } from './provider.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export interface BillingContext {
  readonly db: Database;
  readonly provider: CardProvider;
  /** "Now" for purchases, periods, offers and boosts: the app's clock (tests move it). */
  readonly clock: Clock;
  /** Runs in the transaction that changed a member's membership (the live channel tells their tabs). */
  readonly membershipChanged?: (tx: Tx, memberId: number) => Promise<void>;
}

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A receipt reference: `SPK-` and 10 capitals or digits (the contract's pattern); a checkout's id with `CHK`. */
export const newReference = (prefix: 'SPK' | 'CHK' = 'SPK'): string =>
  `${prefix}-${Array.from({ length: 10 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** An idempotency key the server issues (a checkout's): 24 URL-safe characters, the contract's pattern. */
export const newIdempotencyKey = (): string => randomBytes(18).toString('base64url');

export const declined = (reason: DeclineReason) =>
  new ApiError(402, billingErrorCodes.declined, errorCopy.payment_declined(reason), 'card.number');
export const wrongState = (refusal: MembershipRefusal) =>
  new ApiError(409, billingErrorCodes.wrongState, errorCopy.subscription_state(refusal));

/** What a charge that never reached an answer from the provider (it threw) counts as. */
export const processingError = (): ChargeResult => ({
  status: 'declined',
  providerRef: null,
  reason: 'processing_error',
  cardBrand: null,
  cardLast4: null,
});

export const customer = (member: Pick<Member, 'id' | 'email'>, ip: string): ChargeRequest['customer'] => ({
  memberId: member.id,
  email: member.email,
  ip,
});

export const planById = async (executor: Executor, id: string): Promise<Plan | undefined> =>
  (await executor.select().from(plans).where(eq(plans.id, id)))[0];

/**
 * The plan a membership renews as after `plan`: a discount plan is its first month at the discounted price, then
 * the regular plan of its length (the plan itself when there is none); any other plan renews as itself.
 */
export const renewalPlanOf = async (executor: Executor, plan: Plan): Promise<Plan> =>
  plan.kind === 'discount'
    ? ((
        await executor
          .select()
          .from(plans)
          .where(and(eq(plans.kind, 'subscription'), eq(plans.months, plan.months), eq(plans.active, true)))
          .limit(1)
      )[0] ?? plan)
    : plan;

export const membershipOf = async (executor: Executor, memberId: number) =>
  (await executor.select().from(memberships).where(eq(memberships.memberId, memberId)))[0];

export const isLive = (row: { status: string; periodEndsAt: Date } | undefined, now: Date) =>
  row !== undefined && row.status !== 'expired' && row.periodEndsAt > now;

/**
 * The member row follows the membership: paying and full while it is live, free once it expired. Every change of a
 * membership goes through here, so this is where the member's tabs are told (ctx.membershipChanged, same transaction).
 */
export async function setMemberState(
  ctx: Pick<BillingContext, 'membershipChanged'>,
  tx: Tx,
  memberId: number,
  status: 'active' | 'cancelled' | 'expired',
): Promise<void> {
  await tx
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
  await ctx.membershipChanged?.(tx, memberId);
}

/** A plan on sale, or 400 naming `planId`. */
export async function sellablePlan(executor: Executor, planId: string): Promise<Plan> {
  const plan = await planById(executor, planId);
  if (!plan || !plan.active)
    throw new ApiError(400, errorCodes.invalidRequest, 'Choose one of the plans on offer.', 'planId');
  return plan;
}

/** 409 when the member's live membership already is this plan: it is never sold to them again. */
export async function refuseHeldPlan(executor: Executor, memberId: number, plan: Plan, now: Date) {
  if (plan.kind !== 'subscription' && plan.kind !== 'discount') return;
  const row = await membershipOf(executor, memberId);
  if (isLive(row, now) && row?.planId === plan.id)
    throw new ApiError(409, billingErrorCodes.planHeld, errorCopy.plan_already_held, 'planId');
}
