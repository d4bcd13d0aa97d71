import type { ListEntry, NewsfeedItem } from '@app/contract';
import type { PagedMembersProps } from '../../internal/pagedMembers';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Pagination } from '../../components/Pagination';
import { formatDay } from '../../components/ProfileCard';
import { ProfileGrid } from '../../components/ProfileGrid';
import { Stack } from '../../components/Stack';
import { TabsNav } from '../../components/Tabs';
import { Text } from '../../components/Text';
import { FeedScreenNewsfeed, FeedScreenNewsfeedSkeleton } from './FeedScreenNewsfeed';

export type FeedKind = 'interested-in-me' | 'newsfeed';

/** Items a feed page holds (SPEC point 9: 14). */
const FEED_PAGE_SIZE = 14;

export interface FeedScreenLinks {
  tabs: Record<FeedKind, string>;
  profile: (memberId: number) => string;
  search: string;
  photos: string;
}

interface CommonProps extends PagedMembersProps {
  /** Where the screen's links lead; the site passes its routes. */
  links: FeedScreenLinks;
  /** Formats the feed's dates; default "Nov 18" in UTC. */
  formatDate?: (iso: string) => string;
}

export type FeedScreenProps = CommonProps &
  (
    | { feed: 'interested-in-me'; items: readonly ListEntry[] }
    | { feed: 'newsfeed'; items: readonly NewsfeedItem[] }
  );

const titles: Record<FeedKind, string> = { 'interested-in-me': 'Interested in me', newsfeed: 'Newsfeed' };
const intros: Record<FeedKind, string> = {
  'interested-in-me': 'Members looking for someone like you.',
  newsfeed: 'New members, new photos and new verifications.',
};

/** The interest feeds, 14 items a page: members interested in someone like you (cards) and the newsfeed (rows). */
export function FeedScreen(props: FeedScreenProps) {
  const {
    status,
    page,
    hasPrev,
    hasNext,
    onPageChange,
    onLike,
    onRetry,
    formatDate = (iso) => formatDay(iso),
  } = props;
  const { links } = props;
  const title = titles[props.feed];

  let body;
  if (props.feed === 'interested-in-me') {
    body = (
      <ProfileGrid
        label={title}
        status={status}
        members={props.items}
        cardHeadingAs="h2"
        skeletonCount={FEED_PAGE_SIZE}
        hrefFor={(member) => links.profile(member.id)}
        onLike={onLike}
        metaFor={(member) => `Active ${formatDate(member.at)}`}
        empty={{
          title: 'Nobody here yet',
          description:
            'Members whose preferences fit you show up here. Profiles with photos are found more often.',
          action: { label: 'Add photos', href: links.photos },
        }}
        error={{ message: 'Check your connection and try again.', onRetry }}
      />
    );
  } else if (status === 'loading') {
    body = <FeedScreenNewsfeedSkeleton rows={FEED_PAGE_SIZE} />;
  } else if (status === 'error') {
    body = (
      <ErrorState
        title="We couldn't load the newsfeed"
        message="Check your connection and try again."
        onRetry={onRetry}
      />
    );
  } else if (props.items.length === 0) {
    body = (
      <EmptyState
        title="Nothing new yet"
        description="New members, photos and verifications show up here as they happen."
        action={{ label: 'Search members', href: links.search }}
      />
    );
  } else {
    body = (
      <FeedScreenNewsfeed
        items={props.items}
        profileHref={links.profile}
        onLike={onLike}
        formatDate={formatDate}
      />
    );
  }

  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1">{title}</Heading>
        <Text tone="muted">{intros[props.feed]}</Text>
      </Stack>
      <TabsNav
        label="Feeds"
        currentHref={links.tabs[props.feed]}
        items={(Object.keys(titles) as FeedKind[]).map((feed) => ({
          href: links.tabs[feed],
          label: titles[feed],
        }))}
      />
      {body}
      {status === 'ready' && (
        <Pagination
          label={`${title} pages`}
          page={page}
          hasPrev={hasPrev}
          hasNext={hasNext}
          onPageChange={onPageChange}
        />
      )}
    </Stack>
  );
}
