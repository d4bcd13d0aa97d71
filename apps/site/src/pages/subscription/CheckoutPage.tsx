// `subscription?plan=<id>&continue=<path>[&checkout=<id>]`: the checkout of one plan, as the server keeps it from the
// moment this page opens (features/billing/api/checkout.ts): the payment form, a payment already on its way (a reload,
// another tab), the bank's 3-D Secure step, then the success page; or, for the plan the member already has, their
// membership. The checkout's id joins the URL, so a reload shows that checkout's outcome, paid ones included.
import { useEffect, useEffectEvent, useRef } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Checkout, Plan, Purchase } from '@app/contract';
import { billingErrorCodes, sandboxTestCards } from '@app/contract';
import { ApiError, formatCents, sameSitePath } from '@app/client';
import type { CardFieldProps, CardFieldName, CheckoutPlanSummary } from '@app/ui';
import { CheckoutScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useCheckout } from '../../features/billing/api/checkout';
import { useMicroPlans } from '../../features/billing/api/get-micro-plan';
import { subscriptionQueryOptions } from '../../features/billing/api/get-subscription';
import { useWebProducts } from '../../features/billing/api/get-web-products';
import { cardFieldNames } from '../../features/billing/card-form';
import { planUnlocks, renewalTerms } from '../../features/billing/checkout-copy';
import { useCheckoutPayment } from '../../features/billing/use-checkout-payment';
import { endSession } from '../../lib/client';
import { membershipChanged } from '../../lib/membership';
import { queryKeys } from '../../lib/query-keys';

const testCards = Object.values(sandboxTestCards);
const plansQuery = { action: 'checkout' } as const;

const isPlanHeld = (error: unknown) => error instanceof ApiError && error.code === billingErrorCodes.planHeld;

export default function CheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const planId = params.get('plan') ?? '';
  const checkoutId = params.get('checkout');
  const continueParam = params.get('continue');
  const continueURL = sameSitePath(continueParam, paths.home.href());

  const plans = useWebProducts(plansQuery);
  const microPlans = useMicroPlans(plansQuery);
  const plan: Plan | undefined = [...(plans.data ?? []), ...(microPlans.data ?? [])].find(
    (candidate) => candidate.id === planId,
  );
  const checkout = useCheckout(planId, checkoutId);

  // Once paid, the member moves on exactly once, whichever tab or reload saw it first.
  const leaving = useRef(false);
  const paid = async (purchase: Purchase) => {
    if (leaving.current) return;
    leaving.current = true;
    queryClient.setQueryData(queryKeys.billing.purchase(purchase.reference), purchase);
    await membershipChanged(queryClient);
    // The success page shows the renewal: it opens with the membership already read.
    await queryClient.prefetchQuery(subscriptionQueryOptions());
    void navigate(paths.purchaseSuccess.href(purchase.reference, continueURL), { replace: true });
  };

  const payment = useCheckoutPayment({
    plan,
    checkout: checkout.data,
    onPaid: paid,
    onSessionEnded: () => {
      // Log in again and come back to this very step (plan, continue and checkout kept).
      void navigate(paths.login.href(`${location.pathname}${location.search}`), { replace: true });
      void endSession().catch(() => undefined);
      queryClient.setQueryData(queryKeys.session.profile(), null);
    },
  });

  const current = checkout.data;
  const follow = useEffectEvent((seen: Checkout) => {
    // The checkout's id in the URL: a reload reads this very checkout.
    if (seen.id !== checkoutId)
      void navigate(paths.checkout.href(planId, continueParam ?? undefined, seen.id), { replace: true });
    // Paid here before an answer was lost (a reload), or in another tab.
    if (seen.status === 'succeeded' && seen.purchase) void paid(seen.purchase);
  });
  useEffect(() => {
    if (current) follow(current);
  }, [current]);

  const backHref = paths.paywall.href(undefined, continueURL);
  if (checkout.isError && isPlanHeld(checkout.error)) {
    return (
      <CheckoutScreen
        status="held"
        backHref={backHref}
        planName={plan?.name ?? 'this plan'}
        membershipHref={paths.subscription.href()}
      />
    );
  }
  if (!plan || !current) {
    if (plans.isPending || microPlans.isPending || checkout.isPending)
      return <CheckoutScreen status="loading" backHref={backHref} testCards={testCards} />;
    return (
      <CheckoutScreen
        status="error"
        backHref={backHref}
        errorMessage={
          plans.isError || (checkout.isError && !(checkout.error instanceof ApiError))
            ? 'We couldn’t load this plan. Check your connection and try again.'
            : 'This plan is not on sale any more. Choose another plan.'
        }
        onRetry={() => void Promise.all([plans.refetch(), microPlans.refetch(), checkout.refetch()])}
      />
    );
  }

  const summary: CheckoutPlanSummary = {
    name: plan.name,
    amount: formatCents(plan.priceCents),
    terms: renewalTerms(plan),
    unlocks: planUnlocks(plan.kind),
  };

  if (current.status === 'requires_action' && !current.purchase?.challengeUrl?.startsWith('http')) {
    return (
      <CheckoutScreen
        status="challenge"
        backHref={backHref}
        plan={summary}
        onApprove={() => void payment.answerChallenge(true)}
        onFail={() => void payment.answerChallenge(false)}
        busy={payment.processing}
        alert={payment.alert}
      />
    );
  }
  // Being charged by another request (before a reload, in another tab), at a real bank's 3-D Secure step, or paid
  // and on the way to the success page: no form to pay with again.
  if (!payment.processing && current.status !== 'open')
    return <CheckoutScreen status="pending" backHref={backHref} plan={summary} />;

  const fields = Object.fromEntries(
    cardFieldNames.map((name) => [
      name,
      {
        id: `checkout-${name}`,
        name,
        value: payment.values[name],
        onChange: payment.change(name),
        error: payment.errors[name],
      },
    ]),
  ) as Record<CardFieldName, CardFieldProps>;

  return (
    <CheckoutScreen
      status="ready"
      backHref={backHref}
      testCards={testCards}
      plan={summary}
      fields={fields}
      processing={payment.processing}
      alert={payment.alert}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void payment.pay();
      }}
    />
  );
}
