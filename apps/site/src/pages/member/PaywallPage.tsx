// home/paywall: the headline of the feature the member was refused (client rule), the plans from the billing call
// and the discount offer. `?feature=blocklist` picks the headline; without it the page is a general upgrade page.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DISCOUNT_PLAN_TEXT, localKeys, paywallHeadline, paywallHeadlines } from '@app/client';
import type { PaywallFeature } from '@app/client';
import { PaywallScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useMicroPlan } from '../../features/billing/api/get-micro-plan';
import { useWebProducts } from '../../features/billing/api/get-web-products';
import { toPaywallPlan } from '../../features/billing/plan-view';

const GENERAL_HEADLINE = 'Upgrade to premium';

const isPaywallFeature = (value: string | null): value is PaywallFeature =>
  value !== null && Object.hasOwn(paywallHeadlines, value);

export default function PaywallPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('feature');
  const feature = isPaywallFeature(requested) ? requested : undefined;
  const headline = feature ? paywallHeadline(feature) : GENERAL_HEADLINE;
  const plans = useWebProducts({ action: 'paywall', headline: feature });
  const boost = useMicroPlan({ action: 'paywall', headline: feature });

  useEffect(() => {
    localStorage.setItem(localKeys.paywall, JSON.stringify({ feature: feature ?? null, headline }));
  }, [feature, headline]);

  const discountText =
    plans.data?.find((plan) => plan.kind === 'discount')?.description ?? DISCOUNT_PLAN_TEXT;
  const common = {
    headline,
    discountText,
    onChoosePlan: (planId: string) => navigate(paths.checkout.href(planId)),
  };

  if (plans.data) {
    return (
      <PaywallScreen
        {...common}
        status="ready"
        plans={plans.data.filter((plan) => plan.kind === 'subscription').map(toPaywallPlan)}
        boost={boost.data ? toPaywallPlan(boost.data) : undefined}
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
