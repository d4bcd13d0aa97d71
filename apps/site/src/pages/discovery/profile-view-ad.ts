// The ad slot of a profile view (another member's or the member's own): for members who are not full members and
// whose profile is older than 15 days (@app/client rule).
import { showProfileViewAds } from '@app/client';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { useCurrentProfile } from '../../features/session/api/get-profile';
import { useNow } from '../../lib/clock';

export function useShowAd() {
  const permissions = usePermissions().data;
  const profile = useCurrentProfile().data;
  const now = useNow();
  return Boolean(permissions && profile && showProfileViewAds(permissions, profile, now()));
}
