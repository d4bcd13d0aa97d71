// profile/complete: the completeness meter and a link to each part still missing (the end of the step1–3 flow).
import { ProfileCompleteScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useOwnProfile } from '../../features/profile/api/get-own-profile';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { completenessLinks } from './profile-links';

export default function ProfileCompletePage() {
  return (
    <RequirePermission route="profile/complete">
      <ProfileComplete />
    </RequirePermission>
  );
}

function ProfileComplete() {
  const own = useOwnProfile();
  const links = { parts: completenessLinks, edit: paths.profileEdit.href(), view: paths.profileView.href() };
  if (own.data) return <ProfileCompleteScreen status="ready" profile={own.data} links={links} />;
  if (own.isError)
    return <ProfileCompleteScreen status="error" onRetry={() => own.refetch()} links={links} />;
  return <ProfileCompleteScreen status="loading" links={links} />;
}
