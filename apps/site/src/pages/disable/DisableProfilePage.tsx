// profile/disable: what disabling does and keeps (a renewing membership is not cancelled: the way to cancel it; a
// free member hears nothing about one), then on to the reasons.
import type { DisableMembership } from '@app/ui';
import { DisableProfileScreen } from '@app/ui';
import { paths } from '../../config/paths';
import type { PrefetchPageData } from '../../config/page-data';
import { subscriptionQueryOptions, useSubscription } from '../../features/billing/api/get-subscription';
import { disablePaths } from '../../features/disable/paths';
import { RequirePermission } from '../../features/permissions/RequirePermission';

/**
 * The member layout starts loading the membership at once (config/built-pages).
 * @public read through the page's module by config/built-pages.tsx, where knip cannot follow it.
 */
export const prefetchData: PrefetchPageData = (queryClient) =>
  void queryClient.prefetchQuery(subscriptionQueryOptions());

export default function DisableProfilePage() {
  return (
    <RequirePermission route="profile/disable">
      <DisableProfile />
    </RequirePermission>
  );
}

/** Only an active membership renews: a cancelled one ends with its period, so there is nothing to cancel. */
function membershipOf({ data, isError }: ReturnType<typeof useSubscription>): DisableMembership {
  if (data) return data.state === 'active' ? 'renewing' : 'none';
  return isError ? 'unknown' : 'loading';
}

function DisableProfile() {
  const subscription = useSubscription();
  return (
    <DisableProfileScreen
      continueHref={disablePaths.reasons}
      membership={membershipOf(subscription)}
      cancelMembershipHref={paths.subscription.href('cancel')}
      keepHref={paths.profileEdit.href()}
    />
  );
}
