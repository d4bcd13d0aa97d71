// `subscription` without a plan: the member's membership (state, plan, renewal, card, last receipt), the change of
// plan, Reactivate when cancelled, the plans when there is none or it ended, and the boost (its countdown while it
// runs, else a link to buy it). Cancelling is one link away (subscription/cancel), and one click there.
import { formatCents } from '@app/client';
import { MembershipScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { boostOf, useMicroPlans } from '../../features/billing/api/get-micro-plan';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { useWebProducts } from '../../features/billing/api/get-web-products';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { useChangePlan, useReactivateSubscription } from '../../features/subscription/api/membership';
import {
  checkoutHref,
  outcomeOf,
  toChangeOption,
  toMembershipView,
  toPlanOption,
} from '../../features/subscription/membership-view';
import { useNow } from '../../lib/clock';

const productsQuery = { action: 'subscription' } as const;

export default function MembershipPage() {
  return (
    <RequirePermission route="subscription">
      <Membership />
    </RequirePermission>
  );
}

function Membership() {
  const now = useNow();
  const membership = useSubscription();
  const plans = useWebProducts(productsQuery);
  const microPlans = useMicroPlans(productsQuery);
  const reactivate = useReactivateSubscription();
  const change = useChangePlan();

  if (membership.isError || plans.isError) {
    return (
      <MembershipScreen status="error" onRetry={() => Promise.all([membership.refetch(), plans.refetch()])} />
    );
  }
  if (!membership.data || !plans.data) return <MembershipScreen status="loading" />;

  const current = membership.data;
  const subscriptionPlans = plans.data.filter((plan) => plan.kind === 'subscription');
  const renewsAs = current.nextRenewal?.planId ?? current.plan?.id;
  const boost = boostOf(microPlans.data);
  return (
    <MembershipScreen
      status="ready"
      now={now}
      membership={toMembershipView(current)}
      plans={subscriptionPlans.map(toPlanOption)}
      changeOptions={subscriptionPlans.filter((plan) => plan.id !== renewsAs).map(toChangeOption)}
      onChangePlan={(planId) => outcomeOf(() => change.mutateAsync(planId))}
      onReactivate={() => outcomeOf(() => reactivate.mutateAsync(undefined))}
      cancelHref={paths.subscription.href('cancel')}
      onBoostEnd={() => void membership.refetch()}
      boost={
        boost
          ? {
              endsAt: current.boostEndsAt,
              href: checkoutHref(boost.id),
              price: formatCents(boost.priceCents),
              description: boost.description,
            }
          : undefined
      }
    />
  );
}
