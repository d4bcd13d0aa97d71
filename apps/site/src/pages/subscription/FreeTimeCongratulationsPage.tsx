// subscription/free-time-congratulations: after the free-time offer, the free days and the membership's new date.
import { Navigate } from 'react-router';
import { formatMediumDate } from '@app/client';
import { FREE_TIME_DAYS } from '@app/contract';
import { FreeTimeCongratulationsScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { RequirePermission } from '../../features/permissions/RequirePermission';

export default function FreeTimeCongratulationsPage() {
  return (
    <RequirePermission route="subscription">
      <FreeTimeCongratulations />
    </RequirePermission>
  );
}

function FreeTimeCongratulations() {
  const membership = useSubscription();
  const common = { days: FREE_TIME_DAYS, membershipHref: paths.subscription.href() };
  if (membership.isError)
    return <FreeTimeCongratulationsScreen {...common} status="error" onRetry={() => membership.refetch()} />;
  if (!membership.data) return <FreeTimeCongratulationsScreen {...common} status="loading" />;
  const { periodEndsAt, state, offersAvailable } = membership.data;
  // Not taken yet (the page opened directly): the offer itself, rather than a congratulation for nothing.
  if (offersAvailable.includes('free-time-offer'))
    return <Navigate to={paths.subscription.href('free-time-offer')} replace />;
  return (
    <FreeTimeCongratulationsScreen
      {...common}
      status="ready"
      periodEnds={periodEndsAt ? formatMediumDate(periodEndsAt) : ''}
      renews={state === 'active'}
    />
  );
}
