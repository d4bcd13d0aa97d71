// The interest feeds, 14 items a page: interested-in-me (members whose own preferences fit this member) and the
// newsfeed (new members, new photos, verifications). One page, two tabs; each feed has its own URL.
import { useLocation } from 'react-router';
import type { MemberSummary } from '@app/contract';
import { FeedScreen, Link, Stack, Text } from '@app/ui';
import { paths } from '../../config/paths';
import { useInterestedInMe } from '../../features/discovery/api/get-interested-in-me';
import { useNewsfeed } from '../../features/discovery/api/get-newsfeed';
import { useLikeMember } from '../../features/discovery/api/like-member';
import { useCursorPaging } from '../../features/discovery/cursor-paging';

const links = {
  tabs: { 'interested-in-me': paths.interestedInMe.href(), newsfeed: paths.newsfeed.href() },
  profile: (memberId: number) => paths.profileView.href(memberId),
  search: paths.search.href(),
  photos: paths.profilePhotos.href(),
};

interface FeedQuery {
  data?: { nextCursor: string | null };
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** What both feeds show besides their items: state, paging, likes, retry and links. */
function screenProps(
  query: FeedQuery,
  paging: ReturnType<typeof useCursorPaging>,
  onLike: (member: MemberSummary, liked: boolean) => void,
) {
  const nextCursor = query.data?.nextCursor;
  return {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    page: paging.page,
    hasPrev: paging.hasPrev,
    hasNext: Boolean(nextCursor),
    onPageChange: (target: number) => paging.goTo(target, nextCursor),
    onLike,
    onRetry: () => query.refetch(),
    links,
  } as const;
}

export default function FeedPage() {
  return (
    <Stack gap={5}>
      {useLocation().pathname === paths.newsfeed.href() ? <Newsfeed /> : <InterestedInMe />}
      {/* More ways to meet: the interests lists and the 20Q invites have no menu entry of their own. */}
      <Text tone="muted">
        Meet members who share your interests: <Link href={paths.interests.href()}>your interests</Link> ·{' '}
        <Link href={paths.invites.href()}>20Q invites</Link>
      </Text>
    </Stack>
  );
}

function InterestedInMe() {
  const paging = useCursorPaging();
  const { toggleLike } = useLikeMember();
  const query = useInterestedInMe(paging.cursor);
  return (
    <FeedScreen
      feed="interested-in-me"
      items={query.data?.items ?? []}
      {...screenProps(query, paging, toggleLike)}
    />
  );
}

function Newsfeed() {
  const paging = useCursorPaging();
  const { toggleLike } = useLikeMember();
  const query = useNewsfeed(paging.cursor);
  return (
    <FeedScreen feed="newsfeed" items={query.data?.items ?? []} {...screenProps(query, paging, toggleLike)} />
  );
}
