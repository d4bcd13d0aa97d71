// home/paywall: the headline of the feature the member was refused (client rule), the plans from the billing call
// and the discount offer. `?feature=blocklist` picks the headline; without it the page is a general upgrade page.
// `?continue=` is the page the member came from: the plan call carries it (SPEC point 7's continueURL, with the thread
// or the profile it names) and so does checkout, which returns there after paying.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DISCOUNT_PLAN_TEXT, localKeys, paywallHeadline, paywallHeadlines } from '@app/client';
import type { PaywallFeature } from '@app/client';
import { PaywallScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { boostOf, useMicroPlans } from '../../features/billing/api/get-micro-plan';
import { useWebProducts } from '../../features/billing/api/get-web-products';
import { safeContinue } from '../../features/billing/checkout-copy';
import { toPaywallPlan } from '../../features/billing/plan-view';

const GENERAL_HEADLINE = 'Upgrade to premium';

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
  const headline = feature ? paywallHeadline(feature) : GENERAL_HEADLINE;
  const from = params.get('continue');
  const continueURL = from === null ? undefined : safeContinue(from, paths.home.href());
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
    discountText,
    onChoosePlan: (planId: string) => navigate(paths.checkout.href(planId, continueURL)),
  };

  if (plans.data) {
    return (
      <PaywallScreen
        {...common}
        status="ready"
        plans={plans.data.filter((plan) => plan.kind === 'subscription').map(toPaywallPlan)}
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
