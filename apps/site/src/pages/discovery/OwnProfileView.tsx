// profile/view without an id: the member's own profile as other members see it. Its own chunk, loaded only on that
// page: building the view from the own profile needs the contract's questions and section titles (zod's modules),
// which another member's profile view (the server sends its sections) must not load before it is used.
import { ProfileViewScreen } from '@app/ui';
import { discoveryLinks } from '../../features/discovery/links';
import { ownProfileDetail } from '../../features/discovery/own-profile';
import { useOwnProfile } from '../../features/profile/api/get-own-profile';
import { useCurrentProfile } from '../../features/session/api/get-profile';
import { useNow } from '../../lib/clock';
import { useShowAd } from './profile-view-ad';

export default function OwnProfileView() {
  const profile = useCurrentProfile();
  // Sections and artists come with profile/edit's own profile; until it arrives (or if it fails) the profile shows
  // without them.
  const own = useOwnProfile().data;
  const now = useNow();
  const showAd = useShowAd();
  return (
    <ProfileViewScreen
      status={profile.data ? 'ready' : profile.isError ? 'error' : 'loading'}
      profile={profile.data ? ownProfileDetail(profile.data, now(), own) : undefined}
      onRetry={() => profile.refetch()}
      showAd={showAd}
      links={discoveryLinks.profile}
      ownProfile
    />
  );
}
