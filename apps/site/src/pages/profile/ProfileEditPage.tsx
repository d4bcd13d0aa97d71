// profile/edit: how complete the member's profile is and each section with what it holds, linking to its editor.
import { ProfileEditScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useOwnProfile } from '../../features/profile/api/get-own-profile';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { useNow } from '../../lib/clock';
import { partLinks } from './profile-links';

export default function ProfileEditPage() {
  return (
    <RequirePermission route="profile/edit">
      <ProfileEdit />
    </RequirePermission>
  );
}

function ProfileEdit() {
  const own = useOwnProfile();
  const now = useNow();
  const links = {
    parts: partLinks,
    photos: paths.profilePhotos.href(),
    complete: paths.profileComplete.href(),
    steps: paths.profileEdit.href('step1'),
    view: paths.profileView.href(),
  };
  if (own.data) return <ProfileEditScreen status="ready" profile={own.data} now={now()} links={links} />;
  if (own.isError) return <ProfileEditScreen status="error" onRetry={() => own.refetch()} links={links} />;
  return <ProfileEditScreen status="loading" links={links} />;
}
