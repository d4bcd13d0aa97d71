// blocklist/add?memberId=…: what blocking means, and the confirmation. The block shows at once (optimistic) and
// hides both members from each other everywhere; a refusal comes back with the reason beside the button.
import { useSearchParams } from 'react-router';
import { errorCodes } from '@app/contract';
import { ApiError, memberErrorMessage } from '@app/client';
import { BlockUserScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useBlockMember } from '../../features/discovery/api/block-member';
import { useProfileView } from '../../features/discovery/api/get-profile-view';
import { memberIdFrom } from '../../features/discovery/member-id';

export default function BlockUserPage() {
  const [params] = useSearchParams();
  const memberId = memberIdFrom(params.get('memberId'));
  const profile = useProfileView(memberId ?? undefined);
  const block = useBlockMember({ showsErrors: true });
  const member = profile.data;

  const missing =
    memberId === null || (profile.error instanceof ApiError && profile.error.code !== errorCodes.internal);
  const status = missing
    ? 'not-found'
    : !member
      ? profile.isError
        ? 'error'
        : 'loading'
      : member.blockedByMe
        ? 'blocked'
        : 'ready';

  return (
    <BlockUserScreen
      status={status}
      member={member}
      onConfirm={() => member && block.mutate(member)}
      blocking={block.isPending}
      blockError={block.error ? memberErrorMessage(block.error) : undefined}
      onRetry={() => profile.refetch()}
      links={{
        cancel: memberId === null ? paths.search.href() : paths.profileView.href(memberId),
        blocklist: paths.blocklist.href(),
        search: paths.search.href(),
      }}
    />
  );
}
