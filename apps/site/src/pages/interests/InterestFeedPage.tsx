// /interests/:interest: the members who share one of the member's interests, 14 a page (cursor paging in the URL).
// An interest the member does not have (any more) answers 404: the page says so and leads back to the list.
import { useParams } from 'react-router';
import { errorCodes } from '@app/contract';
import { ApiError } from '@app/client';
import { InterestFeedScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useLikeMember } from '../../features/discovery/api/like-member';
import { useCursorPaging } from '../../features/discovery/cursor-paging';
import { useInterestFeed } from '../../features/invites/api/interests';

const links = {
  interests: paths.interests.href(),
  profile: (memberId: number) => paths.profileView.href(memberId),
  editSection: (section: string) => paths.profileEdit.href(section),
};

export default function InterestFeedPage() {
  const interest = useParams().interest ?? '';
  const paging = useCursorPaging();
  const { toggleLike } = useLikeMember();
  const query = useInterestFeed(interest, paging.cursor);
  const notFound =
    query.error instanceof ApiError &&
    (query.error.code === errorCodes.notFound || query.error.code === errorCodes.invalidRequest);
  const nextCursor = query.data?.nextCursor;
  return (
    <InterestFeedScreen
      status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
      notFound={notFound}
      interest={query.data?.interest}
      items={query.data?.items ?? []}
      page={paging.page}
      hasPrev={paging.hasPrev}
      hasNext={Boolean(nextCursor)}
      onPageChange={(target) => paging.goTo(target, nextCursor)}
      onLike={toggleLike}
      onRetry={() => query.refetch()}
      links={links}
    />
  );
}
