// profile/view/:memberId: another member's profile (opening it records a view in their "who viewed me"), with like,
// message, save to the hotlist (optimistic, rolled back on a refusal), block and report. profile/view alone: the
// member's own profile as others see it, with every section they filled in, their 20Q answers and chosen artists. An ad slot shows for
// members who are not full members and whose profile is older than 15 days (@app/client rule).
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { errorCodes } from '@app/contract';
import type { ProfileDetail } from '@app/contract';
import { ApiError } from '@app/client';
import { Banner, ProfileViewScreen, Stack } from '@app/ui';
import { paths } from '../../config/paths';
import { useBlockMember } from '../../features/discovery/api/block-member';
import { useProfileView } from '../../features/discovery/api/get-profile-view';
import { useLikeMember } from '../../features/discovery/api/like-member';
import { useUnblockMember } from '../../features/discovery/api/unblock-member';
import { discoveryLinks } from '../../features/discovery/links';
import { memberIdFrom } from '../../features/discovery/member-id';
import { InviteAction } from '../../features/invites/InviteAction';
import { useAddToHotlist } from '../../features/messaging/api/add-to-hotlist';
import { useRemoveFromHotlist } from '../../features/messaging/api/remove-from-hotlist';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { useCurrentProfile } from '../../features/session/api/get-profile';
import { useShowAd } from './profile-view-ad';

const OwnProfileView = lazy(() => import('./OwnProfileView'));

export default function ProfileViewPage() {
  const { memberId } = useParams();
  return (
    <RequirePermission route="profile/view">
      {memberId === undefined ? <OwnProfile /> : <MemberProfile memberId={memberIdFrom(memberId)} />}
    </RequirePermission>
  );
}

function MemberProfile({ memberId }: { memberId: number | null }) {
  const currentId = useCurrentProfile().data?.data.id;
  const ownId = memberId !== null && memberId === currentId;
  const profile = useProfileView(memberId === null || ownId ? undefined : memberId);
  const { toggleLike } = useLikeMember();
  const block = useBlockMember();
  const unblock = useUnblockMember();
  const saveToHotlist = useAddToHotlist();
  const removeFromHotlist = useRemoveFromHotlist();
  const showAd = useShowAd();

  if (ownId) return <OwnProfile />;
  const missing =
    memberId === null ||
    (profile.error instanceof ApiError &&
      (profile.error.code === errorCodes.notFound || profile.error.code === errorCodes.invalidRequest));
  const shown: ProfileDetail | undefined = profile.data;
  return (
    <ProfileViewScreen
      status={missing ? 'not-found' : shown ? 'ready' : profile.isError ? 'error' : 'loading'}
      profile={shown}
      onLike={(member, liked) => toggleLike(member, liked)}
      onToggleHotlist={(member, save) => (save ? saveToHotlist : removeFromHotlist).mutate(member)}
      onBlock={shown ? () => block.mutateAsync(shown).catch(() => undefined) : undefined}
      onUnblock={shown ? () => unblock.mutate(shown) : undefined}
      onRetry={() => profile.refetch()}
      showAd={showAd}
      links={discoveryLinks.profile}
      inviteAction={
        shown && !shown.blockedByMe ? <InviteAction memberId={shown.id} memberName={shown.name} /> : undefined
      }
    />
  );
}

/** The member's own profile, as others see it; the view's own chunk loads with it (meanwhile: its loading state). */
function OwnProfile() {
  return (
    <Stack gap={5}>
      <Banner
        tone="info"
        title="This is how other members see your profile"
        action={{ label: 'Edit profile', href: paths.profileEdit.href() }}
      />
      <Suspense fallback={<ProfileViewScreen status="loading" links={discoveryLinks.profile} ownProfile />}>
        <OwnProfileView />
      </Suspense>
    </Stack>
  );
}
