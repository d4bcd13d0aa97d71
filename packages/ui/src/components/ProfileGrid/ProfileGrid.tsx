import type { MemberSummary } from '@app/contract';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import type { EmptyStateProps } from '../EmptyState';
import type { HeadingElement } from '../Heading';
import { ErrorState } from '../ErrorState';
import { ProfileCard, ProfileCardSkeleton } from '../ProfileCard';
import { SkeletonGroup } from '../Skeleton';
import { Container, List } from './ProfileGrid.styles';

/**
 * Cards that load their photo at once: the first row at the widest layout. Only the first card's photo, the page's
 * main image (LCP), asks for high priority, so it does not share the first round trips with the others.
 */
const EAGER_CARDS = 4;

export type ProfileGridStatus = 'loading' | 'error' | 'ready';

export interface ProfileGridProps<T extends MemberSummary = MemberSummary> {
  /** Names the list for screen readers ("Who liked me"). */
  label: string;
  members: readonly T[];
  status?: ProfileGridStatus;
  hrefFor: (member: T) => string;
  /** Shows a like button on every card. */
  onLike?: (member: MemberSummary, liked: boolean) => void;
  /** A line under the city, per member ("Liked you Nov 18"). */
  metaFor?: (member: T) => ReactNode;
  /** An extra action per card (e.g. Unblock). */
  actionFor?: (member: T) => ReactNode;
  /** What the member sees when the list is empty: why, and one action. */
  empty: Pick<EmptyStateProps, 'title' | 'description' | 'action' | 'illustration'>;
  /** What failed, and how to try again (status 'error'). */
  error?: { message: ReactNode; onRetry?: () => void | Promise<unknown> };
  /** Placeholder cards while loading (a full page: 12). */
  skeletonCount?: number;
  /** Level of the empty and error headings. */
  headingAs?: HeadingElement;
  /** Level of each card's name: one below the page's last heading (h2 right under the h1). */
  cardHeadingAs?: 'h2' | 'h3' | 'h4';
}

/** A page of members as cards, 1 to 4 columns by the space available, with loading, empty and error states. */
export function ProfileGrid<T extends MemberSummary>({
  label,
  members,
  status = 'ready',
  hrefFor,
  onLike,
  metaFor,
  actionFor,
  empty,
  error,
  skeletonCount = 12,
  headingAs = 'h2',
  cardHeadingAs = 'h3',
}: ProfileGridProps<T>) {
  if (status === 'loading') {
    return (
      <SkeletonGroup label={`Loading ${label.toLowerCase()}`}>
        <Container>
          <List>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index}>
                <ProfileCardSkeleton withMeta={metaFor !== undefined} />
              </li>
            ))}
          </List>
        </Container>
      </SkeletonGroup>
    );
  }
  if (status === 'error') {
    return (
      <ErrorState
        headingAs={headingAs}
        title={`We couldn't load ${label.toLowerCase()}`}
        message={error?.message ?? 'Check your connection and try again.'}
        onRetry={error?.onRetry}
      />
    );
  }
  if (members.length === 0) return <EmptyState headingAs={headingAs} {...empty} />;
  return (
    <Container>
      <List aria-label={label}>
        {members.map((member, index) => (
          <li key={member.id}>
            <ProfileCard
              member={member}
              href={hrefFor(member)}
              onLike={onLike}
              meta={metaFor?.(member)}
              action={actionFor?.(member)}
              headingAs={cardHeadingAs}
              priority={index === 0}
              eager={index < EAGER_CARDS}
            />
          </li>
        ))}
      </List>
    </Container>
  );
}
