// profile/disable: what disabling does and keeps (a running membership is not cancelled: the way to cancel it),
// then on to the reasons.
import { DisableProfileScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { disablePaths } from '../../features/disable/paths';
import { RequirePermission } from '../../features/permissions/RequirePermission';

export default function DisableProfilePage() {
  return (
    <RequirePermission route="profile/disable">
      <DisableProfileScreen
        continueHref={disablePaths.reasons}
        cancelMembershipHref={paths.subscription.href('cancel')}
        keepHref={paths.profileEdit.href()}
      />
    </RequirePermission>
  );
}
