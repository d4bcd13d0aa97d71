// subscription/cancel, honest by design: the first screen has the cancel button (one click), an optional reason and
// at most one retention offer beside it (the first the member may still take). Once cancelled: the day the
// membership stays until, and Reactivate (which leads back to the membership, renewing as before).
import { useNavigate } from 'react-router';
import { formatMediumDate } from '@app/client';
import { retentionOfferCopy } from '@app/contract';
import { CancelSubscriptionScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { useCancelSubscription, useReactivateSubscription } from '../../features/subscription/api/membership';
import { outcomeOf } from '../../features/subscription/membership-view';

export default function CancelPage() {
  return (
    <RequirePermission route="subscription">
      <Cancel />
    </RequirePermission>
  );
}

function Cancel() {
  const navigate = useNavigate();
  const membership = useSubscription();
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const membershipHref = paths.subscription.href();

  if (membership.isError)
    return (
      <CancelSubscriptionScreen
        status="error"
        membershipHref={membershipHref}
        onRetry={() => membership.refetch()}
      />
    );
  if (!membership.data) return <CancelSubscriptionScreen status="loading" membershipHref={membershipHref} />;

  const { state, periodEndsAt, offersAvailable } = membership.data;
  const periodEnds = periodEndsAt ? formatMediumDate(periodEndsAt) : '';
  if (state === 'active') {
    const offer = offersAvailable[0];
    return (
      <CancelSubscriptionScreen
        status="ready"
        membershipHref={membershipHref}
        periodEnds={periodEnds}
        offer={
          offer
            ? {
                title: retentionOfferCopy[offer].title,
                summary: retentionOfferCopy[offer].summary,
                href: paths.subscription.href(offer),
              }
            : null
        }
        onCancel={(reason) => outcomeOf(() => cancel.mutateAsync(reason ? { reason } : {}))}
      />
    );
  }
  if (state === 'cancelled')
    return (
      <CancelSubscriptionScreen
        status="cancelled"
        membershipHref={membershipHref}
        periodEnds={periodEnds}
        onReactivate={async () => {
          const outcome = await outcomeOf(() => reactivate.mutateAsync(undefined));
          if (outcome.ok) void navigate(membershipHref);
          return outcome;
        }}
      />
    );
  return <CancelSubscriptionScreen status="nothing" membershipHref={membershipHref} />;
}
