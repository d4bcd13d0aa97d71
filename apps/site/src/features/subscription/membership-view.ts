// The membership as the subscription screens show it: amounts with formatCents, dates as mediumDate, and the links
// of the subscription pages (a purchase starts at `subscription?plan=<id>&continue=<path>`).
import type { Plan, Subscription } from '@app/contract';
import { formatCents, formatMediumDate, memberErrorMessage } from '@app/client';
import type { ActionOutcome, ChangePlanOption, MembershipPlanOption, MembershipView } from '@app/ui';
import { paths } from '../../config/paths';

/** The checkout of `planId`, coming back to `continueTo` (the membership page by default) when paid. */
export const checkoutHref = (planId: string, continueTo: string = paths.subscription.href()): string =>
  `${paths.subscription.href()}?${new URLSearchParams({ plan: planId, continue: continueTo }).toString()}`;

export const receiptHref = (reference: string): string =>
  `${paths.subscription.href('receipt')}?${new URLSearchParams({ reference }).toString()}`;

/** Null when the member never subscribed. */
export function toMembershipView(membership: Subscription): MembershipView | null {
  if (membership.state === 'none' || !membership.plan) return null;
  const { plan, nextRenewal } = membership;
  return {
    state: membership.state,
    planName: plan.name,
    planPrice: formatCents(plan.priceCents),
    periodEnds: membership.periodEndsAt ? formatMediumDate(membership.periodEndsAt) : '',
    renewal: nextRenewal
      ? {
          planName: nextRenewal.planName,
          amount: formatCents(nextRenewal.amountCents),
          changed: nextRenewal.planId !== plan.id || nextRenewal.amountCents !== plan.priceCents,
        }
      : null,
    card: membership.card,
    receiptHref: membership.lastReceipt ? receiptHref(membership.lastReceipt) : null,
  };
}

const period = (months: number) => (months === 1 ? 'for 1 month' : `for ${months} months`);

export const toPlanOption = (plan: Plan): MembershipPlanOption => ({
  id: plan.id,
  name: plan.name,
  price: formatCents(plan.priceCents),
  period: period(plan.months),
  description: plan.description,
  recommended: plan.isDefault,
  href: checkoutHref(plan.id),
});

export const toChangeOption = (plan: Plan): ChangePlanOption => ({
  id: plan.id,
  name: plan.name,
  price: formatCents(plan.priceCents),
});

const messageOf = (error: unknown) => memberErrorMessage(error);

/** Runs a membership action; its failure becomes the message shown where the action was. */
export async function outcomeOf(run: () => Promise<unknown>): Promise<ActionOutcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}
