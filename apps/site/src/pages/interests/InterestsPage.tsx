// /interests: the member's interests (from their own profile), each with how many members share it.
import { InterestsScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useInterests } from '../../features/invites/api/interests';

const interestLinks = {
  interest: (interestId: string) => paths.interestFeed.href(interestId),
  editSection: (section: string) => paths.profileEdit.href(section),
};

export default function InterestsPage() {
  const query = useInterests();
  return (
    <InterestsScreen
      status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
      interests={query.data ?? []}
      links={interestLinks}
      onRetry={() => query.refetch()}
    />
  );
}
