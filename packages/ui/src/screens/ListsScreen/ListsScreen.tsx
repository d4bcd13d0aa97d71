import type { ListEntry } from '@app/contract';
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

/** A list's tab: where it leads, its title, its count and whether the member's plan locks it. */
export interface ListTab {
  href: string;
  title: string;
  count?: number;
  /** Behind the paywall for this member: the tab shows a lock. */
  locked?: boolean;
}

/** What an empty list says, and what it suggests doing instead. */
export interface ListEmptyCopy {
  title: string;
  description: string;
  action: EmptyStateAction;
}

export interface ListsScreenProps extends PagedMembersProps {
  /** Every list, in tab order; the current one is the tab at `currentHref`. */
  tabs: readonly ListTab[];
  currentHref: string;
  /** The current page (12 members). */
  items: readonly ListEntry[];
  /** Every member of the list (from the page's `total`). */
  total?: number;
  /** The list's size in words, e.g. (3) → "3 members like you". */
  describeTotal?: (total: number) => string;
  /** Each card's line before its date, e.g. "Liked you". */
  metaVerb: string;
  empty: ListEmptyCopy;
  /** Blocklist only: remove the member from it (its cards then have no like button). */
  onUnblock?: (member: ListEntry) => void;
  /** Members whose unblock is under way (their button shows a spinner). */
  unblockingIds?: readonly number[];
  profileHref: (memberId: number) => string;
  /** Where the upgrade offer of a locked list leads. */
  upgradeHref: string;
  /** Formats each entry's date; default "Nov 18" in UTC. */
  formatDate?: (iso: string) => string;
}

const LockMark = styled.span`
  display: inline-flex;
  margin-left: ${t.space[1]};
  color: ${t.color.fg.muted};
`;

function TabLabel({ title, locked }: { title: string; locked: boolean }) {
  return (
    <>
      {title}
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
 * The member lists (who viewed me, who liked me, who I like, mutual likes, blocklist) as link tabs with counts,
 * 12 members a page with previous/next paging. Free members see a lock on the paywalled tabs. Tabs, links and copy
 * come from the site.
 */
export function ListsScreen({
  tabs,
  currentHref,
  status,
  items,
  total,
  describeTotal,
  metaVerb,
  empty,
  page,
  hasPrev,
  hasNext,
  onPageChange,
  onLike,
  onUnblock,
  unblockingIds = [],
  onRetry,
  profileHref,
  upgradeHref,
  formatDate = (iso) => formatDay(iso),
}: ListsScreenProps) {
  const current = tabs.find((tab) => tab.href === currentHref);
  const title = current?.title ?? '';
  const locked = Boolean(current?.locked);

  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1">{title}</Heading>
        <Text tone="muted" aria-live="polite">
          {status === 'ready' && !locked && total !== undefined && describeTotal ? describeTotal(total) : ' '}
        </Text>
      </Stack>
      <TabsNav
        label="Your lists"
        currentHref={currentHref}
        items={tabs.map((tab) => ({
          href: tab.href,
          label: <TabLabel title={tab.title} locked={Boolean(tab.locked)} />,
          count: tab.count,
        }))}
      />
      {locked ? (
        <EmptyState
          title={`Upgrade to see ${title.toLowerCase()}`}
          description="Premium members see every member on this list, with no limits."
          action={{ label: 'See plans', href: upgradeHref }}
        />
      ) : (
        <>
          <ProfileGrid
            label={title}
            status={status}
            members={items}
            cardHeadingAs="h2"
            hrefFor={(member) => profileHref(member.id)}
            onLike={onUnblock ? undefined : onLike}
            metaFor={(member) => `${metaVerb} ${formatDate(member.at)}`}
            actionFor={
              onUnblock
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
            empty={empty}
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
