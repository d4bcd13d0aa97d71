import type { ListEntry, ListKind } from '@app/contract';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import type { EmptyStateAction } from '../../components/EmptyState';
import { Heading } from '../../components/Heading';
import { Pagination } from '../../components/Pagination';
import { formatDay } from '../../components/ProfileCard';
import { ProfileGrid } from '../../components/ProfileGrid';
import { Stack } from '../../components/Stack';
import { TabsNav } from '../../components/Tabs';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { Icon } from '../../internal/icons';
import type { PagedMembersProps } from '../../internal/pagedMembers';
import { theme as t } from '../../theme';

/** The five lists in tab order, with their titles, card lines and empty states. */
const lists: readonly ListKind[] = [
  'who-viewed-me',
  'who-liked-me',
  'who-i-like',
  'mutual-likes',
  'blocklist',
];

const titles: Record<ListKind, string> = {
  'who-viewed-me': 'Who viewed me',
  'who-liked-me': 'Who liked me',
  'who-i-like': 'Who I like',
  'mutual-likes': 'Mutual likes',
  blocklist: 'Blocklist',
};

const metaVerbs: Record<ListKind, string> = {
  'who-viewed-me': 'Viewed you',
  'who-liked-me': 'Liked you',
  'who-i-like': 'You liked them',
  'mutual-likes': 'Matched',
  blocklist: 'Blocked',
};

const counted: Record<ListKind, (n: number) => string> = {
  'who-viewed-me': (n) => `${n} ${n === 1 ? 'member' : 'members'} viewed your profile`,
  'who-liked-me': (n) => `${n} ${n === 1 ? 'member likes' : 'members like'} you`,
  'who-i-like': (n) => `You like ${n} ${n === 1 ? 'member' : 'members'}`,
  'mutual-likes': (n) => `${n} ${n === 1 ? 'mutual like' : 'mutual likes'}`,
  blocklist: (n) => `${n} blocked ${n === 1 ? 'member' : 'members'}`,
};

/** Where the screen's links lead; the site passes its routes. */
export interface ListsScreenLinks {
  tabs: Record<ListKind, string>;
  profile: (memberId: number) => string;
  search: string;
  photos: string;
  upgrade: string;
}

export const defaultListsScreenLinks: ListsScreenLinks = {
  tabs: {
    'who-viewed-me': '/lists/wvm',
    'who-liked-me': '/lists/wlm',
    'who-i-like': '/lists/wyl',
    'mutual-likes': '/lists/mutual-likes',
    blocklist: '/lists/blocklist',
  },
  profile: (memberId) => `/profile/view/${memberId}`,
  search: '/search',
  photos: '/profile/photos',
  upgrade: '/home/paywall',
};

function emptyStates(
  links: ListsScreenLinks,
): Record<ListKind, { title: string; description: string; action: EmptyStateAction }> {
  return {
    'who-viewed-me': {
      title: 'No profile views yet',
      description: 'Members who open your profile show up here. Profiles with photos get far more visits.',
      action: { label: 'Add photos', href: links.photos },
    },
    'who-liked-me': {
      title: 'No likes yet',
      description: 'Members who like you show up here. Liking others is a good way to get noticed.',
      action: { label: 'Search members', href: links.search },
    },
    'who-i-like': {
      title: "You haven't liked anyone yet",
      description: 'Tap the heart on a profile you like and it is kept here.',
      action: { label: 'Search members', href: links.search },
    },
    'mutual-likes': {
      title: 'No mutual likes yet',
      description: 'When someone you like likes you back, you both find each other here.',
      action: { label: 'See who liked you', href: links.tabs['who-liked-me'] },
    },
    blocklist: {
      title: 'Nobody is blocked',
      description:
        "Members you block can't see your profile or message you. They are listed here so you can unblock them.",
      action: { label: 'Search members', href: links.search },
    },
  };
}

export interface ListsScreenProps extends PagedMembersProps {
  kind: ListKind;
  /** The current page (12 members). */
  items: readonly ListEntry[];
  /** Every member of the list (from the page's `total`). */
  total?: number;
  /** Tab counts, from the counters. */
  counts?: Partial<Record<ListKind, number>>;
  /** Lists behind the paywall for this member: their tabs show a lock; the current one shows the upgrade offer. */
  lockedKinds?: readonly ListKind[];
  /** Blocklist only: remove the member from it. */
  onUnblock?: (member: ListEntry) => void;
  /** Members whose unblock is under way (their button shows a spinner). */
  unblockingIds?: readonly number[];
  links?: Partial<ListsScreenLinks>;
  /** Formats each entry's date; default "Nov 18" in UTC. */
  formatDate?: (iso: string) => string;
}

const LockMark = styled.span`
  display: inline-flex;
  margin-left: ${t.space[1]};
  color: ${t.color.fg.muted};
`;

function TabLabel({ kind, locked }: { kind: ListKind; locked: boolean }) {
  return (
    <>
      {titles[kind]}
      {locked && (
        <LockMark>
          <Icon name="lock" />
          <VisuallyHidden>(Premium)</VisuallyHidden>
        </LockMark>
      )}
    </>
  );
}

/**
 * The five member lists (who viewed me, who liked me, who I like, mutual likes, blocklist) as link tabs with counts,
 * 12 members a page with previous/next paging. Free members see a lock on the paywalled tabs.
 */
export function ListsScreen({
  kind,
  status,
  items,
  total,
  counts = {},
  lockedKinds = [],
  page,
  hasPrev,
  hasNext,
  onPageChange,
  onLike,
  onUnblock,
  unblockingIds = [],
  onRetry,
  links: linkOverrides,
  formatDate = (iso) => formatDay(iso),
}: ListsScreenProps) {
  const links = { ...defaultListsScreenLinks, ...linkOverrides };
  const locked = lockedKinds.includes(kind);
  const title = titles[kind];
  const isBlocklist = kind === 'blocklist';

  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1">{title}</Heading>
        <Text tone="muted" aria-live="polite">
          {status === 'ready' && !locked && total !== undefined ? counted[kind](total) : ' '}
        </Text>
      </Stack>
      <TabsNav
        label="Your lists"
        currentHref={links.tabs[kind]}
        items={lists.map((list) => ({
          href: links.tabs[list],
          label: <TabLabel kind={list} locked={lockedKinds.includes(list)} />,
          count: counts[list],
        }))}
      />
      {locked ? (
        <EmptyState
          title={`Upgrade to see ${title.toLowerCase()}`}
          description="Premium members see every member on this list, with no limits."
          action={{ label: 'See plans', href: links.upgrade }}
        />
      ) : (
        <>
          <ProfileGrid
            label={title}
            status={status}
            members={items}
            cardHeadingAs="h2"
            hrefFor={(member) => links.profile(member.id)}
            onLike={isBlocklist ? undefined : onLike}
            metaFor={(member) => `${metaVerbs[kind]} ${formatDate(member.at)}`}
            actionFor={
              isBlocklist && onUnblock
                ? (member) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Unblock ${member.name}`}
                      loading={unblockingIds.includes(member.id)}
                      onClick={() => onUnblock(member)}
                    >
                      Unblock
                    </Button>
                  )
                : undefined
            }
            empty={emptyStates(links)[kind]}
            error={{ message: 'Check your connection and try again.', onRetry }}
          />
          {status === 'ready' && (
            <Pagination
              label={`${title} pages`}
              page={page}
              hasPrev={hasPrev}
              hasNext={hasNext}
              onPageChange={onPageChange}
            />
          )}
        </>
      )}
    </Stack>
  );
}
