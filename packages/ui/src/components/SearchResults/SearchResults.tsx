import { formatCount } from '@app/contract';
import type { SearchResult } from '@app/contract';
import type { EmptyStateAction } from '../EmptyState';
import type { PagedMembersProps } from '../../internal/pagedMembers';
import { Heading } from '../Heading';
import type { HeadingElement } from '../Heading';
import { Pagination } from '../Pagination';
import { ProfileGrid } from '../ProfileGrid';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface SearchResultsProps extends PagedMembersProps {
  /** This page's results (16). */
  results: readonly SearchResult[];
  /** Every match of the search. */
  total?: number;
  profileHref: (memberId: number) => string;
  /** The empty state's one action: widen the search. */
  emptyAction: EmptyStateAction;
  headingAs?: HeadingElement;
}

const found = (total: number) =>
  total === 0 ? 'No members found' : `${formatCount(total)} ${total === 1 ? 'member' : 'members'} found`;

/** Search results: how many matched, 16 cards a page with each one's distance, previous/next paging. */
export function SearchResults({
  status,
  results,
  total,
  page,
  hasPrev,
  hasNext,
  onPageChange,
  onLike,
  onRetry,
  profileHref,
  emptyAction,
  headingAs = 'h2',
}: SearchResultsProps) {
  return (
    <Stack as="section" gap={4} aria-labelledby="search-results-heading">
      <Stack gap={1}>
        <Heading as={headingAs} size="lg" id="search-results-heading">
          Results
        </Heading>
        <Text tone="muted" aria-live="polite">
          {status === 'ready' && total !== undefined ? found(total) : ' '}
        </Text>
      </Stack>
      <ProfileGrid
        label="Search results"
        status={status}
        members={results}
        skeletonCount={16}
        hrefFor={(member) => profileHref(member.id)}
        onLike={onLike}
        metaFor={(member) => (member.distanceKm === null ? ' ' : `${member.distanceKm} km away`)}
        empty={{
          title: 'Nobody matches these filters',
          description: 'Try a wider age range, a bigger distance or fewer filters.',
          action: emptyAction,
        }}
        error={{ message: 'Your filters are kept. Check your connection and try again.', onRetry }}
        headingAs={headingAs}
        cardHeadingAs={headingAs === 'h1' ? 'h2' : headingAs === 'h2' ? 'h3' : 'h4'}
      />
      {status === 'ready' && (
        <Pagination
          label="Search result pages"
          page={page}
          hasPrev={hasPrev}
          hasNext={hasNext}
          onPageChange={onPageChange}
        />
      )}
    </Stack>
  );
}
