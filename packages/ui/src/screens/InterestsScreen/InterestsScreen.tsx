import type { Interest, InterestKind, InterestSection, ListEntry } from '@app/contract';
import { formatCount, INTEREST_FEED_PAGE_SIZE, interestKindInfo, interestKinds } from '@app/contract';
import type { PagedMembersProps } from '../../internal/pagedMembers';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Pagination } from '../../components/Pagination';
import { formatDay } from '../../components/ProfileCard';
import { ProfileGrid } from '../../components/ProfileGrid';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { InterestGroup, InterestList, InterestRow } from './InterestsScreen.styles';

export interface InterestsLinks {
  /** An interest's feed. */
  interest: (interestId: string) => string;
  /** The profile/edit section where the member changes interests of a kind. */
  editSection: (section: InterestSection) => string;
}

export interface InterestsScreenProps {
  status: 'loading' | 'error' | 'ready';
  interests: readonly Interest[];
  links: InterestsLinks;
  onRetry?: () => void | Promise<unknown>;
}

const sharedByText = (count: number) =>
  count === 0 ? 'Nobody else yet' : count === 1 ? '1 member' : `${formatCount(count)} members`;

/** The member's interests, from their own profile, by kind, each with how many members share it. */
export function InterestsScreen({ status, interests, links, onRetry }: InterestsScreenProps) {
  let body;
  if (status === 'loading') {
    body = (
      <div role="status" aria-label="Loading your interests">
        <Stack gap={3}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rect" height={56} />
          ))}
        </Stack>
      </div>
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        title="We couldn't load your interests"
        message="Check your connection and try again."
        onRetry={onRetry}
      />
    );
  } else if (interests.length === 0) {
    body = (
      <EmptyState
        title="No interests yet"
        description="Pick your favourite artists, the languages you speak, your pets and your diet on your profile, and find the members who share them."
        action={{ label: 'Pick your favourite artists', href: links.editSection('spotify') }}
      />
    );
  } else {
    const byKind = interestKinds
      .map((kind) => [kind, interests.filter((interest) => interest.kind === kind)] as const)
      .filter(([, list]) => list.length > 0);
    body = (
      <Stack gap={5}>
        {byKind.map(([kind, list]) => (
          <InterestGroup key={kind} aria-labelledby={`interests-${kind}`}>
            <Heading as="h2" size="md" id={`interests-${kind}`}>
              {interestKindInfo[kind].title}
            </Heading>
            <InterestList>
              {list.map((interest) => (
                <li key={interest.id}>
                  <Card href={links.interest(interest.id)} padding="sm">
                    <InterestRow>
                      <Text as="span" weight="semibold">
                        {interest.label}
                      </Text>
                      <Text as="span" tone="muted" size="sm">
                        {sharedByText(interest.sharedBy)}
                      </Text>
                    </InterestRow>
                  </Card>
                </li>
              ))}
            </InterestList>
            <Link href={links.editSection(interestKindInfo[kind].section)}>
              Edit {interestKindInfo[kind].title.toLowerCase()}
            </Link>
          </InterestGroup>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1">Your interests</Heading>
        <Text tone="muted">Find the members who share what you put on your profile.</Text>
      </Stack>
      {body}
    </Stack>
  );
}

export interface InterestFeedLinks {
  interests: string;
  profile: (memberId: number) => string;
  editSection: (section: InterestSection) => string;
}

export type InterestFeedScreenProps = PagedMembersProps & {
  /** The interest, once loaded (undefined while loading or after an error). */
  interest: Interest | undefined;
  items: readonly ListEntry[];
  links: InterestFeedLinks;
  /** 404: the member does not have this interest (any more). */
  notFound?: boolean;
  formatDate?: (iso: string) => string;
};

const feedTitle = (interest: Interest | undefined) =>
  interest ? `${interestKindInfo[interest.kind].title}: ${interest.label}` : 'Shared interest';

/** The members who share one of the member's interests, 14 a page, most recently active first. */
export function InterestFeedScreen(props: InterestFeedScreenProps) {
  const { status, interest, items, links, page, hasPrev, hasNext, onPageChange, onLike, onRetry } = props;
  const formatDate = props.formatDate ?? ((iso: string) => formatDay(iso));
  const title = feedTitle(interest);
  const kind: InterestKind = interest?.kind ?? 'artist';

  return (
    <Stack gap={5}>
      <Link href={links.interests}>All your interests</Link>
      <Stack gap={1}>
        <Heading as="h1">{title}</Heading>
        {interest && status === 'ready' && (
          <Text tone="muted">
            {interest.sharedBy === 1
              ? '1 member shares this with you.'
              : `${formatCount(interest.sharedBy)} members share this with you.`}
          </Text>
        )}
      </Stack>
      {props.notFound ? (
        <EmptyState
          title="This is not one of your interests"
          description="Your interests come from your profile. Add it there to find the members who share it."
          action={{ label: 'See your interests', href: links.interests }}
        />
      ) : (
        <ProfileGrid
          label={`Members who share ${interest?.label ?? 'this interest'}`}
          status={status}
          members={items}
          cardHeadingAs="h2"
          skeletonCount={INTEREST_FEED_PAGE_SIZE}
          hrefFor={(member) => links.profile(member.id)}
          onLike={onLike}
          metaFor={(member) => `Active ${formatDate(member.at)}`}
          empty={{
            title: 'Nobody else shares this yet',
            description: 'New members join every day. Add more to your profile to find more people like you.',
            action: {
              label: `Edit ${interestKindInfo[kind].title.toLowerCase()}`,
              href: links.editSection(interestKindInfo[kind].section),
            },
          }}
          error={{ message: 'Check your connection and try again.', onRetry }}
        />
      )}
      {status === 'ready' && !props.notFound && (
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
