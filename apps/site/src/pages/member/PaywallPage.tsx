// home/paywall: the headline of the feature the member was refused (client rule), the plans from the billing call
// and the discount offer. `?feature=blocklist` picks the headline; without it the page is a general upgrade page.
// `?continue=` is the page the member came from: the plan call carries it (SPEC point 7's continueURL, with the thread
// or the profile it names) and so does checkout, which returns there after paying. A member who already pays (a link
// from before they paid, another tab) sees their membership and their plan marked as theirs, never offered again; the
// plans wait for the membership, so that plan is never shown for sale first.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DISCOUNT_PLAN_TEXT, localKeys, paywallHeadline, paywallHeadlines, sameSitePath } from '@app/client';
import type { PaywallFeature } from '@app/client';
import { PaywallScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { boostOf, useMicroPlans } from '../../features/billing/api/get-micro-plan';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { useWebProducts } from '../../features/billing/api/get-web-products';
import { toPaywallPlan } from '../../features/billing/plan-view';

const GENERAL_HEADLINE = 'Upgrade to premium';
const MEMBER_HEADLINE = 'You’re a Premium member';

/** The thread or the profile the member came from, as the plan call's threadId / joinProfileId. */
function cameFromOf(continueURL: string | undefined): { threadId?: string; joinProfileId?: string } {
  if (!continueURL) return {};
  const url = new URL(continueURL, 'https://site.invalid');
  const thread = /^\/inbox\/([^/]+)$/.exec(url.pathname)?.[1];
  if (thread) return { threadId: decodeURIComponent(thread) };
  const profile =
    /^\/profile\/view\/(\d+)$/.exec(url.pathname)?.[1] ??
    (url.pathname === paths.compose.path ? url.searchParams.get('to') : null);
  return profile ? { joinProfileId: profile } : {};
}

const isPaywallFeature = (value: string | null): value is PaywallFeature =>
  value !== null && Object.hasOwn(paywallHeadlines, value);

export default function PaywallPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('feature');
  const feature = isPaywallFeature(requested) ? requested : undefined;
  const subscription = useSubscription();
  const membership =
    subscription.data?.state === 'active' || subscription.data?.state === 'cancelled'
      ? subscription.data
      : undefined;
  const headline = membership ? MEMBER_HEADLINE : feature ? paywallHeadline(feature) : GENERAL_HEADLINE;
  const from = params.get('continue');
  const continueURL = from === null ? undefined : sameSitePath(from, paths.home.href());
  const cameFrom = cameFromOf(continueURL);
  const plans = useWebProducts({ action: 'paywall', headline: feature, continueURL, ...cameFrom });
  const microPlans = useMicroPlans({ action: 'paywall', headline: feature, continueURL, ...cameFrom });
  const boost = boostOf(microPlans.data);

  useEffect(() => {
    localStorage.setItem(localKeys.paywall, JSON.stringify({ feature: feature ?? null, headline }));
  }, [feature, headline]);

  const discountText =
    plans.data?.find((plan) => plan.kind === 'discount')?.description ?? DISCOUNT_PLAN_TEXT;
  const common = {
    headline,
    discountText: membership ? undefined : discountText,
    membership: membership?.plan
      ? { planName: membership.plan.name, href: paths.subscription.href() }
      : undefined,
    onChoosePlan: (planId: string) => navigate(paths.checkout.href(planId, continueURL)),
  };

  // Without the membership (it failed to load) the plans are shown as to anyone: the server refuses a held plan.
  if (plans.data && !subscription.isPending) {
    return (
      <PaywallScreen
        {...common}
        status="ready"
        plans={plans.data
          .filter((plan) => plan.kind === 'subscription')
          .map((plan) => ({ ...toPaywallPlan(plan), current: plan.id === membership?.plan?.id }))}
        boost={boost ? toPaywallPlan(boost) : undefined}
      />
    );
  }
  if (plans.isError) {
    return (
      <PaywallScreen
        {...common}
        status="error"
        errorMessage="We couldn't load the plans. Check your connection and try again."
        onRetry={() => void plans.refetch()}
      />
    );
  }
  return <PaywallScreen {...common} status="loading" />;
}
